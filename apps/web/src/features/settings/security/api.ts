import { api } from '../../../lib/api';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** My open sessions, most recently used first, this one marked `current`. */
export const fetchSessions = () => api('GET /api/auth/sessions').then((answer) => answer.data.sessions);

/**
 * Answers the server's message ('Password changed. Your other devices were signed out.'). Typed by hand
 * until the passwords module's routes are in the contracts' endpoint table.
 */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api('POST /api/auth/password', { body }).then((answer) => answer.message);

export const endSession = (id: string) => api('DELETE /api/auth/sessions/:id', { params: { id } });

export const endOtherSessions = () => api('DELETE /api/auth/sessions');
