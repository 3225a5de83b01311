import type { ApiSuccess, CreateInviteBody, CreatedInvite, WorkspaceSettings } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callApi } from './api.js';
import { postJson, registerUser, uniqueCredentials, type RegisteredUser } from './test-app.js';

/** POST /api/auth/register with fresh credentials and these overrides; the raw answer. */
export const tryRegister = (app: FastifyInstance, overrides: Record<string, unknown> = {}) =>
  postJson(app, '/api/auth/register', { ...uniqueCredentials(), ...overrides });

/** Registers and checks the account came out as `role`. */
export async function registerAs(
  app: FastifyInstance,
  role: 'admin' | 'member',
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const registered = await registerUser(app, overrides);
  expect(registered.user.role).toBe(role);
  return registered;
}

/** PUT /api/admin/settings as `token`'s user. */
export const putSettings = (app: FastifyInstance, token: string, settings: WorkspaceSettings) =>
  callApi(app, 'PUT', '/api/admin/settings', token, settings);

/** Sets the sign-up settings as an admin, failing the test unless they were saved. */
export async function setSignup(app: FastifyInstance, adminToken: string, settings: WorkspaceSettings) {
  const response = await putSettings(app, adminToken, settings);
  expect(response.statusCode, response.body).toBe(200);
}

export const OPEN_TO_ALL: WorkspaceSettings = { signupMode: 'open', allowedEmailDomains: [] };

/** Creates an invite link as an admin; answers it with its token. */
export async function createInvite(
  app: FastifyInstance,
  adminToken: string,
  body: CreateInviteBody = { expiresInHours: 24, maxUses: 5 },
): Promise<CreatedInvite> {
  const response = await callApi(app, 'POST', '/api/admin/invites', adminToken, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<{ invite: CreatedInvite }>>().data.invite;
}

/** PATCH /api/admin/users/{id}. */
export const patchMember = (
  app: FastifyInstance,
  token: string,
  id: string,
  body: { role?: string; status?: string },
): Promise<LightMyRequestResponse> => callApi(app, 'PATCH', `/api/admin/users/${id}`, token, body);
