import type { ApiSuccess, PostView } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

  /** The statements one request runs, but for the account check made at most once a second. */
  async function statementsOf(reader: RegisteredUser, url: string): Promise<string[]> {
    const sql: string[] = [];
    const stop = database().onQuery((query) => sql.push(query));
    try {
      expect((await callApi(app, 'GET', url, reader.token)).statusCode).toBe(200);
    } finally {
      stop();
    }
    return sql.filter((query) => !query.includes('where "users"."id" = $1'));
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
    // Half of this page was remembered by the read above; the rest is read by id.
    const page = await pageAfter(alice, ids[3] ?? '', 5);
    expect(page.map((post) => post.id)).toEqual(ids.slice(4, 9));
    expect(page).toEqual(await truth(alice, page));
    // Now every post of this other page is remembered: one statement, of ids and likes. (A page
    // asked for twice is remembered as a page, so this one is asked for the first time.)
    const statements = await statementsOf(alice, `/api/posts?userId=${alice.user.id}&limit=3&before=${ids[3]}`);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('string_agg');
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

  it('answers an empty page after the last post, and for an unknown cursor', async () => {
    await pageAfter(bob, ids[0] ?? '');
    expect(await pageAfter(bob, ids.at(-1) ?? '')).toEqual([]);
    expect(await pageAfter(bob, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});
