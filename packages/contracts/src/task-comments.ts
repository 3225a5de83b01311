import { LIMITS } from './limits.js';
import { z } from './zod.js';

const personSchema = z.object({ _id: z.string(), id: z.string(), username: z.string(), avatar: z.string() });

/** One comment on a task; `editedAt` is set once its author changed its text. */
export const taskCommentViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  taskId: z.string(),
  author: personSchema,
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable().describe('When its text was last changed (the "edited" mark); null if never.'),
});
export type TaskCommentView = z.infer<typeof taskCommentViewSchema>;

const commentText = z
  .string({ error: 'projects.commentTextRequired' })
  .trim()
  .min(1, 'projects.commentTextRequired')
  .max(LIMITS.projects.taskCommentText, 'projects.commentTextTooLong');

/** POST /api/projects/tasks/:taskId/comments and PUT …/comments/:commentId. */
export const taskCommentBodySchema = z.object({ text: commentText });

/**
 * A position in a task's timeline, newest first: the creation time (microseconds, UTC) and id of the
 * last entry of the previous page, as `nextCursor` gives it.
 */
export const TASK_TIMELINE_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

const pageFields = {
  cursor: z.string().regex(TASK_TIMELINE_CURSOR_PATTERN, 'validation.cursorInvalid').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'validation.limitInvalid')
    .max(LIMITS.projects.timelinePage.maxLimit, 'validation.limitInvalid')
    .default(LIMITS.projects.timelinePage.defaultLimit),
};

/** GET /api/projects/tasks/:taskId/comments: newest first, keyset paged. */
export const taskCommentListQuerySchema = z.object(pageFields);
export type TaskCommentListQuery = z.output<typeof taskCommentListQuerySchema>;

export const taskCommentListAnswerSchema = z.object({
  comments: z.array(taskCommentViewSchema),
  nextCursor: z.string().nullable().describe('The `cursor` of the next (older) page; null at the end.'),
});
export type TaskCommentListAnswer = z.infer<typeof taskCommentListAnswerSchema>;

export const taskCommentRefSchema = z.object({ taskId: z.string(), commentId: z.string() });

/** What the activity lines record; a timeline entry is one of these or a 'comment'. */
export const TASK_ACTIVITY_TYPES = ['created', 'title', 'status', 'assignee', 'dueDate', 'priority'] as const;
export type TaskActivityType = (typeof TASK_ACTIVITY_TYPES)[number];
export const TASK_TIMELINE_FILTERS = ['all', 'comments'] as const;
export type TaskTimelineFilter = (typeof TASK_TIMELINE_FILTERS)[number];

/** An assignee as the activity line recorded them (their name then). */
export const activityPersonSchema = z.object({ id: z.string(), username: z.string() });
export type ActivityPerson = z.infer<typeof activityPersonSchema>;
/** A field's value before or after: a status, priority, title or date (YYYY-MM-DD), an assignee, or none. */
export const activityValueSchema = z.union([z.string(), activityPersonSchema]).nullable();
export type ActivityValue = z.infer<typeof activityValueSchema>;

export const taskTimelineEntrySchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum([...TASK_ACTIVITY_TYPES, 'comment']),
  actor: personSchema,
  from: activityValueSchema,
  to: activityValueSchema.describe("Of 'created', the task's title."),
  comment: taskCommentViewSchema.nullable().describe("Of a 'comment' entry, the comment; null otherwise."),
  createdAt: z.string(),
});
export type TaskTimelineEntry = z.infer<typeof taskTimelineEntrySchema>;

/** GET /api/projects/tasks/:taskId/activity: `filter=comments` leaves the activity lines out. */
export const taskActivityQuerySchema = z.object({
  filter: z.enum(TASK_TIMELINE_FILTERS, 'projects.timelineFilterInvalid').default('all'),
  ...pageFields,
});
export type TaskActivityQuery = z.output<typeof taskActivityQuerySchema>;

export const taskActivityAnswerSchema = z.object({
  entries: z.array(taskTimelineEntrySchema),
  nextCursor: z.string().nullable().describe('The `cursor` of the next (older) page; null at the end.'),
});
export type TaskActivityAnswer = z.infer<typeof taskActivityAnswerSchema>;

/** `task-comment-created` and `task-comment-updated` on /projects, to the project's room. */
export interface TaskCommentPayload {
  projectId: string;
  taskId: string;
  comment: TaskCommentView;
}

/** `task-comment-deleted` on /projects. */
export interface TaskCommentDeletedPayload {
  projectId: string;
  taskId: string;
  commentId: string;
}
