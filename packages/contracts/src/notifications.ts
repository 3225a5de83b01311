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

/** GET /api/notifications query. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'validation.pageInvalid').default(LIMITS.notificationPage.defaultPage),
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
  pagination: { page: number; limit: number; hasMore: boolean };
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
