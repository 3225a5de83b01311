import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiSuccess, StoryGroup, StoryListAnswer, StoryView } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authHeaders, callApi, expectData, multipartPayload } from './api.js';
import { smallImage } from './posts.js';
import type { RegisteredUser } from './test-app.js';
import { tempFiles } from './upload-temp.js';

export interface StoryShareOptions {
  fields?: Record<string, string>;
  filename?: string;
  type?: string;
  /** The file's form field; the specification's is `media`. */
  field?: string;
}

/** POST /api/stories as the web client sends it: text fields first, then the file. */
export async function shareStory(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Uint8Array | null,
  { fields = {}, filename = 'photo.png', type = 'image/png', field = 'media' }: StoryShareOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (bytes) form.append(field, new Blob([bytes], { type }), filename);
  const { headers, payload } = await multipartPayload(form);
  return app.inject({ method: 'POST', url: '/api/stories', headers: authHeaders(token, headers), payload });
}

/** Shares a story and answers its StoryView; fails the test unless the server answers 201. */
export async function createStory(
  app: FastifyInstance,
  user: RegisteredUser,
  fields: Record<string, string> = {},
  bytes?: Uint8Array,
): Promise<StoryView> {
  const response = await shareStory(app, user.token, bytes ?? (await smallImage()), { fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<{ story: StoryView }>>().data.story;
}

/** GET /api/stories as `user`: the strip's groups. */
export async function storyStrip(app: FastifyInstance, user: RegisteredUser): Promise<StoryGroup[]> {
  return expectData<StoryListAnswer>(await callApi(app, 'GET', '/api/stories', user.token)).stories;
}

/** POST /api/stories/:id/view as `user`. */
export const viewStory = (app: FastifyInstance, user: RegisteredUser, storyId: string) =>
  callApi(app, 'POST', `/api/stories/${storyId}/view`, user.token);

/** Every story media file, and every upload in flight (the test app's temp root is `<uploadsDir>-tmp`). */
export function storyFiles(uploadsDir: string): string[] {
  let media: string[] = [];
  try {
    media = readdirSync(path.join(uploadsDir, 'stories')).map((name) => `stories/${name}`);
  } catch {
    // No story stored yet.
  }
  return [...media, ...tempFiles(`${uploadsDir}-tmp`)].sort();
}

/** The file behind a /uploads/… URL. */
export const uploadedFile = (uploadsDir: string, url: string) => path.join(uploadsDir, url.slice('/uploads/'.length));

/** A clock for the app that a test moves forward (`advance`) instead of waiting. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export const HOUR_MS = 60 * 60 * 1000;
