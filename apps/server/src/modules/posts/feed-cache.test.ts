import type { CommentView, PostView } from '@teamhub/contracts';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, describeWithRedis, dropTestRedis } from '../../../test/helpers/test-redis.js';
import { createFeedCache, createMemoryFeedVersion, flagsFor, pageJson, rememberablePage } from './feed-cache.js';
import { createRedisFeedVersion } from './redis-feed-version.js';

const author = { _id: 'u1', id: 'u1', username: 'lan', avatar: '', verified: false };

const comment = (id: string, isLiked: boolean, text = 'nice'): CommentView => ({
  _id: id,
  id,
  postId: 'p',
  user: author,
  text,
  parentComment: null,
  replyTo: null,
  likesCount: 1,
  isLiked,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const post = (id: string, isLiked: boolean, comments: CommentView[], caption = 'hello'): PostView => ({
  _id: id,
  id,
  user: author,
  caption,
  location: '',
  altText: '',
  mediaUrl: '/uploads/posts/a.webp',
  image: '/uploads/posts/a.webp',
  thumbnailUrl: '/uploads/posts/a-thumb.webp',
  mediaType: 'image',
  hideViewCount: false,
  hideLikeCount: false,
  turnOffCommenting: false,
  likesCount: 2,
  isLiked,
  commentsCount: comments.length,
  comments,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('remembered feed pages', () => {
  // Texts that look like the flag: inside a JSON string the quote before the colon is escaped.
  const tricky = ['"isLiked":false', '\\"isLiked":true', 'a\\', '"isLiked":false"isLiked":false'];
  const views = [
    post('p1', true, [comment('c1', false, tricky[0]), comment('c2', true, tricky[1])], tricky[2]),
    post('p2', false, [], tricky[3]),
    post('p3', false, [comment('c3', true)]),
  ];

  it('gives back exactly the JSON of the views it was cut from, whatever the texts hold', () => {
    const { page, flags } = rememberablePage(views);
    expect(page.slots).toEqual([
      { kind: 'post', id: 'p1' },
      { kind: 'comment', id: 'c1' },
      { kind: 'comment', id: 'c2' },
      { kind: 'post', id: 'p2' },
      { kind: 'post', id: 'p3' },
      { kind: 'comment', id: 'c3' },
    ]);
    expect(flags).toEqual([true, false, true, false, false, true]);
    expect(pageJson(page, flags)).toBe(JSON.stringify(views));
  });

  it("shows another reader's likes on the same pieces", () => {
    const { page } = rememberablePage(views);
    const likes = { postIds: new Set(['p2']), commentIds: new Set(['c1', 'c3']) };
    const asSeen = JSON.parse(pageJson(page, flagsFor(page, likes))) as PostView[];
    expect(asSeen.map((view) => [view.isLiked, view.comments.map((item) => item.isLiked)])).toEqual([
      [false, [true, false]],
      [true, []],
      [false, [true]],
    ]);
    expect(asSeen.map((view) => view.caption)).toEqual([tricky[2], tricky[3], 'hello']);
  });

  it('keeps no page read across a write, and forgets pages and readers on clear', async () => {
    const cache = createFeedCache();
    const { page } = rememberablePage(views);
    const readAt = await cache.generation();
    await cache.clear();
    cache.set('20//', page, readAt);
    expect(await cache.get('20//')).toBeUndefined();
    cache.set('20//', page, await cache.generation());
    cache.setReader(page, 'reader', [true]);
    expect((await cache.get('20//'))?.readers.get('reader')).toEqual([true]);
    await cache.clear();
    expect(await cache.get('20//')).toBeUndefined();
  });

  it('trusts nothing and keeps nothing while the version cannot be read', async () => {
    let broken = false;
    const memory = createMemoryFeedVersion();
    const cache = createFeedCache({
      current: () => (broken ? Promise.reject(new Error('Redis is down')) : memory.current()),
      bump: () => memory.bump(),
    });
    const { page } = rememberablePage(views);
    cache.set('20//', page, await cache.generation());
    broken = true;
    expect(await cache.get('20//')).toBeUndefined();
    cache.set('20//', page, await cache.generation());
    broken = false;
    expect(await cache.get('20//')).toBeUndefined();
  });
});

describeWithRedis('feed cache shared by several processes', (redisUrl) => {
  let redis: Redis;
  const views = [post('p1', true, [comment('c1', false)])];
  beforeAll(async () => {
    redis = await connectTestRedis(redisUrl);
  });
  afterAll(async () => {
    await dropTestRedis(redis);
  });

  it("drops a process's pages once a write went through another process", async () => {
    const one = createFeedCache(createRedisFeedVersion(redis));
    const two = createFeedCache(createRedisFeedVersion(redis));
    const { page } = rememberablePage(views);
    two.set('20//', page, await two.generation());
    expect(await two.get('20//')).toBe(page);
    await one.clear();
    expect(await two.get('20//')).toBeUndefined();
    // A page read before that write, kept after it, is dropped at the next read.
    const readAt = await two.generation();
    await one.clear();
    two.set('20//', page, readAt);
    expect(await two.get('20//')).toBeUndefined();
  });
});
