import type {
  AdminUser,
  AdminUsersAnswer,
  ApiSuccess,
  CreateInviteBody,
  CreatedInvite,
  WorkspaceInvite,
  WorkspaceSettings,
  WorkspaceSettingsAnswer,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  members: (query: string) => ['admin', 'members', query] as const,
  settings: ['admin', 'settings'] as const,
  invites: ['admin', 'invites'] as const,
};

const base = '/api/admin';
const data = <T>(answer: ApiSuccess<T>) => answer.data;

export function fetchMembers(query: string, cursor: string | null): Promise<AdminUsersAnswer> {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return apiRequest<ApiSuccess<AdminUsersAnswer>>(`${base}/users${search ? `?${search}` : ''}`).then(data);
}

export const changeMember = (id: string, body: { role?: AdminUser['role']; status?: AdminUser['status'] }) =>
  apiRequest<ApiSuccess<{ user: AdminUser }>>(`${base}/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  }).then((answer) => answer.data.user);

export const fetchSettings = () => apiRequest<ApiSuccess<WorkspaceSettingsAnswer>>(`${base}/settings`).then(data);
export const saveSettings = (body: WorkspaceSettings) =>
  apiRequest<ApiSuccess<WorkspaceSettingsAnswer>>(`${base}/settings`, { method: 'PUT', body }).then(data);

export const fetchInvites = () =>
  apiRequest<ApiSuccess<{ invites: WorkspaceInvite[] }>>(`${base}/invites`).then((answer) => answer.data.invites);
/** The new link (with its token, this once) and whether it was also mailed to the email it is bound to. */
export const createInvite = (body: CreateInviteBody) =>
  apiRequest<ApiSuccess<{ invite: CreatedInvite; mailed: boolean }>>(`${base}/invites`, { method: 'POST', body }).then(
    (answer) => answer.data,
  );
export const revokeInvite = (id: string) =>
  apiRequest<ApiSuccess<{ invite: WorkspaceInvite }>>(`${base}/invites/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  }).then((answer) => answer.data.invite);
