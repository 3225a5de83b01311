/** What other features use from admin: the administrator's notices. */
export { AdminNotices } from './components/AdminNotices';
