import type { AdminUser, AdminUsersAnswer, ApiSuccess, CreateInviteBody, WorkspaceSettings } from '@teamhub/contracts';
import { api } from '../../lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  members: (query: string) => ['admin', 'members', query] as const,
  settings: ['admin', 'settings'] as const,
  invites: ['admin', 'invites'] as const,
};

const data = <T>(answer: ApiSuccess<T>) => answer.data;

export const fetchMembers = (query: string, cursor: string | null): Promise<AdminUsersAnswer> =>
  api('GET /api/admin/users', { query: { q: query || undefined, cursor: cursor || undefined } }).then(data);

export const changeMember = (id: string, body: { role?: AdminUser['role']; status?: AdminUser['status'] }) =>
  api('PATCH /api/admin/users/:id', { params: { id }, body }).then((answer) => answer.data.user);

export const fetchSettings = () => api('GET /api/admin/settings').then(data);
export const saveSettings = (body: WorkspaceSettings) => api('PUT /api/admin/settings', { body }).then(data);

export const fetchInvites = () => api('GET /api/admin/invites').then((answer) => answer.data.invites);
/** The new link (with its token, this once) and whether it was also mailed to the email it is bound to. */
export const createInvite = (body: CreateInviteBody) => api('POST /api/admin/invites', { body }).then(data);
export const revokeInvite = (id: string) =>
  api('DELETE /api/admin/invites/:id', { params: { id } }).then((answer) => answer.data.invite);
