import type { ApiSuccess, CommentView, PostView } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callApi } from './api.js';
import { makeImage } from './images.js';
import { shareMedia, storedMediaFiles, type MediaShareOptions } from './media-share.js';
import type { RegisteredUser } from './test-app.js';

/** POST /api/posts as the web client sends it; the specification's file field is `image`. */
export const sharePost = (
  app: FastifyInstance,
  token: string | undefined,
  bytes: Uint8Array | null,
  options: MediaShareOptions = {},
): Promise<LightMyRequestResponse> =>
  shareMedia(app, '/api/posts', token, bytes, { ...options, field: options.field ?? 'image' });

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

/** Every post media file, and every upload in flight. */
export const postFiles = (uploadsDir: string) => storedMediaFiles(uploadsDir, 'posts');
