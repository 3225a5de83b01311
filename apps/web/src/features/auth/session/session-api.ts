import type { ApiSuccess, AuthPayload, LoginBody, PublicUser, RegisterBody } from '@teamhub/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const loginRequest = (body: LoginBody) =>
  apiRequest<ApiSuccess<AuthPayload>>('/api/auth/login', { method: 'POST', body }).then((answer) => answer.data);

export const registerRequest = (body: RegisterBody) =>
  apiRequest<ApiSuccess<AuthPayload>>('/api/auth/register', { method: 'POST', body }).then((answer) => answer.data);

/** Ends this device's session on the server (its token stops working everywhere at once). */
export const logoutRequest = () => apiRequest<ApiSuccess<unknown>>('/api/auth/logout', { method: 'POST' });

type ProfileAnswer = { success?: boolean; data?: { user?: PublicUser }; user?: PublicUser };

/**
 * The signed-in user for the stored token, or null when the session is no longer valid
 * (a 401, or an answer without success or user). Network failures are thrown: they say
 * nothing about the session.
 */
export async function fetchSessionUser(): Promise<PublicUser | null> {
  try {
    const answer = await apiRequest<ProfileAnswer>('/api/auth/profile');
    const user = answer?.data?.user ?? answer?.user;
    return answer?.success && user ? user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
