import type { TaskDetailView } from '@teamhub/contracts';
import { notFound } from '../../lib/http-error.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { taskMembershipOr404 } from './projects.policy.js';
import { presentTask } from './projects.presenter.js';
import { listAttachments } from './task-attachments.service.js';
import { presentChecklistItem } from './task-checklist.service.js';
import { presentWatcher } from './task-watchers.service.js';

/** The task's page: the card's fields, its checklist, attachments and followers. Any member; 404 to anyone else. */
export async function getTask(deps: ProjectsServiceDeps, userId: string, rawTaskId: string): Promise<TaskDetailView> {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const [record, items, attachments, watchers] = await Promise.all([
    deps.tasks.record(taskId),
    deps.checklist.list(taskId),
    listAttachments(deps, taskId, userId),
    deps.watchers.list(taskId),
  ]);
  if (!record) throw notFound('projects.taskNotFound');
  return {
    ...presentTask(record),
    checklist: items.map(presentChecklistItem),
    attachments,
    watchers: watchers.map(presentWatcher),
  };
}
