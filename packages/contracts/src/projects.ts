import { z } from './zod.js';
import { LIMITS } from './limits.js';
import { taskAttachmentViewSchema } from './task-attachments.js';
import { checklistItemViewSchema } from './task-checklist.js';
import { recurrenceSchema, recurrenceViewSchema } from './task-recurrence.js';
import { taskWatcherSchema } from './task-watchers.js';

export const PROJECT_CATEGORIES = ['web', 'mobile', 'design', 'api', 'data', 'ai', 'other'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** The board's columns, in order (spec 4: 'progress' is not a status). */
export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const PROJECT_ROLES = ['owner', 'admin', 'member'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
/** The roles an invitation or a role change can give: there is exactly one owner. */
export const INVITE_ROLES = ['member', 'admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
/** Where an invitation stands: pending until accepted, declined (a recent refusal stops new ones) or withdrawn. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A calendar day, 'YYYY-MM-DD' (deadlines and due dates have no time of day). */
export const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The earliest "today" anywhere on Earth (UTC−12), as 'YYYY-MM-DD'. The server does not know the
 * sender's time zone, so "not before today" accepts every day that is today somewhere; the web form
 * also holds its date picker to the reader's own today.
 */
export function earliestTodayAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** True when a 'YYYY-MM-DD' text names a day that exists (not 2026-02-30). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A deadline or due date: a real calendar day not before today, or null / '' for none. */
const futureDay = (pastKey: 'projects.deadlinePast' | 'projects.dueDatePast') =>
  z
    .union([z.string(), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .refine((value) => value === null || (CALENDAR_DAY_PATTERN.test(value) && isRealDay(value)), 'projects.dateInvalid')
    .refine((value) => value === null || value >= earliestTodayAnywhere(), pastKey);

const memberRef = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
});

export const projectMemberViewSchema = memberRef.extend({
  role: z.enum(PROJECT_ROLES).describe("The owner is shown as '(Owner)' in the assignee list."),
  joinedAt: z.string(),
});
export type ProjectMemberView = z.infer<typeof projectMemberViewSchema>;

/** Per-column soft limits: a column holding more cards than its limit is marked, nothing is refused. */
export const wipLimitsSchema = z.object({
  todo: z.number().int().nullable(),
  in_progress: z.number().int().nullable(),
  review: z.number().int().nullable(),
  done: z.number().int().nullable(),
});
export type WipLimits = z.infer<typeof wipLimitsSchema>;

export const projectViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  priority: z.enum(PRIORITIES),
  deadline: z.string().nullable().describe("'YYYY-MM-DD', or null for none."),
  owner: memberRef,
  myRole: z.enum(PROJECT_ROLES).describe("The caller's role in this project."),
  membersCount: z.number(),
  wipLimits: wipLimitsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

export const taskViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(PRIORITIES),
  status: z.enum(TASK_STATUSES),
  dueDate: z.string().nullable().describe("'YYYY-MM-DD', or null for none."),
  tags: z.array(z.string()),
  estimatedHours: z.number().int().nullable(),
  assignee: memberRef.nullable(),
  position: z.string().describe('Order inside its column: cards sort by this key (plain string comparison, then id).'),
  isNew: z.boolean().describe('Created in the last 24 hours.'),
  createdBy: z.string().nullable(),
  sourceMessage: z
    .object({ conversationId: z.string(), messageId: z.string() })
    .nullable()
    .describe('The chat message this task was made from, if any.'),
  checklistDone: z.number().int().describe('Checklist items ticked (the card shows done/total).'),
  checklistTotal: z.number().int(),
  recurrence: recurrenceViewSchema
    .nullable()
    .describe('How the task repeats; null when it does not. When it is done, the next one is created.'),
  attachmentCount: z.number().int().describe('Attachments of the task (the card shows a paperclip).'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

/** GET /api/projects/tasks/:taskId: the task with what its page shows beyond the card. */
export const taskDetailViewSchema = taskViewSchema.extend({
  checklist: z.array(checklistItemViewSchema),
  watchers: z.array(taskWatcherSchema).describe('Members following the task, in the order they started.'),
  attachments: z.array(taskAttachmentViewSchema).describe('Oldest first.'),
});
export type TaskDetailView = z.infer<typeof taskDetailViewSchema>;

/** GET /api/projects/my-tasks: one task with the project it belongs to. */
export const myTaskViewSchema = taskViewSchema.extend({
  project: z.object({ _id: z.string(), id: z.string(), name: z.string(), category: z.enum(PROJECT_CATEGORIES) }),
});
export type MyTaskView = z.infer<typeof myTaskViewSchema>;

const projectName = z
  .string({ error: 'projects.nameRequired' })
  .trim()
  .min(1, 'projects.nameRequired')
  .max(LIMITS.projects.name, 'projects.nameTooLong');
const projectDescription = z.string().trim().max(LIMITS.projects.description, 'projects.descriptionTooLong');
const wipLimit = z
  .union([z.number(), z.null()])
  .refine(
    (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= LIMITS.projects.wipLimitMax),
    'projects.wipLimitInvalid',
  );

export const createProjectBodySchema = z.object({
  name: projectName,
  description: projectDescription.default(''),
  category: z.enum(PROJECT_CATEGORIES, { error: 'projects.categoryInvalid' }).default('web'),
  priority: z.enum(PRIORITIES, { error: 'projects.priorityInvalid' }).default('medium'),
  deadline: futureDay('projects.deadlinePast').optional(),
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

/** PUT /api/projects/{id}: the changed fields (owner or admin). */
export const updateProjectBodySchema = z.object({
  name: projectName.optional(),
  description: projectDescription.optional(),
  category: createProjectBodySchema.shape.category.unwrap().optional(),
  priority: createProjectBodySchema.shape.priority.unwrap().optional(),
  /** A deadline already in the past may be kept as it is; a new one must not be before today. */
  deadline: z
    .union([z.string(), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .refine((value) => value === null || (CALENDAR_DAY_PATTERN.test(value) && isRealDay(value)), 'projects.dateInvalid')
    .optional(),
  wipLimits: z
    .object({
      todo: wipLimit.optional(),
      in_progress: wipLimit.optional(),
      review: wipLimit.optional(),
      done: wipLimit.optional(),
    })
    .optional(),
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

/** Tags: a list, or the form's comma-separated text; each trimmed, empties and repeats dropped. */
const tagsField = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => {
    const parts = (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean);
    return [...new Set(parts)];
  })
  .refine((tags) => tags.length <= LIMITS.projects.tagsMax, 'projects.tooManyTags')
  .refine((tags) => tags.every((tag) => tag.length <= LIMITS.projects.tagLength), 'projects.tagTooLong');

/** Whole hours 1–999; '' or null for no estimate. */
const estimatedHoursField = z
  .union([z.number(), z.string(), z.null()])
  .transform((value) => (value === null || value === '' ? null : Number(value)))
  .refine(
    (value) =>
      value === null ||
      (Number.isInteger(value) && value >= LIMITS.estimatedHours.min && value <= LIMITS.estimatedHours.max),
    'projects.estimateInvalid',
  );

/** A member's user id, or ''/null for nobody. */
const assigneeField = z
  .union([z.string(), z.null()])
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim().toLowerCase()))
  .refine((value) => value === null || z.uuid().safeParse(value).success, 'projects.assigneeNotMember');

const taskTitle = z
  .string({ error: 'projects.titleRequired' })
  .trim()
  .min(1, 'projects.titleRequired')
  .max(LIMITS.projects.taskTitle, 'projects.titleTooLong');
const taskDescription = z.string().trim().max(LIMITS.projects.taskDescription, 'projects.descriptionTooLong');

export const createTaskBodySchema = z.object({
  title: taskTitle,
  description: taskDescription.default(''),
  priority: z.enum(PRIORITIES, { error: 'projects.priorityInvalid' }).default('medium'),
  status: z.enum(TASK_STATUSES, { error: 'projects.statusInvalid' }).default('todo'),
  dueDate: futureDay('projects.dueDatePast').optional(),
  estimatedHours: estimatedHoursField.optional(),
  tags: tagsField.optional(),
  assignee: assigneeField.optional(),
  /** Needs a due date (the next one's is counted from it). */
  recurrence: recurrenceSchema.nullable().optional(),
  /** Made from a chat message ("Create task" in the message menu): the caller must be in that conversation. */
  sourceMessage: z
    .object({ conversationId: z.uuid('projects.sourceInvalid'), messageId: z.uuid('projects.sourceInvalid') })
    .nullable()
    .optional(),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/**
 * PUT /api/projects/tasks/{taskId}: the changed fields, or only `status` (a drag onto another column:
 * the card goes to the end of that column). `afterTaskId` places the card right after that task of
 * the target column (null: at the top), as a drop between two cards does.
 */
export const updateTaskBodySchema = z.object({
  title: taskTitle.optional(),
  description: taskDescription.optional(),
  priority: createTaskBodySchema.shape.priority.unwrap().optional(),
  status: createTaskBodySchema.shape.status.unwrap().optional(),
  /** A due date already past may be kept; a changed one must not be before today (checked by the server). */
  dueDate: z
    .union([z.string(), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .refine((value) => value === null || (CALENDAR_DAY_PATTERN.test(value) && isRealDay(value)), 'projects.dateInvalid')
    .optional(),
  estimatedHours: estimatedHoursField.optional(),
  tags: tagsField.optional(),
  assignee: assigneeField.optional(),
  /** null stops the series (this task stays; no next one is made). */
  recurrence: recurrenceSchema.nullable().optional(),
  afterTaskId: z.uuid('projects.taskNotFound').nullable().optional(),
});
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

/** POST /api/projects/{id}/invite */
export const inviteBodySchema = z.object({
  email: z
    .string({ error: 'projects.emailRequired' })
    .trim()
    .min(1, 'projects.emailRequired')
    // An invitation keeps the address (it may not have an account yet): no longer than an address can be.
    .max(254, 'projects.emailInvalid')
    .refine((value) => value.includes('@'), 'projects.emailInvalid'),
  role: z.enum(INVITE_ROLES, { error: 'projects.roleInvalid' }).default('member'),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** PATCH /api/projects/{id}/members/{userId} */
export const memberRoleBodySchema = z.object({
  role: z.enum(INVITE_ROLES, { error: 'projects.roleInvalid' }),
});

export const projectRefAnswerSchema = z.object({ projectId: z.string() });
export const taskRefAnswerSchema = z.object({ projectId: z.string(), taskId: z.string() });
export const memberRefAnswerSchema = z.object({ projectId: z.string(), userId: z.string() });

/** Socket payloads on /projects. */
export interface ProjectRef {
  projectId: string;
}
/** Only the fields that changed (`membersCount` when members come and go). */
export interface ProjectUpdatedPayload {
  projectId: string;
  changes: Partial<Omit<ProjectView, '_id' | 'id' | 'myRole' | 'owner' | 'createdAt'>>;
}
export interface TaskDeletedPayload {
  projectId: string;
  taskId: string;
}
export interface MemberPayload {
  projectId: string;
  member: ProjectMemberView;
}
export interface MemberRemovedPayload {
  projectId: string;
  userId: string;
}

/** The socket.io room of one project's board (members who sent `join-project` or `join-my-projects`). */
export const projectRoom = (projectId: string) => `project:${projectId}`;
/** A user's sockets that sent `join-my-projects`: a project the user gets later is joined for them. */
export const myProjectsRoom = (userId: string) => `my-projects:${userId}`;
