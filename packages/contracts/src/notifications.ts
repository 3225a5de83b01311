import { z } from 'zod';
import { LIMITS } from './limits.js';

export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'story', 'post', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What happened, finer than `type` (a like on a comment and a like on a post are both 'like'):
 * the web client words the notification in the reader's language from this.
 */
export const NOTIFICATION_ACTIONS = [
  'post-like',
  'post-comment',
  'comment-reply',
  'comment-like',
  'follow',
  'new-post',
  'new-story',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export interface NotificationView {
  _id: string;
  id: string;
  type: NotificationType;
  action: NotificationAction;
  sender: { _id: string; id: string; username: string; avatar: string };
  /** The post concerned; `content` is its caption cut to 30 characters (with '...' when cut). */
  post: { _id: string; content: string } | null;
  commentId: string | null;
  /** English sentence for clients that do not word it themselves. */
  message: string;
  isRead: boolean;
  createdAt: string;
}

/**
 * A position in one recipient's list, newest first: the creation time (microseconds, UTC) and id of
 * the last notification of the previous page, as `nextCursor` gives it. It names a position, not a
 * row, so a notification withdrawn meanwhile (an unlike) does not break the next page.
 */
export const NOTIFICATION_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/**
 * GET /api/notifications query: `page` (the specification's client) or `before` (keyset paging,
 * steady while new notifications arrive); with `before`, `page` is ignored.
 */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'validation.pageInvalid').default(LIMITS.notificationPage.defaultPage),
  before: z.string().regex(NOTIFICATION_CURSOR_PATTERN, 'validation.cursorInvalid').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'validation.limitInvalid')
    .max(LIMITS.notificationPage.maxLimit, 'validation.limitInvalid')
    .default(LIMITS.notificationPage.defaultLimit),
});

export interface NotificationListAnswer {
  notifications: NotificationView[];
  unreadCount: number;
  /**
   * `page` only when asked by page. `nextCursor` is the `before` of the next page (null at the end),
   * whichever way this page was asked for.
   */
  pagination: { page?: number; limit: number; hasMore: boolean; nextCursor: string | null };
}

export interface UnreadCountAnswer {
  unreadCount: number;
}

/** Cuts quoted post text to the spec's 30 characters. */
export function truncateNotificationText(text: string): string {
  const characters = Array.from(text);
  return characters.length > LIMITS.notificationText
    ? `${characters.slice(0, LIMITS.notificationText).join('')}...`
    : text;
}
