import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/index.js';
import { createFilesModule } from '../src/modules/files/files.module.js';
import { createPostMediaStorage } from '../src/modules/posts/post-media.js';
import type { PostViewsRepository } from '../src/modules/posts/post-views.repository.js';
import type { PostsRepository } from '../src/modules/posts/posts.repository.js';
import { createPost as createPostService } from '../src/modules/posts/posts.service.js';
import { en, expectFailure, ownProfile } from './helpers/api.js';
import { makeMp4, makePaddedPng, makeWebm } from './helpers/media.js';
import { postFiles, sharePost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** An MP4 of exactly `total` bytes (its mdat box takes up the rest). */
function mp4OfSize(total: number) {
  const overhead = makeMp4(0).length;
  return makeMp4(total - overhead);
}

describeEachDatabase('post media size limits', ({ database }) => {
  describe('the real image limit (20 MB)', () => {
    let app: FastifyInstance;
    let uploadsDir: string;
    let me: RegisteredUser;
    beforeAll(async () => {
      ({ app, uploadsDir } = await createTestApp(database()));
      await app.ready();
      me = await registerUser(app);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('accepts a real PNG of exactly 20 MB', async () => {
      const png = await makePaddedPng(LIMITS.post.imageMaxBytes);
      expect(png.length).toBe(20 * 1024 * 1024);
      const response = await sharePost(app, me.token, png);
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses a real PNG one byte over 20 MB with 413, keeping nothing', async () => {
      const before = { files: postFiles(uploadsDir), posts: (await ownProfile(app, me.token)).postsCount };
      const png = await makePaddedPng(LIMITS.post.imageMaxBytes + 1);
      expectFailure(await sharePost(app, me.token, png), 413, en('post.imageTooLarge'));
      expect(postFiles(uploadsDir)).toEqual(before.files);
      expect((await ownProfile(app, me.token)).postsCount).toBe(before.posts);
    });
  });

  describe('limits per kind, lowered for the test', () => {
    const limits = { imageMaxBytes: 64 * 1024, videoMaxBytes: 256 * 1024 };
    let app: FastifyInstance;
    let uploadsDir: string;
    let me: RegisteredUser;
    beforeAll(async () => {
      ({ app, uploadsDir } = await createTestApp(database(), { postUploadLimits: limits }));
      await app.ready();
      me = await registerUser(app);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('accepts a video of exactly the video limit, larger than the image limit', async () => {
      const video = mp4OfSize(limits.videoMaxBytes);
      expect(video.length).toBe(limits.videoMaxBytes);
      const response = await sharePost(app, me.token, video, { filename: 'clip.mp4', type: 'video/mp4' });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each([
      ['an MP4', () => mp4OfSize(limits.videoMaxBytes + 1)],
      ['a WebM', () => makeWebm(limits.videoMaxBytes)],
    ])('refuses %s over the video limit with 413 post.videoTooLarge', async (_label, make) => {
      const before = postFiles(uploadsDir);
      const response = await sharePost(app, me.token, make(), { filename: 'clip.mp4', type: 'video/mp4' });
      expectFailure(response, 413, en('post.videoTooLarge'));
      expect(postFiles(uploadsDir)).toEqual(before);
    });

    it('applies the image limit to pictures', async () => {
      const atLimit = await sharePost(app, me.token, await makePaddedPng(limits.imageMaxBytes));
      expect(atLimit.statusCode, atLimit.body).toBe(201);
      const before = postFiles(uploadsDir);
      const over = await sharePost(app, me.token, await makePaddedPng(limits.imageMaxBytes + 1));
      expectFailure(over, 413, en('post.imageTooLarge'));
      expect(postFiles(uploadsDir)).toEqual(before);
    });
  });
});

describe('createPost service', () => {
  let uploadsDir: string;
  beforeAll(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'teamhub-uploads-'));
  });
  afterAll(() => {
    for (const folder of [uploadsDir, `${uploadsDir}-private`, `${uploadsDir}-tmp`]) {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('deletes the stored media and the upload when the insert fails', async () => {
    const files = createFilesModule({
      uploadsDir,
      privateUploadsDir: `${uploadsDir}-private`,
      tempRoot: `${uploadsDir}-tmp`,
    });
    const media = createPostMediaStorage(files.publicStorage, files.temp, { warn: () => undefined });
    const posts = { insert: () => Promise.reject(new Error('database unavailable')) } as unknown as PostsRepository;
    const views = {} as PostViewsRepository;
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
      await expect(createPostService({ posts, views, media }, author, { fields: {}, file })).rejects.toThrow(
        'database unavailable',
      );
      expect(postFiles(uploadsDir)).toEqual([]);
    }
  });
});
