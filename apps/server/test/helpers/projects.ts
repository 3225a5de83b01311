import type {
  AcceptedInvitation,
  ApiSuccess,
  CreateProjectBody,
  CreateTaskBody,
  MyInvitation,
  ProjectMemberView,
  ProjectView,
  TaskView,
} from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callApi, expectData } from './api.js';
import type { RegisteredUser } from './test-app.js';

/** POST /api/projects; expects 201 and answers the project. */
export async function createProject(
  app: FastifyInstance,
  owner: RegisteredUser,
  body: Partial<CreateProjectBody> = {},
): Promise<ProjectView> {
  const response = await callApi(app, 'POST', '/api/projects', owner.token, { name: 'Website', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<ProjectView>>().data;
}

/** POST /api/projects/{id}/tasks; expects 201 and answers the task. */
export async function createTask(
  app: FastifyInstance,
  user: RegisteredUser,
  projectId: string,
  body: Partial<CreateTaskBody> = {},
): Promise<TaskView> {
  const response = await callApi(app, 'POST', `/api/projects/${projectId}/tasks`, user.token, {
    title: 'Task',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<TaskView>>().data;
}

/** POST /api/projects/{id}/invite as `inviter`: the raw answer. */
export const sendInvitation = (
  app: FastifyInstance,
  inviter: RegisteredUser,
  projectId: string,
  email: string,
  role: 'member' | 'admin' = 'member',
) => callApi(app, 'POST', `/api/projects/${projectId}/invite`, inviter.token, { email, role });

/** GET /api/projects/invitations as `user`. */
export async function invitationsOf(app: FastifyInstance, user: RegisteredUser): Promise<MyInvitation[]> {
  return expectData<MyInvitation[]>(await callApi(app, 'GET', '/api/projects/invitations', user.token));
}

/** POST /api/projects/invitations/{id}/accept or …/decline as `user`: the raw answer. */
export const answerInvitation = (
  app: FastifyInstance,
  user: RegisteredUser,
  invitationId: string,
  answer: 'accept' | 'decline',
) => callApi(app, 'POST', `/api/projects/invitations/${invitationId}/${answer}`, user.token);

/**
 * Makes `invitee` a member the only way there is: `inviter` invites their email and they accept. Answers the
 * project as the new member sees it.
 */
export async function addMember(
  app: FastifyInstance,
  inviter: RegisteredUser,
  projectId: string,
  invitee: RegisteredUser,
  role: 'member' | 'admin' = 'member',
): Promise<ProjectView> {
  const sent = await sendInvitation(app, inviter, projectId, invitee.user.email, role);
  expect(sent.statusCode, sent.body).toBe(200);
  const invitation = (await invitationsOf(app, invitee)).find((item) => item.project.id === projectId);
  if (!invitation) throw new Error(`addMember: no open invitation into ${projectId}`);
  const accepted = await answerInvitation(app, invitee, invitation.id, 'accept');
  return expectData<AcceptedInvitation>(accepted).project;
}

/** PUT /api/projects/tasks/{taskId}: the raw answer. */
export const updateTask = (app: FastifyInstance, user: RegisteredUser, taskId: string, body: unknown) =>
  callApi(app, 'PUT', `/api/projects/tasks/${taskId}`, user.token, body);

export async function tasksOf(app: FastifyInstance, user: RegisteredUser, projectId: string): Promise<TaskView[]> {
  return expectData<TaskView[]>(await callApi(app, 'GET', `/api/projects/${projectId}/tasks`, user.token));
}

export async function membersOf(
  app: FastifyInstance,
  user: RegisteredUser,
  projectId: string,
): Promise<ProjectMemberView[]> {
  return expectData<ProjectMemberView[]>(await callApi(app, 'GET', `/api/projects/${projectId}/members`, user.token));
}

export async function projectsOf(app: FastifyInstance, user: RegisteredUser): Promise<ProjectView[]> {
  return expectData<ProjectView[]>(await callApi(app, 'GET', '/api/projects', user.token));
}

/** The titles of one column, top to bottom. */
export function column(tasks: TaskView[], status: TaskView['status']): string[] {
  return tasks.filter((task) => task.status === status).map((task) => task.title);
}
