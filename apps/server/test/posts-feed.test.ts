import { randomUUID } from 'node:crypto';
import { LIMITS, type ApiSuccess, type PostView } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createComment, createPost, fetchFeed } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('the feed', ({ database }) => {
  let app: FastifyInstance;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  /** Inserts `count` posts of `author` straight into the table, all with the same timestamp. */
  async function insertPosts(author: RegisteredUser, count: number, createdAt: Date): Promise<string[]> {
    const rows = await database()
      .db.insert(posts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: author.user.id,
          caption: `bulk ${index}`,
          mediaUrl: '/uploads/posts/x.webp',
          thumbnailUrl: '/uploads/posts/x-thumb.webp',
          mediaType: 'image' as const,
          createdAt,
        })),
      )
      .returning({ id: posts.id });
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    [alice, bob] = [await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without a token', async () => {
    expectFailure(await callApi(app, 'GET', '/api/posts', undefined), 401, en('auth.required'));
  });

  it('answers a bare array of PostViews, newest first, with likes, counts and a comment preview', async () => {
    const first = await createPost(app, alice, { caption: 'first' });
    const second = await createPost(app, bob, { caption: 'second' });
    for (const text of ['one', 'two', 'three']) await createComment(app, bob, first.id, text);
    const top = await createComment(app, alice, first.id, 'four');
    // A reply is not part of the preview, which shows top-level comments only.
    await createComment(app, bob, first.id, 'a reply', { parentId: top.id });
    await callApi(app, 'POST', `/api/posts/${first.id}/like`, bob.token);
    await callApi(app, 'POST', `/api/posts/${first.id}/comment/${top.id}/like`, bob.token);

    const feed = await fetchFeed(app, bob, `?userId=${alice.user.id}`);
    expect(feed.map((post) => post.id)).toEqual([first.id]);
    const [post] = feed as [PostView];
    expect(post).toMatchObject({ caption: 'first', likesCount: 1, isLiked: true, commentsCount: 5 });
    expect(post.comments).toHaveLength(LIMITS.post.previewComments);
    expect(post.comments.map((comment) => comment.text)).toEqual(['three', 'four']);
    expect(post.comments[1]).toMatchObject({
      _id: top.id,
      postId: first.id,
      user: { id: alice.user.id, username: alice.user.username },
      parentComment: null,
      replyTo: null,
      likesCount: 1,
      isLiked: true,
    });
    // A preview comment is the same CommentView the comments list gives, to the character.
    const listed = expectData<{ comments: unknown[] }>(
      await callApi(app, 'GET', `/api/posts/${first.id}/comments`, bob.token),
    ).comments;
    expect(listed).toContainEqual(post.comments[0]);
    expect(listed).toContainEqual(post.comments[1]);
    // The same post seen by its author: not liked by her.
    const [mine] = (await fetchFeed(app, alice, `?userId=${alice.user.id}`)) as [PostView];
    expect(mine).toMatchObject({ likesCount: 1, isLiked: false });
    expect(mine.comments[1]).toMatchObject({ likesCount: 1, isLiked: false });

    const everyone = await fetchFeed(app, alice);
    expect(everyone.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
    expect(everyone[0]).toMatchObject({ user: { id: bob.user.id }, comments: [], commentsCount: 0 });
  });

  it('GET /api/posts/:id answers one PostView; 404 for an unknown or malformed id', async () => {
    const post = await createPost(app, alice, { caption: 'single' });
    const data = expectData<PostView>(await callApi(app, 'GET', `/api/posts/${post.id}`, bob.token));
    expect(data).toMatchObject({ id: post.id, caption: 'single', isLiked: false });
    for (const id of [randomUUID(), 'not-an-id', '1']) {
      expectFailure(await callApi(app, 'GET', `/api/posts/${id}`, bob.token), 404, en('post.notFound'));
    }
  });

  describe('query parameters', () => {
    it('takes limits from 1 to 50 (default 20)', async () => {
      const author = await registerUser(app);
      await insertPosts(author, 55, new Date());
      expect(await fetchFeed(app, author, `?userId=${author.user.id}`)).toHaveLength(LIMITS.post.feedDefaultLimit);
      expect(await fetchFeed(app, author, `?userId=${author.user.id}&limit=50`)).toHaveLength(50);
      expect(await fetchFeed(app, author, `?userId=${author.user.id}&limit=1`)).toHaveLength(1);
      for (const limit of ['51', '0', '-1', '2.5', 'ten']) {
        const response = await callApi(app, 'GET', `/api/posts?limit=${limit}`, author.token);
        const body = expectFailure(response, 400, en('common.validationFailed'));
        expect(body.errors).toEqual([{ path: 'limit', msg: en('validation.feedLimitInvalid') }]);
      }
    });

    it('refuses a malformed cursor or author id, and answers an empty page for an unknown cursor', async () => {
      for (const query of ['before=abc', 'userId=abc']) {
        const response = await callApi(app, 'GET', `/api/posts?${query}`, alice.token);
        expectFailure(response, 400, en('common.validationFailed'));
      }
      expect(await fetchFeed(app, alice, `?before=${randomUUID()}`)).toEqual([]);
      expect(await fetchFeed(app, alice, `?userId=${randomUUID()}`)).toEqual([]);
    });
  });

  it('pages with ?before= without repeating or skipping posts that share a timestamp', async () => {
    const author = await registerUser(app);
    const sameMoment = new Date('2024-05-01T10:00:00.000Z');
    const ids = [
      ...(await insertPosts(author, 7, new Date('2024-05-01T11:00:00.000Z'))),
      ...(await insertPosts(author, 25, sameMoment)),
      ...(await insertPosts(author, 3, new Date('2024-05-01T09:00:00.000Z'))),
    ];
    const seen: string[] = [];
    let before = '';
    for (let page = 0; page < 10; page += 1) {
      const batch = await fetchFeed(app, author, `?userId=${author.user.id}&limit=10${before}`);
      seen.push(...batch.map((post) => post.id));
      if (batch.length < 10) break;
      before = `&before=${batch.at(-1)?.id}`;
    }
    expect(seen).toHaveLength(ids.length);
    expect(new Set(seen).size).toBe(ids.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    // Newest first; the posts of one moment in descending id order.
    const middle = seen.slice(7, 32);
    expect(middle).toEqual([...middle].sort().reverse());
    // The global feed pages the same way.
    const everything = await fetchFeed(app, author, `?limit=50&before=${seen[6]}`);
    expect(everything.slice(0, 25).map((post) => post.id)).toEqual(middle);
  });

  it('uses the same number of queries for a page of 1 post and of 20 (no N+1)', async () => {
    const [one, twenty] = [await registerUser(app), await registerUser(app)];
    await createComment(app, bob, (await createPost(app, one)).id, 'hello');
    const manyIds = await insertPosts(twenty, 20, new Date());
    for (const id of manyIds.slice(0, 5)) {
      await createComment(app, bob, id, 'a');
      await createComment(app, alice, id, 'b');
      await createComment(app, one, id, 'c');
      await callApi(app, 'POST', `/api/posts/${id}/like`, bob.token);
    }

    const countQueries = async (url: string) => {
      const sql: string[] = [];
      const stop = database().onQuery((query) => sql.push(query));
      try {
        const response = await callApi(app, 'GET', url, bob.token);
        expect(response.statusCode).toBe(200);
        return { sql, posts: response.json<PostView[]>() };
      } finally {
        stop();
      }
    };
    // Whether the caller's account still exists is checked at most once a second (so maybe not on a
    // given request); apart from that a page is one statement with its likes and preview comments.
    const isAccountCheck = (query: string) => query.includes('where "users"."id" = $1');
    const pageStatements = (sql: string[]) => {
      expect(sql.filter(isAccountCheck).length).toBeLessThanOrEqual(1);
      return sql.filter((query) => !isAccountCheck(query));
    };
    const small = await countQueries(`/api/posts?userId=${one.user.id}`);
    const large = await countQueries(`/api/posts?userId=${twenty.user.id}`);
    expect(small.posts).toHaveLength(1);
    expect(large.posts).toHaveLength(20);
    expect(large.posts.filter((post) => post.isLiked)).toHaveLength(5);
    expect(large.posts.filter((post) => post.comments.length === 2)).toHaveLength(5);
    expect(pageStatements(small.sql)).toHaveLength(1);
    expect(pageStatements(large.sql)).toHaveLength(1);
    const global = await countQueries('/api/posts?limit=50');
    expect(pageStatements(global.sql)).toHaveLength(1);
  });

  it('answers the created post in the 201 exactly as the feed shows it', async () => {
    const response = await callApi(app, 'GET', `/api/posts?userId=${alice.user.id}&limit=1`, alice.token);
    const [latest] = response.json<PostView[]>();
    const fresh = await createPost(app, alice, { caption: 'fresh' });
    const [fromFeed] = await fetchFeed(app, alice, `?userId=${alice.user.id}&limit=1`);
    expect(fromFeed).toEqual(fresh);
    expect(fromFeed?.id).not.toBe(latest?.id);
    const viaGet = await callApi(app, 'GET', `/api/posts/${fresh.id}`, alice.token);
    expect(viaGet.json<ApiSuccess<PostView>>().data).toEqual(fresh);
  });
});
