import type { ApiSuccess, SignupInfo } from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

/** Answers the server's message ('check your inbox'); rejects with 503 when the server sends no mail. */
export const requestResetMail = (email: string) =>
  apiRequest<ApiSuccess<unknown>>('/api/auth/forgot-password', { method: 'POST', body: { email } }).then(
    (answer) => answer.message ?? '',
  );

/** Answers the server's message ('sign in with your new password'). */
export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<ApiSuccess<unknown>>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } }).then(
    (answer) => answer.message ?? '',
  );

/** The sign-up facts the signed-out screens share (GET /api/auth/signup-info). */
export const SIGNUP_INFO_QUERY_KEY = ['auth', 'signup-info'] as const;

/** What the signed-out screens need to know; `passwordResetByEmail` says whether a reset can be mailed. */
export const fetchSignupInfo = () =>
  apiRequest<ApiSuccess<SignupInfo>>('/api/auth/signup-info').then((answer) => answer.data);

/** An admin's one-time reset link for a member (shown once). */
export const makeResetLink = (userId: string) =>
  apiRequest<ApiSuccess<{ url: string; expiresAt: string }>>(
    `/api/admin/users/${encodeURIComponent(userId)}/password-reset`,
    { method: 'POST' },
  ).then((answer) => answer.data);
