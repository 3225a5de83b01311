import {
  translateServerMessage,
  type ApiFailure,
  type ApiSuccess,
  type PublicUser,
  type ServerMessageKey,
} from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const en = (key: ServerMessageKey) => translateServerMessage(key, 'en');
export const vi = (key: ServerMessageKey) => translateServerMessage(key, 'vi');

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

/** Headers of a signed-in request answered in English (no Authorization when token is undefined). */
export function authHeaders(token: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...extra };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** A JSON request as `token`'s user (or signed out when undefined). */
export function callApi(
  app: FastifyInstance,
  method: Method,
  url: string,
  token: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: authHeaders(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Asserts a JSON failure with the given status and (English) message; answers its body. */
export function expectFailure(response: LightMyRequestResponse, status: number, message: string): ApiFailure {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<ApiFailure>();
  expect(body).toMatchObject({ success: false, message });
  return body;
}

/** Asserts a 200 JSON success and answers its data. */
export function expectData<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ApiSuccess<T>>();
  expect(body.success).toBe(true);
  return body.data;
}

/** The caller's own profile, fresh from the server. */
export async function ownProfile(app: FastifyInstance, token: string): Promise<PublicUser> {
  return expectData<{ user: PublicUser }>(await callApi(app, 'GET', '/api/profile', token)).user;
}

/** A multipart/form-data body for app.inject, encoded exactly as fetch would send it. */
export async function multipartPayload(form: FormData): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { headers: Object.fromEntries(request.headers), payload: Buffer.from(await request.arrayBuffer()) };
}

/** POST /api/profile/avatar with `bytes` as the `avatar` file (or another field name). */
export async function uploadAvatar(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Uint8Array,
  { filename = 'avatar.png', type = 'image/png', field = 'avatar' } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const { headers, payload } = await multipartPayload(form);
  return app.inject({ method: 'POST', url: '/api/profile/avatar', headers: authHeaders(token, headers), payload });
}
