import type { NotificationAction } from '@teamhub/contracts';

/** What a notification's group is told by: what happened, to what, and when. */
export interface GroupSubject {
  action: NotificationAction;
  postId?: string | null;
  commentId?: string | null;
  messageId?: string | null;
  at: Date;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The kinds that group, and by what (type + target, or type + day): likes per post or comment,
 * follows per UTC day, reactions per chat message. A kind that groups adds one line here.
 * Every other kind stays one notification per cause. Migration 0023 grouped existing rows with
 * these same keys.
 */
const GROUP_KEYS: Partial<Record<NotificationAction, (subject: GroupSubject) => string | null>> = {
  'post-like': ({ postId }) => (postId ? `post-like:${postId}` : null),
  'comment-like': ({ commentId }) => (commentId ? `comment-like:${commentId}` : null),
  follow: ({ at }) => `follow:${utcDay(at)}`,
  'message-reaction': ({ messageId }) => (messageId ? `message-reaction:${messageId}` : null),
  // A thread's replies, per root: "An and 2 others replied in a thread you are in".
  'thread-reply': ({ messageId }) => (messageId ? `thread-reply:${messageId}` : null),
};

/** The key of the group a notification joins, or null when its kind does not group. */
export function groupKeyOf(subject: GroupSubject): string | null {
  return GROUP_KEYS[subject.action]?.(subject) ?? null;
}
