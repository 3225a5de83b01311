import { randomUUID } from 'node:crypto';
import type { LikeResult, PostView } from '@teamhub/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commentLikes, comments, postLikes, posts } from '../src/db/schema/index.js';
import type { PostEventListeners } from '../src/modules/posts/post-events.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('likes', ({ database }) => {
  let app: FastifyInstance;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const hookCalls: string[] = [];
  const hooks: PostEventListeners = {
    onPostLiked: async (like) => {
      // Runs after the like's commit: the new row is visible.
      const [row] = await database().db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, like.postId));
      hookCalls.push(`post ${like.postId} by ${like.likerId} for ${like.postAuthorId} (${row?.n} rows)`);
    },
    onCommentLiked: async (like) => {
      hookCalls.push(`comment ${like.commentId} by ${like.likerId} for ${like.commentAuthorId}`);
    },
  };

  const likePost = (user: RegisteredUser, postId: string) =>
    callApi(app, 'POST', `/api/posts/${postId}/like`, user.token);
  const likeComment = (user: RegisteredUser, postId: string, commentId: string) =>
    callApi(app, 'POST', `/api/posts/${postId}/comment/${commentId}/like`, user.token);
  /** likes_count as stored, and the number of like rows: they must always agree. */
  const postLikeState = async (postId: string) => {
    const { db } = database();
    const [post] = await db.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId));
    const [rows] = await db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, postId));
    return { likesCount: post?.likesCount, rows: rows?.n };
  };
  const commentLikeState = async (commentId: string) => {
    const { db } = database();
    const [row] = await db.select({ likesCount: comments.likesCount }).from(comments).where(eq(comments.id, commentId));
    const [rows] = await db.select({ n: count() }).from(commentLikes).where(eq(commentLikes.commentId, commentId));
    return { likesCount: row?.likesCount, rows: rows?.n };
  };

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { postListeners: hooks }));
    await app.ready();
    [alice, bob] = [await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('toggles a post like and keeps likesCount and isLiked right', async () => {
    const post = await createPost(app, alice);
    expect(expectData<LikeResult>(await likePost(bob, post.id))).toEqual({ liked: true, likesCount: 1 });
    expect(expectData<LikeResult>(await likePost(alice, post.id))).toEqual({ liked: true, likesCount: 2 });
    expect(expectData<LikeResult>(await likePost(bob, post.id))).toEqual({ liked: false, likesCount: 1 });
    const seenByBob = expectData<PostView>(await callApi(app, 'GET', `/api/posts/${post.id}`, bob.token));
    expect(seenByBob).toMatchObject({ likesCount: 1, isLiked: false });
    const seenByAlice = expectData<PostView>(await callApi(app, 'GET', `/api/posts/${post.id}`, alice.token));
    expect(seenByAlice).toMatchObject({ likesCount: 1, isLiked: true });
    expect(await postLikeState(post.id)).toEqual({ likesCount: 1, rows: 1 });
  });

  it('calls the like listener after the commit, only for a like that was really added', async () => {
    const post = await createPost(app, alice);
    hookCalls.length = 0;
    await likePost(bob, post.id);
    await likePost(bob, post.id);
    expect(hookCalls).toEqual([`post ${post.id} by ${bob.user.id} for ${alice.user.id} (1 rows)`]);
  });

  it('stays consistent when one user clicks like twice at the same moment', async () => {
    const post = await createPost(app, alice);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([likePost(bob, post.id), likePost(bob, post.id)]);
      const results = answers.map((answer) => expectData<LikeResult>(answer));
      const state = await postLikeState(post.id);
      expect(state.likesCount).toBe(state.rows);
      expect(state.rows).toBeLessThanOrEqual(1);
      // The later answer tells the final state.
      expect(results.map((result) => result.liked).sort()).toEqual([false, true]);
    }
  });

  it('counts many users liking at the same moment exactly', async () => {
    const post = await createPost(app, alice);
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(app)));
    await Promise.all(users.map((user) => likePost(user, post.id)));
    expect(await postLikeState(post.id)).toEqual({ likesCount: 8, rows: 8 });
    await Promise.all(users.slice(0, 5).map((user) => likePost(user, post.id)));
    expect(await postLikeState(post.id)).toEqual({ likesCount: 3, rows: 3 });
  });

  it('answers 404 for an unknown or malformed post', async () => {
    for (const id of [randomUUID(), 'nope']) {
      expectFailure(await likePost(bob, id), 404, en('post.notFound'));
    }
  });

  it('toggles a comment like, also on a post with commenting off', async () => {
    const post = await createPost(app, alice);
    const comment = await createComment(app, alice, post.id, 'like me');
    const closed = await createPost(app, alice, { turnOffCommenting: 'true' });
    hookCalls.length = 0;
    expect(expectData<LikeResult>(await likeComment(bob, post.id, comment.id))).toEqual({ liked: true, likesCount: 1 });
    expect(hookCalls).toEqual([`comment ${comment.id} by ${bob.user.id} for ${alice.user.id}`]);
    expect(expectData<LikeResult>(await likeComment(alice, post.id, comment.id))).toEqual({
      liked: true,
      likesCount: 2,
    });
    expect(expectData<LikeResult>(await likeComment(bob, post.id, comment.id))).toEqual({
      liked: false,
      likesCount: 1,
    });
    const answers = await Promise.all([likeComment(bob, post.id, comment.id), likeComment(bob, post.id, comment.id)]);
    answers.forEach((answer) => expect(answer.statusCode).toBe(200));
    const state = await commentLikeState(comment.id);
    expect(state.likesCount).toBe(state.rows);
    expect(await likePost(bob, closed.id)).toHaveProperty('statusCode', 200);
  });

  it('answers 404 for a comment that is unknown, malformed or on another post', async () => {
    const [post, other] = [await createPost(app, alice), await createPost(app, alice)];
    const comment = await createComment(app, alice, other.id, 'elsewhere');
    for (const commentId of [randomUUID(), 'bad', comment.id]) {
      expectFailure(await likeComment(bob, post.id, commentId), 404, en('comment.notFound'));
    }
    expectFailure(await likeComment(bob, randomUUID(), comment.id), 404, en('post.notFound'));
  });
});
