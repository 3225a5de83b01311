import { LIMITS } from './limits.js';
import { z } from './zod.js';

/** One item of a task's checklist; `position` is its place in the list, from 0. */
export const checklistItemViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  taskId: z.string(),
  text: z.string(),
  done: z.boolean(),
  position: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChecklistItemView = z.infer<typeof checklistItemViewSchema>;

const itemText = z
  .string({ error: 'projects.checklistTextRequired' })
  .trim()
  .min(1, 'projects.checklistTextRequired')
  .max(LIMITS.projects.checklistItemText, 'projects.checklistTextTooLong');

/** POST /api/projects/tasks/:taskId/checklist: a new item at the end of the list. */
export const createChecklistItemBodySchema = z.object({ text: itemText });

/**
 * PUT /api/projects/tasks/:taskId/checklist/:itemId: any of its text, whether it is done, and its new
 * place (0 is the top; past the end is the end).
 */
export const updateChecklistItemBodySchema = z
  .strictObject(
    {
      text: itemText.optional(),
      done: z.boolean({ error: 'projects.checklistEditInvalid' }).optional(),
      position: z
        .number({ error: 'projects.checklistPositionInvalid' })
        .int('projects.checklistPositionInvalid')
        .min(0, 'projects.checklistPositionInvalid')
        .optional(),
    },
    { error: 'projects.checklistEditInvalid' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'projects.checklistEditInvalid');
export type UpdateChecklistItemBody = z.output<typeof updateChecklistItemBodySchema>;

export const checklistItemRefSchema = z.object({ taskId: z.string(), itemId: z.string() });

/** `checklist-updated` on /projects: a task's whole checklist after a change, to its project's room. */
export interface ChecklistUpdatedPayload {
  projectId: string;
  taskId: string;
  items: ChecklistItemView[];
}
