import type { NotificationAction } from '@teamhub/contracts';

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
} as const satisfies Record<NotificationAction, string>;
