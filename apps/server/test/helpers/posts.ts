import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiSuccess, CommentView, PostView } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authHeaders, callApi, multipartPayload } from './api.js';
import { makeImage } from './images.js';
import { tempFiles } from './upload-temp.js';
import type { RegisteredUser } from './test-app.js';

export interface ShareOptions {
  fields?: Record<string, string>;
  filename?: string;
  type?: string;
  /** The file's form field; the specification's is `image`. */
  field?: string;
}

/** POST /api/posts as the web client sends it: text fields first, then the file. */
export async function sharePost(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Uint8Array | null,
  { fields = {}, filename = 'photo.png', type = 'image/png', field = 'image' }: ShareOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (bytes) form.append(field, new Blob([bytes], { type }), filename);
  const { headers, payload } = await multipartPayload(form);
  return app.inject({ method: 'POST', url: '/api/posts', headers: authHeaders(token, headers), payload });
}

let smallPng: Promise<Buffer> | undefined;
/** A small PNG, made once. */
export const smallImage = () => (smallPng ??= makeImage('png', 64, 48));

/** Shares a post and answers its PostView; fails the test unless the server answers 201. */
export async function createPost(
  app: FastifyInstance,
  user: RegisteredUser,
  fields: Record<string, string> = {},
  bytes?: Uint8Array,
): Promise<PostView> {
  const response = await sharePost(app, user.token, bytes ?? (await smallImage()), { fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<PostView>>().data;
}

/** POSTs a comment (or, with `parentId`, a reply) and answers the new CommentView; expects 201. */
export async function createComment(
  app: FastifyInstance,
  user: RegisteredUser,
  postId: string,
  text: string,
  reply?: { parentId: string; replyToUserId?: string; replyToUsername?: string },
): Promise<CommentView> {
  const url = reply ? `/api/posts/${postId}/comment/${reply.parentId}/reply` : `/api/posts/${postId}/comment`;
  const { parentId: _parentId, ...replyFields } = reply ?? {};
  const response = await callApi(app, 'POST', url, user.token, { text, ...replyFields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<CommentView>>().data;
}

/** GET /api/posts with a query string; answers the bare array (expects 200). */
export async function fetchFeed(app: FastifyInstance, user: RegisteredUser, query = ''): Promise<PostView[]> {
  const response = await callApi(app, 'GET', `/api/posts${query}`, user.token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<PostView[]>();
  expect(Array.isArray(body)).toBe(true);
  return body;
}

/** Every post media file, and every upload in flight (the test app's temp root is `<uploadsDir>-tmp`). */
export function postFiles(uploadsDir: string): string[] {
  let media: string[] = [];
  try {
    media = readdirSync(path.join(uploadsDir, 'posts')).map((name) => `posts/${name}`);
  } catch {
    // No post stored yet.
  }
  return [...media, ...tempFiles(`${uploadsDir}-tmp`)].sort();
}
