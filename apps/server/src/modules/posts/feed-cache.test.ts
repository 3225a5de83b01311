import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CommentView, PostView } from '@teamhub/contracts';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, describeWithRedis, dropTestRedis } from '../../../test/helpers/test-redis.js';
import { createFeedCache, createMemoryFeedVersion, rememberedPage, type FeedCache } from './feed-cache.js';
import { cutPageText, cutPostTexts, flagsFor, joinPostTexts, pageJson, type PageText } from './feed-page-json.js';
import { feedOrder, pageFromOrder } from './remembered-posts.js';
import { createRedisFeedVersion } from './redis-feed-version.js';

type PostCut = ReturnType<typeof cutPostTexts>[number];

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
  media: [
    { url: '/uploads/posts/a.webp', thumbnailUrl: '/uploads/posts/a-thumb.webp', mediaType: 'image', altText: '' },
  ],
  hideViewCount: false,
  hideLikeCount: false,
  turnOffCommenting: false,
  likesCount: 2,
  isLiked,
  commentsCount: comments.length,
  comments,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
});

describe('remembered feed pages', () => {
  // Texts that look like the flag: inside a JSON string the quote before the colon is escaped.
  const tricky = ['"isLiked":false', '\\"isLiked":true', 'a\\', '"isLiked":false"isLiked":false'];
  const views = [
    post('p1', true, [comment('c1', false, tricky[0]), comment('c2', true, tricky[1])], tricky[2]),
    post('p2', false, [], tricky[3]),
    post('p3', false, [comment('c3', true)]),
  ];
  /** A page of `views` as the feed service remembers it. */
  const pageOf = (key = '20//') => rememberedPage(key, cutPageText(views).text);

  it('gives back exactly the JSON of the views it was cut from, whatever the texts hold', () => {
    const { text, flags } = cutPageText(views);
    expect(text.slots).toEqual([
      { kind: 'post', id: 'p1' },
      { kind: 'comment', id: 'c1' },
      { kind: 'comment', id: 'c2' },
      { kind: 'post', id: 'p2' },
      { kind: 'post', id: 'p3' },
      { kind: 'comment', id: 'c3' },
    ]);
    expect(flags).toBe('101001');
    expect(pageJson(text, flags)).toBe(JSON.stringify(views));
  });

  it("shows another reader's likes on the same pieces", () => {
    const { text } = cutPageText(views);
    const likes = { postIds: new Set(['p2']), commentIds: new Set(['c1', 'c3']) };
    const asSeen = JSON.parse(pageJson(text, flagsFor(text, likes))) as PostView[];
    expect(asSeen.map((view) => [view.isLiked, view.comments.map((item) => item.isLiked)])).toEqual([
      [false, [true, false]],
      [true, []],
      [false, [true]],
    ]);
    expect(asSeen.map((view) => view.caption)).toEqual([tricky[2], tricky[3], 'hello']);
  });

  it('joins posts cut one by one into the text of their page, in any order and any number', () => {
    const cut = cutPostTexts(views);
    const texts = cut.map((one) => one.text);
    expect(cut.map((one) => one.flags).join('')).toBe(cutPageText(views).flags);
    expect(joinPostTexts(texts)).toEqual(cutPageText(views).text);
    const reordered = [views[2], views[0]] as PostView[];
    const [third, first] = [texts[2], texts[0]] as [PageText, PageText];
    expect(joinPostTexts([third, first])).toEqual(cutPageText(reordered).text);
    expect(pageJson(joinPostTexts([]), '')).toBe('[]');
    expect(pageJson(joinPostTexts([third]), '01')).toBe(JSON.stringify([views[2]]));
  });

  it('remembers posts by id until any write, the least recently read dropped beyond the limit', async () => {
    const cache = createFeedCache(createMemoryFeedVersion(), { maxPosts: 2 });
    const [p1, p2, p3] = cutPostTexts(views) as [PostCut, PostCut, PostCut];
    const stale = await cache.generation();
    await cache.clear();
    cache.rememberPosts([p1], 'reader', stale);
    expect(cache.postCount).toBe(0);
    const readAt = await cache.generation();
    cache.rememberPosts([p1, p2], 'reader', readAt);
    expect(cache.post('p1')?.readers.get('reader')).toBe('101');
    cache.rememberPosts([p3], 'reader', readAt);
    expect([cache.post('p1')?.text, cache.post('p2'), cache.post('p3')?.text]).toEqual([p1.text, undefined, p3.text]);
    await cache.clear();
    await cache.generation();
    expect(cache.postCount).toBe(0);
  });

  it('keeps the feed’s order through likes and comments, not through a new post or deleted account', async () => {
    const cache = createFeedCache();
    const order = feedOrder([{ id: 'p1', userId: 'u1' }], 10);
    const stale = (await cache.order()).readAt;
    await cache.clear({ order: true });
    cache.setOrder(order, stale);
    expect((await cache.order()).order).toBeUndefined();
    cache.setOrder(order, (await cache.order()).readAt);
    await cache.clear();
    expect((await cache.order()).order).toBe(order);
    await cache.clear({ order: true });
    expect((await cache.order()).order).toBeUndefined();
  });

  it('finds a page after a cursor in the feed’s order, or says it cannot', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({ id, userId: index % 2 ? 'odd' : 'even' }));
    const whole = feedOrder(rows, 10);
    expect(pageFromOrder(whole, { before: 'a', limit: 2 })).toEqual(['b', 'c']);
    expect(pageFromOrder(whole, { before: 'c', limit: 5 })).toEqual(['d', 'e']);
    expect(pageFromOrder(whole, { before: 'a', limit: 5, userId: 'even' })).toEqual(['c', 'e']);
    expect(pageFromOrder(whole, { before: 'e', limit: 2 })).toEqual([]);
    expect(pageFromOrder(whole, { before: 'z', limit: 2 })).toBeUndefined();
    // Only the newest five of more: a page running past them is not known.
    const newest = feedOrder(rows, 5);
    expect(pageFromOrder(newest, { before: 'b', limit: 3 })).toEqual(['c', 'd', 'e']);
    expect(pageFromOrder(newest, { before: 'c', limit: 3 })).toBeUndefined();
  });

  it('keeps no page read across a write, and forgets pages and readers on clear', async () => {
    const cache = createFeedCache();
    const readAt = await cache.generation();
    await cache.clear();
    cache.set(pageOf(), readAt);
    expect(await cache.get('20//')).toBeUndefined();
    const page = pageOf();
    cache.set(page, await cache.generation());
    cache.setReader(page, 'reader', '1');
    expect((await cache.get('20//'))?.readers.get('reader')).toBe('1');
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
    cache.set(pageOf(), await cache.generation());
    broken = true;
    expect(await cache.get('20//')).toBeUndefined();
    cache.set(pageOf(), await cache.generation());
    broken = false;
    expect(await cache.get('20//')).toBeUndefined();
  });

  it('remembers first pages at once, and a page after a cursor once it is asked for again', () => {
    const cache = createFeedCache();
    expect(cache.shouldRemember('20//', false)).toBe(true);
    expect(cache.shouldRemember('20/p3/', true)).toBe(false);
    expect(cache.shouldRemember('20/p2/', true)).toBe(false);
    expect(cache.shouldRemember('20/p3/', true)).toBe(true);
  });

  it('drops the page read least recently when it has too many', async () => {
    const cache = createFeedCache(createMemoryFeedVersion(), { maxPages: 2 });
    const readAt = await cache.generation();
    cache.set(pageOf('20//'), readAt);
    cache.set(pageOf('20/p3/'), readAt);
    expect(await cache.get('20//')).toBeDefined();
    cache.set(pageOf('20/p2/'), readAt);
    expect(await cache.get('20/p3/')).toBeUndefined();
    expect(await cache.get('20//')).toBeDefined();
    expect(await cache.get('20/p2/')).toBeDefined();
  });

  describe('compressed once per set of likes', () => {
    // Long enough to pass the compression threshold.
    const longViews = Array.from({ length: 12 }, (_, index) =>
      post(`p${index}`, index % 2 === 0, [comment(`c${index}`, index % 3 === 0)]),
    );
    const longPage = () => rememberedPage('20//', cutPageText(longViews).text);
    const fan = '1'.repeat(24);
    const stranger = '0'.repeat(24);

    it('sends readers with the same likes the same bytes, and each reader their own likes', async () => {
      const cache = createFeedCache();
      const page = longPage();
      cache.set(page, await cache.generation());
      const first = cache.answer(page, fan, 'br');
      const again = cache.answer(page, fan, 'br');
      const other = cache.answer(page, stranger, 'br');
      if (!('encoded' in first) || !('encoded' in again) || !('encoded' in other)) throw new Error('not compressed');
      expect(again.encoded).toBe(first.encoded);
      expect(brotliDecompressSync(first.encoded).toString()).toBe(pageJson(page, fan));
      expect(brotliDecompressSync(other.encoded).toString()).toBe(pageJson(page, stranger));
      const seen = JSON.parse(brotliDecompressSync(other.encoded).toString()) as PostView[];
      expect(seen.every((view) => !view.isLiked && view.comments.every((item) => !item.isLiked))).toBe(true);
      const gzipped = cache.answer(page, fan, 'gzip');
      expect('encoded' in gzipped && gunzipSync(gzipped.encoded).toString()).toBe(pageJson(page, fan));
      expect(cache.answer(page, fan, undefined)).toEqual({ json: pageJson(page, fan) });
    });

    it('compresses a page again once a write made it anew', async () => {
      const cache = createFeedCache();
      const before = longPage();
      cache.set(before, await cache.generation());
      const old = cache.answer(before, fan, 'br');
      await cache.clear();
      const after = rememberedPage('20//', cutPageText(longViews.slice(1)).text);
      cache.set(after, await cache.generation());
      const fresh = cache.answer(after, fan.slice(2), 'br');
      if (!('encoded' in old) || !('encoded' in fresh)) throw new Error('not compressed');
      expect(brotliDecompressSync(fresh.encoded).toString()).toBe(pageJson(after, fan.slice(2)));
    });

    it('keeps no compressed bytes beyond its budget, dropping the least recently sent', async () => {
      const third = '10'.repeat(12);
      const bytesOf = (answer: ReturnType<FeedCache['answer']>) => ('encoded' in answer ? answer.encoded.length : 0);
      const measuring = createFeedCache();
      const probe = longPage();
      measuring.set(probe, await measuring.generation());
      const largest = Math.max(...[fan, stranger, third].map((flags) => bytesOf(measuring.answer(probe, flags, 'br'))));

      const cache = createFeedCache(createMemoryFeedVersion(), { maxEncodedBytes: 2 * largest });
      const page = longPage();
      cache.set(page, await cache.generation());
      cache.answer(page, fan, 'br');
      cache.answer(page, stranger, 'br');
      cache.answer(page, fan, 'br');
      cache.answer(page, third, 'br');
      expect([...page.encoded.keys()]).toEqual([`br:${fan}`, `br:${third}`]);
    });

    it('forgets the bytes of a page read twice at once, and drops no other page for it', async () => {
      const cache = createFeedCache(createMemoryFeedVersion(), { maxPages: 2 });
      const readAt = await cache.generation();
      const other = rememberedPage('20/p3/', cutPageText(longViews).text);
      const [first, second] = [longPage(), longPage()];
      cache.set(other, readAt);
      cache.set(first, readAt);
      cache.answer(first, fan, 'br');
      cache.set(second, readAt);
      expect(first.encoded.size).toBe(0);
      expect(await cache.get('20/p3/')).toBe(other);
      expect(await cache.get('20//')).toBe(second);
    });

    it('sends a small page as text', async () => {
      const cache = createFeedCache();
      const small = [post('p1', true, [])];
      const page = rememberedPage('20//', cutPageText(small).text);
      cache.set(page, await cache.generation());
      expect(cache.answer(page, '1', 'br')).toEqual({ json: JSON.stringify(small) });
    });
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
    const page = rememberedPage('20//', cutPageText(views).text);
    two.set(page, await two.generation());
    expect(await two.get('20//')).toBe(page);
    await one.clear();
    expect(await two.get('20//')).toBeUndefined();
    // A page read before that write, kept after it, is dropped at the next read.
    const readAt = await two.generation();
    await one.clear();
    two.set(page, readAt);
    expect(await two.get('20//')).toBeUndefined();
  });

  it("drops a process's feed order once a post was shared through another process, not on a like", async () => {
    const shared = (key: 'version' | 'order-version') => createRedisFeedVersion(redis, key);
    const one = createFeedCache(shared('version'), { orderVersion: shared('order-version') });
    const two = createFeedCache(shared('version'), { orderVersion: shared('order-version') });
    const order = feedOrder([{ id: 'p1', userId: 'u1' }], 10);
    two.setOrder(order, (await two.order()).readAt);
    await one.clear();
    expect((await two.order()).order).toBe(order);
    await one.clear({ order: true });
    expect((await two.order()).order).toBeUndefined();
  });
});
