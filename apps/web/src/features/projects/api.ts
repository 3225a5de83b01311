import type {
  ApiSuccess,
  CreateProjectBody,
  CreateTaskBody,
  InviteBody,
  InviteRole,
  TaskTimelineFilter,
  UpdateProjectBody,
  UpdateChecklistItemBody,
  UpdateTaskBody,
} from '@teamhub/contracts';
import { api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  myTasks: ['projects', 'my-tasks'] as const,
  tasks: (projectId: string) => ['projects', 'tasks', projectId] as const,
  /** One task with its checklist (the task panel); `taskDetails` is every one of them. */
  taskDetails: ['projects', 'task'] as const,
  task: (taskId: string) => ['projects', 'task', taskId] as const,
  /** A task's timeline, every filter (under the task: a reconnect's refetch of open panels includes it). */
  timelines: (taskId: string) => ['projects', 'task', taskId, 'timeline'] as const,
  timeline: (taskId: string, filter: TaskTimelineFilter) => ['projects', 'task', taskId, 'timeline', filter] as const,
  members: (projectId: string) => ['projects', 'members', projectId] as const,
  /** The caller's own open invitations (the top of /projects). */
  myInvitations: ['projects', 'my-invitations'] as const,
  /** A project's open invitations (its members dialog, for the owner and admins). */
  invitations: (projectId: string) => ['projects', 'invitations', projectId] as const,
};

const data = <T>(answer: ApiSuccess<T>) => answer.data;
const project = (id: string) => ({ params: { id } });

export const fetchProjects = () => api('GET /api/projects').then(data);
export const fetchMyTasks = () => api('GET /api/projects/my-tasks').then(data);
export const createProject = (body: CreateProjectBody) => api('POST /api/projects', { body }).then(data);
export const updateProject = (id: string, body: UpdateProjectBody) =>
  api('PUT /api/projects/:id', { ...project(id), body }).then(data);
export const deleteProject = (id: string) => api('DELETE /api/projects/:id', project(id));

export const fetchTasks = (projectId: string) => api('GET /api/projects/:id/tasks', project(projectId)).then(data);
export const createTask = (projectId: string, body: CreateTaskBody) =>
  api('POST /api/projects/:id/tasks', { ...project(projectId), body }).then(data);
export const updateTask = (taskId: string, body: UpdateTaskBody) =>
  api('PUT /api/projects/tasks/:taskId', { params: { taskId }, body }).then(data);
export const deleteTask = (taskId: string) => api('DELETE /api/projects/tasks/:taskId', { params: { taskId } });
export const fetchTaskDetail = (taskId: string) =>
  api('GET /api/projects/tasks/:taskId', { params: { taskId } }).then(data);

export const addChecklistItem = (taskId: string, text: string) =>
  api('POST /api/projects/tasks/:taskId/checklist', { params: { taskId }, body: { text } }).then(data);
export const updateChecklistItem = (taskId: string, itemId: string, body: UpdateChecklistItemBody) =>
  api('PUT /api/projects/tasks/:taskId/checklist/:itemId', { params: { taskId, itemId }, body }).then(data);
export const deleteChecklistItem = (taskId: string, itemId: string) =>
  api('DELETE /api/projects/tasks/:taskId/checklist/:itemId', { params: { taskId, itemId } });

export const fetchTimeline = (taskId: string, filter: TaskTimelineFilter, cursor?: string) =>
  api('GET /api/projects/tasks/:taskId/activity', { params: { taskId }, query: { filter, cursor } }).then(data);
export const addTaskComment = (taskId: string, text: string) =>
  api('POST /api/projects/tasks/:taskId/comments', { params: { taskId }, body: { text } }).then(data);
export const editTaskComment = (taskId: string, commentId: string, text: string) =>
  api('PUT /api/projects/tasks/:taskId/comments/:commentId', { params: { taskId, commentId }, body: { text } }).then(
    data,
  );
export const deleteTaskComment = (taskId: string, commentId: string) =>
  api('DELETE /api/projects/tasks/:taskId/comments/:commentId', { params: { taskId, commentId } });

export const fetchMembers = (projectId: string) => api('GET /api/projects/:id/members', project(projectId)).then(data);
/** The answer is the same whatever became of the email (no hint whether it has an account). */
export const inviteMember = (projectId: string, body: InviteBody) =>
  api('POST /api/projects/:id/invite', { ...project(projectId), body }).then(data);
export const fetchProjectInvitations = (projectId: string) =>
  api('GET /api/projects/:id/invitations', project(projectId)).then(data);
export const withdrawInvitation = (projectId: string, invitationId: string) =>
  api('DELETE /api/projects/:id/invitations/:invitationId', { params: { id: projectId, invitationId } });

export const fetchMyInvitations = () => api('GET /api/projects/invitations').then(data);
export const acceptInvitation = (invitationId: string) =>
  api('POST /api/projects/invitations/:invitationId/accept', { params: { invitationId } }).then(data);
export const declineInvitation = (invitationId: string) =>
  api('POST /api/projects/invitations/:invitationId/decline', { params: { invitationId } });
export const changeMemberRole = (projectId: string, userId: string, role: InviteRole) =>
  api('PATCH /api/projects/:id/members/:userId', { params: { id: projectId, userId }, body: { role } });
/** Removing oneself is leaving the project. */
export const removeMember = (projectId: string, userId: string) =>
  api('DELETE /api/projects/:id/members/:userId', { params: { id: projectId, userId } });

/** The caller starts or stops following a task; the answer is who follows it now. */
export const setWatching = (taskId: string, watching: boolean) =>
  (watching
    ? api('PUT /api/projects/tasks/:taskId/watch', { params: { taskId } })
    : api('DELETE /api/projects/tasks/:taskId/watch', { params: { taskId } })
  ).then(data);
export function uploadTaskAttachment(taskId: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(
    'POST /api/projects/tasks/:taskId/attachments',
    { params: { taskId }, body: form },
    { onProgress },
  ).then(data);
}
export const attachTaskDocument = (taskId: string, documentId: string) =>
  api('POST /api/projects/tasks/:taskId/attachments', { params: { taskId }, body: { documentId } }).then(data);
export const deleteTaskAttachment = (taskId: string, attachmentId: string) =>
  api('DELETE /api/projects/tasks/:taskId/attachments/:attachmentId', { params: { taskId, attachmentId } });
/** The caller's documents for the attach picker: a search across every folder, or the top level. */
export const fetchMyDocuments = (q: string) =>
  api('GET /api/documents', { query: q.trim() ? { q: q.trim() } : {} }).then(data);
/** The calendar across the caller's projects, one range a query (a project's calendar reads its board). */
export const calendarKeys = {
  all: ['projects', 'calendar'] as const,
  range: (from: string, to: string) => ['projects', 'calendar', from, to] as const,
};
export const fetchCalendar = (from: string, to: string) =>
  api('GET /api/projects/calendar', { query: { from, to } }).then(data);
