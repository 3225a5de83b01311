import { translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { projectsDocs } from './projects.docs.js';
import {
  acceptInvitation,
  declineInvitation,
  inviteMember,
  listMyInvitations,
  listProjectInvitations,
  withdrawInvitation,
} from './invitations.service.js';
import { changeRole, listMembers, removeMember } from './members.service.js';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects.service.js';
import { createTask, deleteTask, listTasks, myTasks, updateTask } from './tasks.service.js';

type IdParams = { Params: { id: string } };
type MemberParams = { Params: { id: string; userId: string } };
type InvitationParams = { Params: { invitationId: string } };
type ProjectInvitationParams = { Params: { id: string; invitationId: string } };
type TaskParams = { Params: { taskId: string } };

/**
 * /api/projects: projects, their boards and members. Every project and task route answers 404 to
 * anyone who is not a member (projects.policy.ts), before reading or changing anything; bodies are
 * parsed with the shared schemas after that check.
 */
export async function projectsRoutes(app: FastifyInstance, deps: ProjectsServiceDeps) {
  const signedIn = { preHandler: app.authenticate };
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get('/', { ...signedIn, ...projectsDocs.list }, async (request) => ok(await listProjects(deps, request.user.id)));

  app.post('/', { ...signedIn, ...projectsDocs.create }, async (request, reply) =>
    reply.status(201).send(ok(await createProject(deps, request.user.id, request.body))),
  );

  app.get('/my-tasks', { ...signedIn, ...projectsDocs.myTasks }, async (request) =>
    ok(await myTasks(deps, request.user.id)),
  );

  // The caller's own invitations. Static paths win over '/:id' in Fastify's router whatever the order;
  // they come first here so that reads the same way.
  app.get('/invitations', { ...signedIn, ...projectsDocs.myInvitations }, async (request) =>
    ok(await listMyInvitations(deps, request.user)),
  );

  app.post<InvitationParams>(
    '/invitations/:invitationId/accept',
    { ...signedIn, ...projectsDocs.acceptInvitation },
    async (request) => ok(await acceptInvitation(deps, request.user, request.params.invitationId)),
  );

  app.post<InvitationParams>(
    '/invitations/:invitationId/decline',
    { ...signedIn, ...projectsDocs.declineInvitation },
    async (request) => ok(await declineInvitation(deps, request.user, request.params.invitationId)),
  );

  app.put<TaskParams>('/tasks/:taskId', { ...signedIn, ...projectsDocs.updateTask }, async (request) =>
    ok(await updateTask(deps, request.user.id, request.params.taskId, request.body)),
  );

  app.delete<TaskParams>('/tasks/:taskId', { ...signedIn, ...projectsDocs.deleteTask }, async (request) =>
    ok(await deleteTask(deps, request.user.id, request.params.taskId)),
  );

  app.get<IdParams>('/:id', { ...signedIn, ...projectsDocs.get }, async (request) =>
    ok(await getProject(deps, request.user.id, request.params.id)),
  );

  app.put<IdParams>('/:id', { ...signedIn, ...projectsDocs.update }, async (request) =>
    ok(await updateProject(deps, request.user.id, request.params.id, request.body)),
  );

  app.delete<IdParams>('/:id', { ...signedIn, ...projectsDocs.delete }, async (request) =>
    ok(await deleteProject(deps, request.user.id, request.params.id)),
  );

  app.get<IdParams>('/:id/tasks', { ...signedIn, ...projectsDocs.tasks }, async (request) =>
    ok(await listTasks(deps, request.user.id, request.params.id)),
  );

  app.post<IdParams>('/:id/tasks', { ...signedIn, ...projectsDocs.createTask }, async (request, reply) =>
    reply.status(201).send(ok(await createTask(deps, request.user.id, request.params.id, request.body))),
  );

  app.get<IdParams>('/:id/members', { ...signedIn, ...projectsDocs.members }, async (request) =>
    ok(await listMembers(deps, request.user.id, request.params.id)),
  );

  app.post<IdParams>('/:id/invite', { ...signedIn, ...projectsDocs.invite }, async (request) => ({
    success: true as const,
    message: translateServerMessage('projects.invitationSent', request.language),
    data: await inviteMember(deps, request.user, request.params.id, request.body, request.language),
  }));

  app.get<IdParams>('/:id/invitations', { ...signedIn, ...projectsDocs.projectInvitations }, async (request) =>
    ok(await listProjectInvitations(deps, request.user.id, request.params.id)),
  );

  app.delete<ProjectInvitationParams>(
    '/:id/invitations/:invitationId',
    { ...signedIn, ...projectsDocs.withdrawInvitation },
    async (request) =>
      ok(await withdrawInvitation(deps, request.user.id, request.params.id, request.params.invitationId)),
  );

  app.patch<MemberParams>('/:id/members/:userId', { ...signedIn, ...projectsDocs.changeRole }, async (request) =>
    ok(await changeRole(deps, request.user.id, request.params.id, request.params.userId, request.body)),
  );

  app.delete<MemberParams>('/:id/members/:userId', { ...signedIn, ...projectsDocs.removeMember }, async (request) =>
    ok(await removeMember(deps, request.user.id, request.params.id, request.params.userId)),
  );
}
