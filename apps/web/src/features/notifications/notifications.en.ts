import type { notificationsVi } from './notifications.vi';

/** Notification texts, in English. */
export const notificationsEn: typeof notificationsVi = {
  title: 'Notifications',
  empty: 'No notifications yet',
  seeAll: 'See all',
  close: 'Close',
  refresh: 'Refresh',
  markAllRead: 'Mark all as read',
  loading: 'Loading notifications...',
  loadMore: 'Load more',
  unread: 'Unread',
  loadFailed: 'Could not load notifications',
  markReadFailed: 'Could not mark the notification as read',
  markAllFailed: 'Could not mark all notifications as read',
  navigateFailed: 'Could not open this notification',
  connectFailed: 'Could not connect to the notification server',
  dismiss: 'Dismiss error',
  text: {
    postLike: '<b>{{name}}</b> liked your post',
    postComment: '<b>{{name}}</b> commented on your post',
    commentReply: '<b>{{name}}</b> replied to your comment',
    commentLike: '<b>{{name}}</b> liked your comment',
    follow: '<b>{{name}}</b> started following you',
    newPost: '<b>{{name}}</b> shared a new post',
    newStory: '<b>{{name}}</b> added a new story',
    projectInvite: '<b>{{name}}</b> invited you to the project <b>{{project}}</b>',
  },
  desktopTitle: 'TeamHub',
};
