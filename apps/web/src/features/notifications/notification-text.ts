import type { NotificationAction, NotificationView } from '@teamhub/contracts';
import type { TFunction } from 'i18next';

/** Translation key of the sentence for each kind of notification. */
export const NOTIFICATION_TEXT_KEYS = {
  'post-like': 'notifications.text.postLike',
  'post-comment': 'notifications.text.postComment',
  'comment-reply': 'notifications.text.commentReply',
  'comment-like': 'notifications.text.commentLike',
  follow: 'notifications.text.follow',
  'new-post': 'notifications.text.newPost',
  'new-story': 'notifications.text.newStory',
  'project-invite': 'notifications.text.projectInvite',
  'message-reaction': 'notifications.text.messageReaction',
  'thread-reply': 'notifications.text.threadReply',
  'message-mention': 'notifications.text.messageMention',
  'post-mention': 'notifications.text.postMention',
  'comment-mention': 'notifications.text.commentMention',
  'task-comment-mention': 'notifications.text.taskCommentMention',
  'task-assigned': 'notifications.text.taskAssigned',
  'task-unassigned': 'notifications.text.taskUnassigned',
  'task-status': 'notifications.text.taskStatus',
  'task-due-date': 'notifications.text.taskDueDate',
} as const satisfies Record<NotificationAction, string>;

/** The sentence's key: a group's reactions may be several emojis, so its sentence names none. */
export function notificationTextKey(notification: NotificationView) {
  if (notification.action === 'message-reaction' && (notification.actorCount ?? 1) > 1) {
    return 'notifications.text.messageReactions';
  }
  return NOTIFICATION_TEXT_KEYS[notification.action];
}

/** Who did it: the sender, or of a group "An and 3 others" (the latest actor named, as Mastodon words it). */
export function actorsName(t: TFunction, notification: NotificationView): string {
  const others = (notification.actorCount ?? 1) - 1;
  if (others <= 0) return notification.sender.username;
  return t('notifications.andOthers', { name: notification.sender.username, count: others });
}
