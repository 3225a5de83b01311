/** What other features use from admin: the administrator's notices and what this browser remembers of them. */
export { AdminNotices } from './components/AdminNotices';
export { adminNoticesStorage } from './admin-notices-storage';
