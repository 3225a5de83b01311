/** What other features use from passwords: the administrator's "reset link" button. */
export { ResetLinkButton } from './components/ResetLinkButton';
