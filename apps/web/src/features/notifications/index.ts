/** What other features use from notifications: the live bridge, the panel's list and the unread count. */
export { NotificationsBridge } from './NotificationsBridge';
export { NotificationCenter } from './components/NotificationCenter';
export { useUnreadCount } from './hooks/useNotificationQueries';
