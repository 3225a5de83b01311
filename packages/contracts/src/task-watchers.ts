import { z } from './zod.js';

/** A member following a task (issue 31). */
export const taskWatcherSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
});
export type TaskWatcher = z.infer<typeof taskWatcherSchema>;

/** PUT and DELETE /api/projects/tasks/:taskId/watch: who follows the task now. */
export const taskWatchersAnswerSchema = z.object({ taskId: z.string(), watchers: z.array(taskWatcherSchema) });

/** `watchers-updated` on /projects: a task's followers after one started or stopped, to its project's room. */
export interface WatchersUpdatedPayload {
  projectId: string;
  taskId: string;
  watchers: TaskWatcher[];
}
