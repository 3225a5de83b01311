import type { LoginBody, PublicUser, RegisterBody } from '@teamhub/contracts';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';

export const loginRequest = (body: LoginBody) => api('POST /api/auth/login', { body }).then((answer) => answer.data);

export const registerRequest = (body: RegisterBody) =>
  api('POST /api/auth/register', { body }).then((answer) => answer.data);

/** Ends this device's session on the server (its token stops working everywhere at once). */
export const logoutRequest = () => api('POST /api/auth/logout');

/**
 * The signed-in user for the stored token, or null when the session is no longer valid
 * (a 401, or an answer without success or user). Network failures are thrown: they say
 * nothing about the session.
 */
export async function fetchSessionUser(): Promise<PublicUser | null> {
  try {
    // Checked although typed: a 200 from something that is not this server (a proxy, a captive portal)
    // must not pass for a session.
    const answer = await api('GET /api/auth/profile');
    const user = answer?.data?.user;
    return answer?.success && user ? user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
