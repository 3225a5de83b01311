import path from 'node:path';
import type { ApiSuccess, StoryGroup, StoryListAnswer, StoryView } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callApi, expectData } from './api.js';
import { shareMedia, storedMediaFiles, type MediaShareOptions } from './media-share.js';
import { smallImage } from './posts.js';
import type { RegisteredUser } from './test-app.js';

/** POST /api/stories as the web client sends it; the specification's file field is `media`. */
export const shareStory = (
  app: FastifyInstance,
  token: string | undefined,
  bytes: Uint8Array | null,
  options: MediaShareOptions = {},
): Promise<LightMyRequestResponse> =>
  shareMedia(app, '/api/stories', token, bytes, { ...options, field: options.field ?? 'media' });

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

/** Every story media file, and every upload in flight. */
export const storyFiles = (uploadsDir: string) => storedMediaFiles(uploadsDir, 'stories');

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
