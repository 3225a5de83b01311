/** What other features use from settings: applying a theme (the session applies the account's one). */
export { applyTheme } from './theme/apply-theme';
