import type { NotificationAction, NotificationView } from '@teamhub/contracts';
import type { TFunction } from 'i18next';

/** 'task-comment-mention' → 'taskCommentMention', in the type as at run time. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * Translation key of the sentence for each kind of notification: its action in camel case under
 * notifications.text (computed, not a table: the feed's first route carries these words).
 */
export const notificationActionKey = <A extends NotificationAction>(action: A) =>
  `notifications.text.${action.replace(/-(\w)/gu, (_, letter: string) => letter.toUpperCase())}` as `notifications.text.${CamelCase<A>}`;

/** The sentence's key: a group's reactions may be several emojis, so its sentence names none. */
export function notificationTextKey(notification: NotificationView) {
  if (notification.action === 'message-reaction' && (notification.actorCount ?? 1) > 1) {
    return 'notifications.text.messageReactions';
  }
  return notificationActionKey(notification.action);
}

/** Who did it: the sender, or of a group "An and 3 others" (the latest actor named, as Mastodon words it). */
export function actorsName(t: TFunction, notification: NotificationView): string {
  const others = (notification.actorCount ?? 1) - 1;
  if (others <= 0) return notification.sender.username;
  return t('notifications.andOthers', { name: notification.sender.username, count: others });
}
