import {
  createProjectBodySchema,
  TASK_STATUSES,
  translateServerMessage,
  updateProjectBodySchema,
  type CreateProjectBody,
  type Language,
  type Priority,
  type ProjectCategory,
  type ProjectView,
  type TaskStatus,
  type UpdateProjectBody,
  type WipLimits,
} from '@teamhub/contracts';
import type { FormResult } from './task-form';

export interface ProjectFormValues {
  name: string;
  description: string;
  category: ProjectCategory;
  priority: Priority;
  deadline: string;
  /** Each column's limit as typed; '' for none. */
  wipLimits: Record<TaskStatus, string>;
}

export const emptyProjectForm = (): ProjectFormValues => ({
  name: '',
  description: '',
  category: 'web',
  priority: 'medium',
  deadline: '',
  wipLimits: { todo: '', in_progress: '', review: '', done: '' },
});

export const projectToForm = (project: ProjectView): ProjectFormValues => ({
  name: project.name,
  description: project.description,
  category: project.category,
  priority: project.priority,
  deadline: project.deadline ?? '',
  wipLimits: Object.fromEntries(
    TASK_STATUSES.map((status) => [
      status,
      project.wipLimits[status] === null ? '' : String(project.wipLimits[status]),
    ]),
  ) as Record<TaskStatus, string>,
});

const firstIssue = (issues: readonly { message: string }[], language: Language) =>
  translateServerMessage(issues[0]?.message ?? 'projects.nameRequired', language);

export function toCreateProjectBody(values: ProjectFormValues, language: Language): FormResult<CreateProjectBody> {
  const body: CreateProjectBody = {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    priority: values.priority,
    deadline: values.deadline || null,
  };
  const parsed = createProjectBodySchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, message: firstIssue(parsed.error.issues, language) };
}

/** A typed limit: '' is none; anything else must be a whole number (checked by the schema). */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** Only the changed fields (WIP limits: only the changed columns). */
export function toUpdateProjectBody(
  project: ProjectView,
  values: ProjectFormValues,
  language: Language,
): FormResult<UpdateProjectBody> {
  const body: UpdateProjectBody = {};
  const name = values.name.trim();
  if (name !== project.name) body.name = name;
  const description = values.description.trim();
  if (description !== project.description) body.description = description;
  if (values.category !== project.category) body.category = values.category;
  if (values.priority !== project.priority) body.priority = values.priority;
  const deadline = values.deadline || null;
  if (deadline !== project.deadline) body.deadline = deadline;
  const wipLimits: Partial<WipLimits> = {};
  for (const status of TASK_STATUSES) {
    const limit = limitOf(values.wipLimits[status]);
    if (limit !== project.wipLimits[status]) wipLimits[status] = limit;
  }
  if (Object.keys(wipLimits).length > 0) body.wipLimits = wipLimits;
  const parsed = updateProjectBodySchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, message: firstIssue(parsed.error.issues, language) };
}
