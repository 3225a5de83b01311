import { z } from './zod.js';
import { LIMITS } from './limits.js';

export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'follow',
  'story',
  'post',
  'reaction',
  'mention',
  'other',
] as const;
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
  'project-invite',
  'message-reaction',
  'thread-reply',
  'message-mention',
  'post-mention',
  'comment-mention',
  'task-comment-mention',
  'task-assigned',
  'task-unassigned',
  'task-status',
  'task-due-date',
  // Reminders (task-reminders.ts): no one acted; `sender` is the recipient themself.
  'task-due-soon',
  'task-overdue',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** The notifications no one caused (reminders): their `sender` is the recipient, and clients show no actor. */
export const SELF_NOTIFICATION_ACTIONS = ['task-due-soon', 'task-overdue'] as const satisfies NotificationAction[];
export type SelfNotificationAction = (typeof SELF_NOTIFICATION_ACTIONS)[number];

export const isSelfNotification = (action: NotificationAction) =>
  (SELF_NOTIFICATION_ACTIONS as readonly NotificationAction[]).includes(action);

/** How many of a group's latest actors an entry carries (the small stacked avatars). */
export const NOTIFICATION_GROUP_ACTORS = 3;

const notificationActorSchema = z.object({ _id: z.string(), id: z.string(), username: z.string(), avatar: z.string() });

export const notificationViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  action: z.enum(NOTIFICATION_ACTIONS),
  sender: notificationActorSchema.describe('The latest actor (of a group, the one who joined it last).'),
  actors: z
    .array(notificationActorSchema)
    .optional()
    .describe(
      'Grouped entries only (likes of one post or comment, follows of one day): the latest actors, newest first, at most 3.',
    ),
  actorCount: z.number().int().optional().describe('Grouped entries only: how many people are in the group.'),
  post: z
    .object({ _id: z.string(), content: z.string() })
    .nullable()
    .describe("The post concerned; `content` is its caption cut to 30 characters (with '...' when cut)."),
  commentId: z.string().nullable(),
  project: z
    .object({ _id: z.string(), name: z.string() })
    .nullable()
    .describe("The project concerned (a 'project-invite'); opening the notification goes to /projects."),
  task: z
    .object({ id: z.string(), projectId: z.string(), title: z.string() })
    .nullable()
    .describe('The task concerned (a mention in its comments, a change to it); opening it goes to its panel.'),
  chatMessage: z
    .object({
      conversationId: z.string(),
      messageId: z.string(),
      emoji: z.string(),
      threadRootId: z.string().nullable().describe('The thread the message is a reply in (null in the conversation).'),
    })
    .nullable()
    .describe(
      "The chat message concerned: of a 'message-reaction' with the first emoji the sender reacted with; of a 'thread-reply', the thread's root (emoji '').",
    ),
  message: z.string().describe('English sentence for clients that do not word it themselves.'),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

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

export const notificationListAnswerSchema = z.object({
  notifications: z.array(notificationViewSchema),
  unreadCount: z.number(),
  pagination: z
    .object({ page: z.number().optional(), limit: z.number(), hasMore: z.boolean(), nextCursor: z.string().nullable() })
    .describe(
      '`page` only when asked by page. `nextCursor` is the `before` of the next page (null at the end), whichever way this page was asked for.',
    ),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;

export const unreadCountAnswerSchema = z.object({ unreadCount: z.number() });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;

/** Cuts quoted post text to the spec's 30 characters. */
export function truncateNotificationText(text: string): string {
  const characters = Array.from(text);
  return characters.length > LIMITS.notificationText
    ? `${characters.slice(0, LIMITS.notificationText).join('')}...`
    : text;
}
