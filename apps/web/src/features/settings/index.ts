/** What other features use from settings: applying a theme (the session applies the account's one). */
export { applyTheme } from './theme/apply-theme';
/** The layout mounts it: an account without a time zone gets this browser's. */
export { useDefaultTimeZone } from './hooks/useDefaultTimeZone';
