import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/index.js';
import type { StoriesServiceDeps } from '../src/modules/stories/stories.deps.js';
import type { StoriesRepository } from '../src/modules/stories/stories.repository.js';
import { createStory as createStoryService } from '../src/modules/stories/stories.service.js';
import type { StoryEvents } from '../src/modules/stories/story-events.js';
import { createStoryMediaStorage } from '../src/modules/stories/story-media.js';
import { en, expectFailure } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import { makeMp4OfSize, makePaddedPng, makeWebm } from './helpers/media.js';
import { filesModuleForSuite, receivedMedia } from './helpers/media-service.js';
import { LOWERED_MEDIA_LIMITS } from './helpers/media-share.js';
import { shareStory, storyFiles, storyStrip } from './helpers/stories.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('story media size limits', ({ database }) => {
  const limits = LOWERED_MEDIA_LIMITS;
  const built = testAppWithUser(database, { storyUploadLimits: limits });

  it('accepts a picture and a video of exactly their limits', async () => {
    const png = await makePaddedPng(limits.imageMaxBytes);
    expect((await shareStory(built.app, built.me.token, png)).statusCode).toBe(201);
    const video = makeMp4OfSize(limits.videoMaxBytes);
    const response = await shareStory(built.app, built.me.token, video, { filename: 'clip.mp4', type: 'video/mp4' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each<[string, () => Promise<Buffer> | Buffer, string, Parameters<typeof en>[0]]>([
    ['a picture one byte over', () => makePaddedPng(limits.imageMaxBytes + 1), 'big.png', 'story.imageTooLarge'],
    ['a video one byte over', () => makeMp4OfSize(limits.videoMaxBytes + 1), 'big.mp4', 'story.videoTooLarge'],
    ['a WebM far over', () => makeWebm(limits.videoMaxBytes * 2), 'big.webm', 'story.videoTooLarge'],
  ])('refuses %s with 413, keeping nothing', async (_label, make, filename, message) => {
    const before = {
      files: storyFiles(built.uploadsDir),
      stories: (await storyStrip(built.app, built.me))[0]?.stories.length,
    };
    expectFailure(await shareStory(built.app, built.me.token, await make(), { filename }), 413, en(message));
    expect(storyFiles(built.uploadsDir)).toEqual(before.files);
    expect((await storyStrip(built.app, built.me))[0]?.stories.length).toBe(before.stories);
  });
});

describe('createStory service', () => {
  const folders = filesModuleForSuite();

  it('deletes the stored media and the upload when the insert fails, and tells nobody', async () => {
    const media = createStoryMediaStorage(folders.files.publicStorage, folders.files.temp, { warn: () => undefined });
    const stories = { insert: () => Promise.reject(new Error('database unavailable')) } as unknown as StoriesRepository;
    const announced: unknown[] = [];
    const events = { storyCreated: (story: unknown) => announced.push(story) } as unknown as StoryEvents;
    const deps = { stories, media, events, now: () => new Date() } as unknown as StoriesServiceDeps;
    for (const kind of ['image', 'video'] as const) {
      const file = await receivedMedia(media.tempPath(), kind);
      const author = { id: randomUUID() } as UserRow;
      await expect(createStoryService(deps, author, { fields: {}, file })).rejects.toThrow('database unavailable');
      expect(storyFiles(folders.uploadsDir)).toEqual([]);
    }
    expect(announced).toEqual([]);
  });
});
