import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/index.js';
import { createFilesModule } from '../src/modules/files/files.module.js';
import type { StoriesServiceDeps } from '../src/modules/stories/stories.deps.js';
import type { StoriesRepository } from '../src/modules/stories/stories.repository.js';
import { createStory as createStoryService } from '../src/modules/stories/stories.service.js';
import type { StoryEvents } from '../src/modules/stories/story-events.js';
import { createStoryMediaStorage } from '../src/modules/stories/story-media.js';
import { en, expectFailure } from './helpers/api.js';
import { makeMp4, makePaddedPng, makeWebm } from './helpers/media.js';
import { shareStory, storyFiles, storyStrip } from './helpers/stories.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('story media size limits', ({ database }) => {
  const limits = { imageMaxBytes: 64 * 1024, videoMaxBytes: 256 * 1024 };
  let app: FastifyInstance;
  let uploadsDir: string;
  let me: RegisteredUser;
  const mp4OfSize = (total: number) => makeMp4(total - makeMp4(0).length);

  beforeAll(async () => {
    ({ app, uploadsDir } = await createTestApp(database(), { storyUploadLimits: limits }));
    await app.ready();
    me = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('accepts a picture and a video of exactly their limits', async () => {
    const png = await makePaddedPng(limits.imageMaxBytes);
    expect((await shareStory(app, me.token, png)).statusCode).toBe(201);
    const video = mp4OfSize(limits.videoMaxBytes);
    const response = await shareStory(app, me.token, video, { filename: 'clip.mp4', type: 'video/mp4' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each<[string, () => Promise<Buffer> | Buffer, string, Parameters<typeof en>[0]]>([
    ['a picture one byte over', () => makePaddedPng(limits.imageMaxBytes + 1), 'big.png', 'story.imageTooLarge'],
    ['a video one byte over', () => mp4OfSize(limits.videoMaxBytes + 1), 'big.mp4', 'story.videoTooLarge'],
    ['a WebM far over', () => makeWebm(limits.videoMaxBytes * 2), 'big.webm', 'story.videoTooLarge'],
  ])('refuses %s with 413, keeping nothing', async (_label, make, filename, message) => {
    const before = { files: storyFiles(uploadsDir), stories: (await storyStrip(app, me))[0]?.stories.length };
    expectFailure(await shareStory(app, me.token, await make(), { filename }), 413, en(message));
    expect(storyFiles(uploadsDir)).toEqual(before.files);
    expect((await storyStrip(app, me))[0]?.stories.length).toBe(before.stories);
  });
});

describe('createStory service', () => {
  let uploadsDir: string;
  beforeAll(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'teamhub-uploads-'));
  });
  afterAll(() => {
    for (const folder of [uploadsDir, `${uploadsDir}-private`, `${uploadsDir}-tmp`]) {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('deletes the stored media and the upload when the insert fails, and tells nobody', async () => {
    const files = createFilesModule({
      uploadsDir,
      privateUploadsDir: `${uploadsDir}-private`,
      tempRoot: `${uploadsDir}-tmp`,
    });
    const media = createStoryMediaStorage(files.publicStorage, files.temp, { warn: () => undefined });
    const stories = { insert: () => Promise.reject(new Error('database unavailable')) } as unknown as StoriesRepository;
    const announced: unknown[] = [];
    const events = { storyCreated: (story: unknown) => announced.push(story) } as unknown as StoryEvents;
    const deps = { stories, media, events, now: () => new Date() } as unknown as StoriesServiceDeps;
    for (const [bytes, kind] of [
      [await makePaddedPng(1000), 'image'],
      [makeMp4(1000), 'video'],
    ] as const) {
      const tempPath = media.tempPath();
      writeFileSync(tempPath, bytes);
      const file = {
        path: tempPath,
        media: kind === 'image' ? ({ kind, format: 'png' } as const) : ({ kind, format: 'mp4' } as const),
        bytes: bytes.length,
        discard: () => Promise.resolve(rmSync(tempPath, { force: true })),
      };
      const author = { id: randomUUID() } as UserRow;
      await expect(createStoryService(deps, author, { fields: {}, file })).rejects.toThrow('database unavailable');
      expect(storyFiles(uploadsDir)).toEqual([]);
    }
    expect(announced).toEqual([]);
    files.close();
  });
});
