import { translateServerMessage, WORKSPACE_LIMITS } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import {
  acceptInvitation,
  declineInvitation,
  inviteMember,
  listMyInvitations,
  listProjectInvitations,
  withdrawInvitation,
} from './invitations.service.js';
import { changeRole, listMembers, removeMember } from './members.service.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects.service.js';
import { taskAttachmentRoutes } from './task-attachments.routes.js';
import { taskCommentsRoutes } from './task-comments.routes.js';
import { projectCalendarRoutes } from './project-calendar.routes.js';
import { taskDetailRoutes } from './task-detail.routes.js';
import { createTask, deleteTask, listTasks, myTasks, updateTask } from './tasks.service.js';

const tag = 'projects';
const notMyInvitation = 'An invitation that is not addressed to the caller, or is no longer open, gets 404.';
const notMember = 'Anyone who is not a member of the project gets 404.';
const notMemberOfTask = "Anyone who is not a member of the task's project gets 404.";

/**
 * /api/projects: projects, their boards and members. Every project and task route answers 404 to
 * anyone who is not a member (projects.policy.ts), before reading or changing anything; bodies are
 * parsed with the shared schemas after that check. Live board events come over the /projects socket.
 */
export async function projectsRoutes(app: FastifyInstance, deps: ProjectsServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'GET /api/projects',
    { tag, summary: 'The caller’s projects, oldest first', errors: [] },
    async (request) => ok(await listProjects(deps, request.user.id)),
  );

  apiRoute(
    app,
    'POST /api/projects',
    { tag, summary: 'Create a project (the caller becomes its owner)', errors: [400] },
    async (request) => ok(await createProject(deps, request.user.id, request.body)),
  );

  apiRoute(
    app,
    'GET /api/projects/my-tasks',
    { tag, summary: 'Tasks assigned to the caller across their projects: open ones first, by due date', errors: [] },
    async (request) => ok(await myTasks(deps, request.user.id)),
  );

  // The caller's own invitations. Static paths win over '/:id' in Fastify's router whatever the order;
  // they come first here so that reads the same way.
  apiRoute(
    app,
    'GET /api/projects/invitations',
    {
      tag,
      summary: 'The caller’s open project invitations, newest first',
      description: 'Includes invitations made for the caller’s email before they had an account.',
      errors: [],
    },
    async (request) => ok(await listMyInvitations(deps, request.user)),
  );

  apiRoute(
    app,
    'POST /api/projects/invitations/:invitationId/accept',
    {
      tag,
      summary: 'Accept an invitation: the caller becomes a member with its role',
      description: notMyInvitation,
      errors: [404],
    },
    async (request) => ok(await acceptInvitation(deps, request.user, request.params.invitationId)),
  );

  apiRoute(
    app,
    'POST /api/projects/invitations/:invitationId/decline',
    {
      tag,
      summary: 'Decline an invitation',
      description: `${notMyInvitation} The project cannot invite this email again for ${WORKSPACE_LIMITS.declinedInviteBlockHours} hours.`,
      errors: [404],
    },
    async (request) => ok(await declineInvitation(deps, request.user, request.params.invitationId)),
  );

  apiRoute(
    app,
    'PUT /api/projects/tasks/:taskId',
    {
      tag,
      summary: 'Edit or move a task: the changed fields, or only `status` (to the end of that column)',
      description: `${notMemberOfTask} \`afterTaskId\` places the card right after that card of the target column (null: at its top).`,
      errors: [400, 404],
    },
    async (request) => ok(await updateTask(deps, request.user.id, request.params.taskId, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/tasks/:taskId',
    {
      tag,
      summary: 'Delete a task (owner or admin: any; member: the ones they created)',
      description: notMemberOfTask,
      errors: [403, 404],
    },
    async (request) => ok(await deleteTask(deps, request.user.id, request.params.taskId)),
  );

  apiRoute(
    app,
    'GET /api/projects/:id',
    { tag, summary: 'One project as the caller sees it', description: notMember, errors: [404] },
    async (request) => ok(await getProject(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'PUT /api/projects/:id',
    {
      tag,
      summary: 'Change a project’s fields (owner or admin)',
      description: `${notMember} A deadline already past may be kept; a changed one must not be before today.`,
      errors: [400, 403, 404],
    },
    async (request) => ok(await updateProject(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/:id',
    { tag, summary: 'Delete a project with its tasks (owner only)', description: notMember, errors: [403, 404] },
    async (request) => ok(await deleteProject(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'GET /api/projects/:id/tasks',
    {
      tag,
      summary: 'The board: every task, by column (todo, in_progress, review, done), then position',
      description: notMember,
      errors: [404],
    },
    async (request) => ok(await listTasks(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'POST /api/projects/:id/tasks',
    {
      tag,
      summary: 'Create a task at the end of its column',
      description: `${notMember} The assignee must be a member; a source message must be in a conversation of the caller.`,
      errors: [400, 404],
    },
    async (request) => ok(await createTask(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'GET /api/projects/:id/members',
    { tag, summary: 'The members: the owner first, then in joining order', description: notMember, errors: [404] },
    async (request) => ok(await listMembers(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'POST /api/projects/:id/invite',
    {
      tag,
      summary: 'Invite an email into the project (owner or admin); the person joins by accepting',
      description:
        `${notMember} The same answer whether or not the email has an account, and when nothing is made: the ` +
        'person is a member or invited already, or declined an invitation into this project in the last ' +
        `${WORKSPACE_LIMITS.declinedInviteBlockHours} hours. An account with the email is notified; one made ` +
        `later with it finds the invitation. 429 past ${WORKSPACE_LIMITS.projectInvitesPerHour} invitations made ` +
        'by the caller in the last hour.',
      errors: [400, 403, 404, 429],
    },
    async (request) => ({
      success: true as const,
      message: translateServerMessage('projects.invitationSent', request.language),
      data: await inviteMember(deps, request.user, request.params.id, request.body, request.language),
    }),
  );

  apiRoute(
    app,
    'GET /api/projects/:id/invitations',
    {
      tag,
      summary: 'The project’s open invitations, newest first (owner or admin)',
      description: `${notMember} By email only: whether an account has the email is not shown.`,
      errors: [403, 404],
    },
    async (request) => ok(await listProjectInvitations(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/:id/invitations/:invitationId',
    {
      tag,
      summary: 'Withdraw an open invitation (owner or admin); its notification goes',
      description: `${notMember} An invitation of another project, or no longer open, gets 404.`,
      errors: [403, 404],
    },
    async (request) =>
      ok(await withdrawInvitation(deps, request.user.id, request.params.id, request.params.invitationId)),
  );

  apiRoute(
    app,
    'PATCH /api/projects/:id/members/:userId',
    {
      tag,
      summary: 'Make a member an admin or back (owner or admin; only the owner changes an admin)',
      description: `${notMember} The owner's role never changes.`,
      errors: [400, 403, 404],
    },
    async (request) =>
      ok(await changeRole(deps, request.user.id, request.params.id, request.params.userId, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/projects/:id/members/:userId',
    {
      tag,
      summary: 'Remove a member, or leave (one’s own id); their tasks become unassigned',
      description: `${notMember} The owner cannot leave or be removed; only the owner removes an admin.`,
      errors: [403, 404],
    },
    async (request) => ok(await removeMember(deps, request.user.id, request.params.id, request.params.userId)),
  );

  taskDetailRoutes(app, deps);
  taskAttachmentRoutes(app, deps);
  taskCommentsRoutes(app, deps);
  projectCalendarRoutes(app, deps);
}
