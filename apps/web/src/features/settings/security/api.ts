import type { ApiSuccess, SessionView } from '@teamhub/contracts';
import { apiRequest } from '../../../lib/api-client';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** My open sessions, most recently used first, this one marked `current`. */
export const fetchSessions = () =>
  apiRequest<ApiSuccess<{ sessions: SessionView[] }>>('/api/auth/sessions').then((answer) => answer.data.sessions);

/** Answers the server's message ('Password changed. Your other devices were signed out.'). */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<ApiSuccess<unknown>>('/api/auth/password', { method: 'POST', body }).then(
    (answer) => answer.message ?? '',
  );

export const endSession = (id: string) =>
  apiRequest<ApiSuccess<unknown>>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const endOtherSessions = () => apiRequest<ApiSuccess<unknown>>('/api/auth/sessions', { method: 'DELETE' });
