import {
  createTaskBodySchema,
  translateServerMessage,
  updateTaskBodySchema,
  type CreateTaskBody,
  type Language,
  type Priority,
  type TaskStatus,
  type TaskView,
  type UpdateTaskBody,
} from '@teamhub/contracts';

/** The task form as typed: every field a string, as the inputs hold it. */
export interface TaskFormValues {
  title: string;
  description: string;
  priority: Priority;
  status: TaskStatus;
  assignee: string;
  dueDate: string;
  estimatedHours: string;
  tags: string;
}

export const emptyTaskForm = (status: TaskStatus = 'todo'): TaskFormValues => ({
  title: '',
  description: '',
  priority: 'medium',
  status,
  assignee: '',
  dueDate: '',
  estimatedHours: '',
  tags: '',
});

export const taskToForm = (task: TaskView): TaskFormValues => ({
  title: task.title,
  description: task.description,
  priority: task.priority,
  status: task.status,
  assignee: task.assignee?._id ?? '',
  dueDate: task.dueDate ?? '',
  estimatedHours: task.estimatedHours === null ? '' : String(task.estimatedHours),
  tags: task.tags.join(', '),
});

/** Tags as the server keeps them: split on commas, trimmed, empties and repeats dropped. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** Whole hours 1–999, or null for an empty field; undefined when the text is not such a number. */
export function parseHours(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const hours = Number(trimmed);
  return hours >= 1 && hours <= 999 ? hours : undefined;
}

export type FormResult<T> = { ok: true; body: T } | { ok: false; message: string };

/** The first problem the shared schema finds, in the reader's language. */
function firstIssue(issues: readonly { message: string }[], language: Language): string {
  return translateServerMessage(issues[0]?.message ?? 'projects.titleRequired', language);
}

/** The create-task body (spec 5: title required, hours 1–999 or none, tags split, empty assignee = none). */
export function toCreateBody(
  values: TaskFormValues,
  language: Language,
  sourceMessage?: CreateTaskBody['sourceMessage'],
): FormResult<CreateTaskBody> {
  const body: CreateTaskBody = {
    title: values.title.trim(),
    description: values.description.trim(),
    priority: values.priority,
    status: values.status,
    dueDate: values.dueDate || null,
    estimatedHours: values.estimatedHours.trim(),
    tags: splitTags(values.tags),
    assignee: values.assignee || null,
    ...(sourceMessage ? { sourceMessage } : {}),
  };
  const parsed = createTaskBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error.issues, language) };
  return { ok: true, body: { ...body, estimatedHours: parseHours(values.estimatedHours) ?? null } };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Only the fields that differ from the task; an empty object when nothing changed. */
export function toUpdateBody(task: TaskView, values: TaskFormValues, language: Language): FormResult<UpdateTaskBody> {
  const body: UpdateTaskBody = {};
  const title = values.title.trim();
  if (title !== task.title) body.title = title;
  const description = values.description.trim();
  if (description !== task.description) body.description = description;
  if (values.priority !== task.priority) body.priority = values.priority;
  if (values.status !== task.status) body.status = values.status;
  const dueDate = values.dueDate || null;
  if (dueDate !== task.dueDate) body.dueDate = dueDate;
  const hours = parseHours(values.estimatedHours);
  if (hours === undefined) body.estimatedHours = values.estimatedHours;
  else if (hours !== task.estimatedHours) body.estimatedHours = hours;
  const tags = splitTags(values.tags);
  if (!sameList(tags, task.tags)) body.tags = tags;
  const assignee = values.assignee || null;
  if (assignee !== (task.assignee?._id ?? null)) body.assignee = assignee;

  const parsed = updateTaskBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error.issues, language) };
  return { ok: true, body };
}
