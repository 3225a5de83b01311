/** What other features use from profile: its query keys. */
export { profileKeys } from './api';
