import type { ApiSuccess, PostView } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { posts } from '../src/db/schema/index.js';
import { callApi } from './helpers/api.js';
import { createComment, createPost, fetchFeed } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/**
 * Pages after a cursor are joined from posts remembered by id (feed-posts.ts): each must be exactly
 * what the database says for the reader asking, whoever read the posts first, and after any write.
 */
describeEachDatabase('feed pages after a cursor', ({ database }) => {
  let app: FastifyInstance;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  /** Newest first. */
  let ids: string[];

  /** Each post of a page as GET /api/posts/:id shows it to `reader`: read afresh, nothing remembered. */
  async function truth(reader: RegisteredUser, page: PostView[]): Promise<PostView[]> {
    const views: PostView[] = [];
    for (const { id } of page) {
      const response = await callApi(app, 'GET', `/api/posts/${id}`, reader.token);
      views.push(response.json<ApiSuccess<PostView>>().data);
    }
    return views;
  }

  const pageAfter = (reader: RegisteredUser, cursor: string, limit = 4) =>
    fetchFeed(app, reader, `?userId=${alice.user.id}&limit=${limit}&before=${cursor}`);

  /**
   * The statements one request runs, but for the account check made at most once a second and the
   * session check of a token's first use.
   */
  async function statementsOf(reader: RegisteredUser, url: string): Promise<string[]> {
    const sql: string[] = [];
    const stop = database().onQuery((query) => sql.push(query));
    try {
      expect((await callApi(app, 'GET', url, reader.token)).statusCode).toBe(200);
    } finally {
      stop();
    }
    return sql.filter((query) => !query.includes('where "users"."id" = $1') && !query.includes('FROM "sessions"'));
  }

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    [alice, bob] = [await registerUser(app), await registerUser(app)];
    for (let index = 0; index < 10; index += 1) await createPost(app, alice, { caption: `post ${index}` });
    ids = (await fetchFeed(app, alice, `?userId=${alice.user.id}&limit=10`)).map((post) => post.id);
    // Likes and preview comments on posts that pages after a cursor hold, some by one reader only.
    const comment = await createComment(app, bob, ids[3] ?? '', 'first');
    await createComment(app, alice, ids[3] ?? '', 'second');
    await callApi(app, 'POST', `/api/posts/${ids[3]}/comment/${comment.id}/like`, alice.token);
    await callApi(app, 'POST', `/api/posts/${ids[4]}/like`, alice.token);
    await callApi(app, 'POST', `/api/posts/${ids[5]}/like`, bob.token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows each reader their own likes on posts another reader read first', async () => {
    const cursor = ids[1] ?? '';
    const bobs = await pageAfter(bob, cursor);
    expect(bobs.map((post) => post.id)).toEqual(ids.slice(2, 6));
    expect(bobs).toEqual(await truth(bob, bobs));
    const alices = await pageAfter(alice, cursor);
    expect(alices).toEqual(await truth(alice, alices));
    expect(alices.map((post) => post.isLiked)).toEqual([false, false, true, false]);
    expect(alices[1]?.comments.map((comment) => comment.isLiked)).toEqual([true, false]);
    expect(bobs.map((post) => post.isLiked)).toEqual([false, false, false, true]);
  });

  it('joins a page of remembered posts and posts read by id, in the feed’s order', async () => {
    await pageAfter(bob, ids[1] ?? '');
    // Two posts of this page were remembered by Bob's read; the rest are read by id.
    const page = await pageAfter(alice, ids[3] ?? '', 5);
    expect(page.map((post) => post.id)).toEqual(ids.slice(4, 9));
    expect(page).toEqual(await truth(alice, page));
    // Every post of this other page is remembered, and Alice's likes on each: no statement at all.
    // (A page asked for twice is remembered as a page, so these are asked for the first time.)
    expect(await statementsOf(alice, `/api/posts?userId=${alice.user.id}&limit=3&before=${ids[3]}`)).toEqual([]);
    // A reader new to them costs one look-up of their likes.
    const carol = await registerUser(app);
    const statements = await statementsOf(carol, `/api/posts?userId=${alice.user.id}&limit=2&before=${ids[4]}`);
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(statements[0]).toContain('"post_likes"');
  });

  it('reads a page whose cursor is older than the newest posts it keeps in order', async () => {
    const old = await registerUser(app);
    const rows = await database()
      .db.insert(posts)
      .values(
        Array.from({ length: 2010 }, (_, index) => ({
          userId: old.user.id,
          caption: `old ${index}`,
          mediaUrl: '/uploads/posts/x.webp',
          thumbnailUrl: '/uploads/posts/x-thumb.webp',
          mediaType: 'image' as const,
          createdAt: new Date(Date.UTC(2020, 0, 1) - index * 60_000),
        })),
      )
      .returning({ id: posts.id });
    await callApi(app, 'POST', `/api/posts/${rows[2004]?.id}/like`, bob.token);
    const url = `?userId=${old.user.id}&limit=3&before=${rows[2003]?.id}`;
    for (const reader of [alice, bob, alice]) {
      const page = await fetchFeed(app, reader, url);
      expect(page.map((post) => post.id)).toEqual(rows.slice(2004, 2007).map((row) => row.id));
      expect(page).toEqual(await truth(reader, page));
    }
    expect((await fetchFeed(app, bob, url))[0]?.isLiked).toBe(true);
  });

  it('shows a like, a comment and a profile change made after the posts were remembered', async () => {
    const cursor = ids[0] ?? '';
    await pageAfter(alice, cursor);
    await callApi(app, 'POST', `/api/posts/${ids[2]}/like`, bob.token);
    await createComment(app, bob, ids[6] ?? '', 'late');
    const renamed = `${alice.user.username.slice(0, 20)}_2`;
    const profile = await callApi(app, 'PUT', '/api/profile', alice.token, {
      username: renamed,
      email: alice.user.email,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    for (const reader of [alice, bob]) {
      const page = await pageAfter(reader, cursor, 8);
      expect(page).toEqual(await truth(reader, page));
    }
    const page = await pageAfter(bob, cursor, 8);
    expect(page[1]).toMatchObject({ id: ids[2], isLiked: true, likesCount: 1 });
    expect(page[5]?.comments.at(-1)?.text).toBe('late');
    expect(page.map((post) => post.user.username)).toEqual(page.map(() => renamed));
  });

  it('keeps the order of the feed true across a new post and a deleted account', async () => {
    const leaving = await registerUser(app);
    const gone = await createPost(app, leaving);
    const fresh = await createPost(app, alice, { caption: 'fresh' });
    // The global feed now starts: fresh, gone, then Alice's posts.
    const before = await fetchFeed(app, bob, `?limit=3&before=${fresh.id}`);
    expect(before.map((post) => post.id)).toEqual([gone.id, ids[0], ids[1]]);
    const deleted = await callApi(app, 'DELETE', '/api/account', leaving.token, { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await fetchFeed(app, bob, `?limit=4&before=${fresh.id}`);
    expect(after.map((post) => post.id)).toEqual(ids.slice(0, 4));
    expect(after).toEqual(await truth(bob, after));
  });

  it('answers an empty page after the last post, and for an unknown cursor', async () => {
    await pageAfter(bob, ids[0] ?? '');
    expect(await pageAfter(bob, ids.at(-1) ?? '')).toEqual([]);
    expect(await pageAfter(bob, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});
