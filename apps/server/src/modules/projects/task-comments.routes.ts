import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import {
  addTaskComment,
  deleteTaskComment,
  editTaskComment,
  listTaskComments,
  taskTimeline,
} from './task-comments.service.js';

const tag = 'projects';
const notMemberOfTask = "Anyone who is not a member of the task's project gets 404.";

/**
 * A task's comments and its timeline (issue 31). Every route answers 404 to anyone outside the task's
 * project first; comments reach the project's room on /projects (`task-comment-created/updated/deleted`).
 */
export function taskCommentsRoutes(app: FastifyInstance, deps: ProjectsServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'GET /api/projects/tasks/:taskId/comments',
    {
      tag,
      summary: "A task's comments, newest first",
      description: `Keyset paged: \`cursor\` is the \`nextCursor\` of the page before. ${notMemberOfTask}`,
      errors: [400, 404],
    },
    async (request) => ok(await listTaskComments(deps, request.user.id, request.params.taskId, request.query)),
  );

  apiRoute(
    app,
    'POST /api/projects/tasks/:taskId/comments',
    {
      tag,
      summary: 'Comment on a task (any member)',
      description: `Markdown-light text; \`@username\` of a project member notifies them. ${notMemberOfTask}`,
      errors: [400, 404],
    },
    async (request) => ok(await addTaskComment(deps, request.user.id, request.params.taskId, request.body)),
  );

  apiRoute(
    app,
    'PUT /api/projects/tasks/:taskId/comments/:commentId',
    {
      tag,
      summary: 'Edit a task comment (its author only)',
      description: `Marks it edited; members it newly mentions are notified. ${notMemberOfTask}`,
      errors: [400, 403, 404],
    },
    async (request) =>
      ok(await editTaskComment(deps, request.user.id, request.params.taskId, request.params.commentId, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/tasks/:taskId/comments/:commentId',
    {
      tag,
      summary: 'Delete a task comment (its author, or an owner or admin)',
      description: `Its mention notifications go with it. ${notMemberOfTask}`,
      errors: [403, 404],
    },
    async (request) =>
      ok(await deleteTaskComment(deps, request.user.id, request.params.taskId, request.params.commentId)),
  );

  apiRoute(
    app,
    'GET /api/projects/tasks/:taskId/activity',
    {
      tag,
      summary: "A task's timeline: its history and comments, newest first",
      description: `Who created it and changed its title, status, assignee, due date or priority (\`from\`, \`to\`), merged with its comments (type 'comment'); \`filter=comments\` gives the comments only. Keyset paged by \`cursor\`. ${notMemberOfTask}`,
      errors: [400, 404],
    },
    async (request) => ok(await taskTimeline(deps, request.user.id, request.params.taskId, request.query)),
  );
}
