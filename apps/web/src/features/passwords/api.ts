import { api } from '../../lib/api';

const message = (answer: { message: string }) => answer.message;

/** Answers the server's message ('check your inbox'); rejects with 503 when the server sends no mail. */
export const requestResetMail = (email: string) =>
  api('POST /api/auth/forgot-password', { body: { email } }).then(message);

/** Answers the server's message ('sign in with your new password'). */
export const resetPassword = (token: string, newPassword: string) =>
  api('POST /api/auth/reset-password', { body: { token, newPassword } }).then(message);

/** An admin's one-time reset link for a member (shown once). */
export const makeResetLink = (userId: string) =>
  api('POST /api/admin/users/:id/password-reset', { params: { id: userId } }).then((answer) => answer.data);
