import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { addChecklistItem, deleteChecklistItem, updateChecklistItem } from './task-checklist.service.js';
import { getTask } from './task-detail.service.js';
import { setWatching } from './task-watchers.service.js';

const tag = 'projects';
const notMemberOfTask = "Anyone who is not a member of the task's project gets 404.";

/**
 * A task's page (issue 31): the task with its checklist, and the checklist's items. Every route answers
 * 404 to anyone outside the task's project before reading or changing anything; changes reach the
 * project's room on /projects (`checklist-updated`, and `task-updated` for the card's counts).
 */
export function taskDetailRoutes(app: FastifyInstance, deps: ProjectsServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'GET /api/projects/tasks/:taskId',
    { tag, summary: 'A task with its checklist and followers', description: notMemberOfTask, errors: [404] },
    async (request) => ok(await getTask(deps, request.user.id, request.params.taskId)),
  );

  apiRoute(
    app,
    'POST /api/projects/tasks/:taskId/checklist',
    {
      tag,
      summary: 'Add a checklist item at the end (any member)',
      description: `At most 100 items a task. ${notMemberOfTask}`,
      errors: [400, 404],
    },
    async (request) => ok(await addChecklistItem(deps, request.user.id, request.params.taskId, request.body)),
  );

  apiRoute(
    app,
    'PUT /api/projects/tasks/:taskId/checklist/:itemId',
    {
      tag,
      summary: 'Rename, tick or move a checklist item (any member)',
      description: `\`position\` is its new place from 0; past the end is the end. ${notMemberOfTask}`,
      errors: [400, 404],
    },
    async (request) =>
      ok(await updateChecklistItem(deps, request.user.id, request.params.taskId, request.params.itemId, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/tasks/:taskId/checklist/:itemId',
    { tag, summary: 'Remove a checklist item (any member)', description: notMemberOfTask, errors: [404] },
    async (request) =>
      ok(await deleteChecklistItem(deps, request.user.id, request.params.taskId, request.params.itemId)),
  );

  apiRoute(
    app,
    'PUT /api/projects/tasks/:taskId/watch',
    {
      tag,
      summary: 'Follow a task (the caller)',
      description: `Followers are listed on the task (GET), and its next one in a series keeps them. Following twice is following once. ${notMemberOfTask}`,
      errors: [404],
    },
    async (request) => ok(await setWatching(deps, request.user.id, request.params.taskId, true)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/tasks/:taskId/watch',
    { tag, summary: 'Stop following a task (the caller)', description: notMemberOfTask, errors: [404] },
    async (request) => ok(await setWatching(deps, request.user.id, request.params.taskId, false)),
  );
}
