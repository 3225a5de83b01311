import type {
  AcceptedInvitation,
  ApiSuccess,
  CreateProjectBody,
  CreateTaskBody,
  InvitationSent,
  InviteBody,
  InviteRole,
  MyInvitation,
  MyTaskView,
  ProjectInvitation,
  ProjectMemberView,
  ProjectView,
  TaskView,
  UpdateProjectBody,
  UpdateTaskBody,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  myTasks: ['projects', 'my-tasks'] as const,
  tasks: (projectId: string) => ['projects', 'tasks', projectId] as const,
  members: (projectId: string) => ['projects', 'members', projectId] as const,
  /** The caller's own open invitations (the top of /projects). */
  myInvitations: ['projects', 'my-invitations'] as const,
  /** A project's open invitations (its members dialog, for the owner and admins). */
  invitations: (projectId: string) => ['projects', 'invitations', projectId] as const,
};

const base = '/api/projects';
const projectPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
const taskPath = (id: string) => `${base}/tasks/${encodeURIComponent(id)}`;
const data = <T>(answer: ApiSuccess<T>) => answer.data;

export const fetchProjects = () => apiRequest<ApiSuccess<ProjectView[]>>(base).then(data);
export const fetchMyTasks = () => apiRequest<ApiSuccess<MyTaskView[]>>(`${base}/my-tasks`).then(data);
export const createProject = (body: CreateProjectBody) =>
  apiRequest<ApiSuccess<ProjectView>>(base, { method: 'POST', body }).then(data);
export const updateProject = (id: string, body: UpdateProjectBody) =>
  apiRequest<ApiSuccess<ProjectView>>(projectPath(id), { method: 'PUT', body }).then(data);
export const deleteProject = (id: string) => apiRequest<unknown>(projectPath(id), { method: 'DELETE' });

export const fetchTasks = (projectId: string) =>
  apiRequest<ApiSuccess<TaskView[]>>(`${projectPath(projectId)}/tasks`).then(data);
export const createTask = (projectId: string, body: CreateTaskBody) =>
  apiRequest<ApiSuccess<TaskView>>(`${projectPath(projectId)}/tasks`, { method: 'POST', body }).then(data);
export const updateTask = (taskId: string, body: UpdateTaskBody) =>
  apiRequest<ApiSuccess<TaskView>>(taskPath(taskId), { method: 'PUT', body }).then(data);
export const deleteTask = (taskId: string) => apiRequest<unknown>(taskPath(taskId), { method: 'DELETE' });

export const fetchMembers = (projectId: string) =>
  apiRequest<ApiSuccess<ProjectMemberView[]>>(`${projectPath(projectId)}/members`).then(data);
/** The answer is the same whatever became of the email (no hint whether it has an account). */
export const inviteMember = (projectId: string, body: InviteBody) =>
  apiRequest<ApiSuccess<InvitationSent>>(`${projectPath(projectId)}/invite`, { method: 'POST', body }).then(data);
export const fetchProjectInvitations = (projectId: string) =>
  apiRequest<ApiSuccess<ProjectInvitation[]>>(`${projectPath(projectId)}/invitations`).then(data);
export const withdrawInvitation = (projectId: string, invitationId: string) =>
  apiRequest<unknown>(`${projectPath(projectId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });

const invitationPath = (id: string) => `${base}/invitations/${encodeURIComponent(id)}`;
export const fetchMyInvitations = () => apiRequest<ApiSuccess<MyInvitation[]>>(`${base}/invitations`).then(data);
export const acceptInvitation = (invitationId: string) =>
  apiRequest<ApiSuccess<AcceptedInvitation>>(`${invitationPath(invitationId)}/accept`, { method: 'POST' }).then(data);
export const declineInvitation = (invitationId: string) =>
  apiRequest<unknown>(`${invitationPath(invitationId)}/decline`, { method: 'POST' });
export const changeMemberRole = (projectId: string, userId: string, role: InviteRole) =>
  apiRequest<unknown>(`${projectPath(projectId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
/** Removing oneself is leaving the project. */
export const removeMember = (projectId: string, userId: string) =>
  apiRequest<unknown>(`${projectPath(projectId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
