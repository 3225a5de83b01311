import { randomUUID } from 'node:crypto';
import { LIMITS } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/index.js';
import { createPostMediaStorage } from '../src/modules/posts/post-media.js';
import type { Database } from '../src/db/database.js';
import type { PostEvents } from '../src/modules/posts/post-events.js';
import type { PostViewsRepository } from '../src/modules/posts/post-views.repository.js';
import type { PostsRepository } from '../src/modules/posts/posts.repository.js';
import { createPost as createPostService } from '../src/modules/posts/posts.service.js';
import { en, expectFailure, ownProfile } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import { makeMp4OfSize, makePaddedPng, makeWebm } from './helpers/media.js';
import { filesModuleForSuite, receivedMedia } from './helpers/media-service.js';
import { LOWERED_MEDIA_LIMITS } from './helpers/media-share.js';
import { postFiles, sharePost } from './helpers/posts.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('post media size limits', ({ database }) => {
  describe('the real image limit (20 MB)', () => {
    const built = testAppWithUser(database);

    it('accepts a real PNG of exactly 20 MB', async () => {
      const png = await makePaddedPng(LIMITS.post.imageMaxBytes);
      expect(png.length).toBe(20 * 1024 * 1024);
      const response = await sharePost(built.app, built.me.token, png);
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses a real PNG one byte over 20 MB with 413, keeping nothing', async () => {
      const before = {
        files: postFiles(built.uploadsDir),
        posts: (await ownProfile(built.app, built.me.token)).postsCount,
      };
      const png = await makePaddedPng(LIMITS.post.imageMaxBytes + 1);
      expectFailure(await sharePost(built.app, built.me.token, png), 413, en('post.imageTooLarge'));
      expect(postFiles(built.uploadsDir)).toEqual(before.files);
      expect((await ownProfile(built.app, built.me.token)).postsCount).toBe(before.posts);
    });
  });

  describe('limits per kind, lowered for the test', () => {
    const limits = LOWERED_MEDIA_LIMITS;
    const built = testAppWithUser(database, { postUploadLimits: limits });

    it('accepts a video of exactly the video limit, larger than the image limit', async () => {
      const video = makeMp4OfSize(limits.videoMaxBytes);
      expect(video.length).toBe(limits.videoMaxBytes);
      const response = await sharePost(built.app, built.me.token, video, { filename: 'clip.mp4', type: 'video/mp4' });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each([
      ['an MP4', () => makeMp4OfSize(limits.videoMaxBytes + 1)],
      ['a WebM', () => makeWebm(limits.videoMaxBytes)],
    ])('refuses %s over the video limit with 413 post.videoTooLarge', async (_label, make) => {
      const before = postFiles(built.uploadsDir);
      const response = await sharePost(built.app, built.me.token, make(), { filename: 'clip.mp4', type: 'video/mp4' });
      expectFailure(response, 413, en('post.videoTooLarge'));
      expect(postFiles(built.uploadsDir)).toEqual(before);
    });

    it('applies the image limit to pictures', async () => {
      const atLimit = await sharePost(built.app, built.me.token, await makePaddedPng(limits.imageMaxBytes));
      expect(atLimit.statusCode, atLimit.body).toBe(201);
      const before = postFiles(built.uploadsDir);
      const over = await sharePost(built.app, built.me.token, await makePaddedPng(limits.imageMaxBytes + 1));
      expectFailure(over, 413, en('post.imageTooLarge'));
      expect(postFiles(built.uploadsDir)).toEqual(before);
    });
  });
});

describe('createPost service', () => {
  const folders = filesModuleForSuite();

  it('deletes the stored media and the upload when the insert fails', async () => {
    const media = createPostMediaStorage(folders.files.publicStorage, folders.files.temp, { warn: () => undefined });
    const posts = { insert: () => Promise.reject(new Error('database unavailable')) } as unknown as PostsRepository;
    const views = {} as PostViewsRepository;
    // The service opens the transaction now; this one hands the work its own stand-in.
    const db = { transaction: (work: (tx: unknown) => unknown) => work({}) } as unknown as Database;
    const deps = { db, posts, views, media, events: {} as PostEvents, logError: () => undefined };
    for (const kind of ['image', 'video'] as const) {
      const file = await receivedMedia(media.tempPath(), kind);
      const author = { id: randomUUID() } as UserRow;
      const received = { fields: {}, files: [file], album: false };
      await expect(createPostService(deps, author, received)).rejects.toThrow('database unavailable');
      expect(postFiles(folders.uploadsDir)).toEqual([]);
    }
  });

  it('deletes every stored item of an album and every upload when the insert fails', async () => {
    const media = createPostMediaStorage(folders.files.publicStorage, folders.files.temp, { warn: () => undefined });
    const posts = { insert: () => Promise.reject(new Error('database unavailable')) } as unknown as PostsRepository;
    const db = { transaction: (work: (tx: unknown) => unknown) => work({}) } as unknown as Database;
    const deps = {
      db,
      posts,
      views: {} as PostViewsRepository,
      media,
      events: {} as PostEvents,
      logError: () => undefined,
    };
    const files = [
      await receivedMedia(media.tempPath(), 'image'),
      await receivedMedia(media.tempPath(), 'video'),
      await receivedMedia(media.tempPath(), 'image'),
    ];
    const received = { fields: { altTexts: '["a","b","c"]' }, files, album: true };
    await expect(createPostService(deps, { id: randomUUID() } as UserRow, received)).rejects.toThrow(
      'database unavailable',
    );
    expect(postFiles(folders.uploadsDir)).toEqual([]);
  });
});
