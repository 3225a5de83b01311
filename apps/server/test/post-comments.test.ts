import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  type ApiSuccess,
  type CommentListAnswer,
  type DeleteCommentResult,
  type PostView,
} from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentCreated } from '../src/modules/posts/post-events.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('comments', ({ database }) => {
  let app: FastifyInstance;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  const created: CommentCreated[] = [];

  const listComments = async (user: RegisteredUser, postId: string) =>
    expectData<CommentListAnswer>(await callApi(app, 'GET', `/api/posts/${postId}/comments`, user.token)).comments;
  const commentsCount = async (postId: string) =>
    expectData<PostView>(await callApi(app, 'GET', `/api/posts/${postId}`, alice.token)).commentsCount;
  const remove = (user: RegisteredUser, postId: string, commentId: string) =>
    callApi(app, 'DELETE', `/api/posts/${postId}/comment/${commentId}`, user.token);

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), {
      postListeners: { onCommentCreated: async (comment) => void created.push(comment) },
    }));
    await app.ready();
    [alice, bob, carol] = [await registerUser(app), await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('adds a comment (201, trimmed) and counts it on the post', async () => {
    const post = await createPost(app, alice);
    const response = await callApi(app, 'POST', `/api/posts/${post.id}/comment`, bob.token, { text: '  Nice!  ' });
    expect(response.statusCode).toBe(201);
    const comment = response.json<ApiSuccess<unknown>>().data;
    expect(comment).toMatchObject({
      postId: post.id,
      user: { _id: bob.user.id, id: bob.user.id, username: bob.user.username, avatar: '', verified: false },
      text: 'Nice!',
      parentComment: null,
      replyTo: null,
      likesCount: 0,
      isLiked: false,
    });
    expect(created.at(-1)).toMatchObject({ postId: post.id, postAuthorId: alice.user.id, authorId: bob.user.id });
    expect(await commentsCount(post.id)).toBe(1);
  });

  it('checks the text: required, non-blank, at most 2,200 characters', async () => {
    const post = await createPost(app, alice);
    const url = `/api/posts/${post.id}/comment`;
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: 42 }]) {
      const failure = expectFailure(
        await callApi(app, 'POST', url, bob.token, body),
        400,
        en('common.validationFailed'),
      );
      expect(failure.errors).toEqual([{ path: 'text', msg: en('validation.commentRequired') }]);
    }
    const tooLong = await callApi(app, 'POST', url, bob.token, { text: 'x'.repeat(LIMITS.postCaption + 1) });
    const failure = expectFailure(tooLong, 400, en('common.validationFailed'));
    expect(failure.errors).toEqual([{ path: 'text', msg: en('validation.commentTooLong') }]);
    const longest = await createComment(app, bob, post.id, 'x'.repeat(LIMITS.postCaption));
    expect(longest.text).toHaveLength(2200);
    expect(await commentsCount(post.id)).toBe(1);
  });

  it('refuses comments and replies on a post with commenting turned off (403)', async () => {
    const post = await createPost(app, alice, { turnOffCommenting: 'true' });
    const comment = await callApi(app, 'POST', `/api/posts/${post.id}/comment`, alice.token, { text: 'mine' });
    expectFailure(comment, 403, en('post.commentingOff'));
    const reply = await callApi(app, 'POST', `/api/posts/${post.id}/comment/${randomUUID()}/reply`, bob.token, {
      text: 'hi',
    });
    expectFailure(reply, 403, en('post.commentingOff'));
    expect(await commentsCount(post.id)).toBe(0);
  });

  it('answers 404 for unknown or malformed posts and comments, and for a comment of another post', async () => {
    const [post, other] = [await createPost(app, alice), await createPost(app, alice)];
    const foreign = await createComment(app, bob, other.id, 'on the other post');
    for (const postId of [randomUUID(), 'x']) {
      expectFailure(
        await callApi(app, 'POST', `/api/posts/${postId}/comment`, bob.token, { text: 'a' }),
        404,
        en('post.notFound'),
      );
      expectFailure(await callApi(app, 'GET', `/api/posts/${postId}/comments`, bob.token), 404, en('post.notFound'));
      expectFailure(await remove(bob, postId, foreign.id), 404, en('post.notFound'));
    }
    for (const commentId of [randomUUID(), 'x', foreign.id]) {
      const reply = await callApi(app, 'POST', `/api/posts/${post.id}/comment/${commentId}/reply`, bob.token, {
        text: 'a',
      });
      expectFailure(reply, 404, en('comment.notFound'));
      expectFailure(await remove(bob, post.id, commentId), 404, en('comment.notFound'));
    }
  });

  describe('replies', () => {
    it('attach to the top-level comment, also when replying to a reply, and name whom they answer', async () => {
      const post = await createPost(app, alice);
      const top = await createComment(app, alice, post.id, 'top');
      const reply = await createComment(app, bob, post.id, `@${alice.user.username} yes`, {
        parentId: top.id,
        replyToUserId: alice.user.id,
        replyToUsername: alice.user.username,
      });
      expect(reply).toMatchObject({
        parentComment: top.id,
        replyTo: { _id: alice.user.id, username: alice.user.username },
        user: { id: bob.user.id },
      });
      const nested = await createComment(app, carol, post.id, `@${bob.user.username} me too`, {
        parentId: reply.id,
        replyToUserId: bob.user.id,
        replyToUsername: bob.user.username,
      });
      expect(nested).toMatchObject({ parentComment: top.id, replyTo: { _id: bob.user.id } });
      expect(created.at(-1)).toMatchObject({ parentId: top.id, replyToUserId: bob.user.id, authorId: carol.user.id });
      expect(await commentsCount(post.id)).toBe(3);
    });

    it('answer the author of the comment replied to when the named user does not exist', async () => {
      const post = await createPost(app, alice);
      const top = await createComment(app, alice, post.id, 'top');
      const reply = await createComment(app, bob, post.id, 'reply', { parentId: top.id });
      const unknown = await createComment(app, carol, post.id, 'who?', {
        parentId: reply.id,
        replyToUserId: randomUUID(),
        replyToUsername: 'nobody_here',
      });
      expect(unknown).toMatchObject({
        parentComment: top.id,
        replyTo: { _id: bob.user.id, username: bob.user.username },
      });
      const byName = await createComment(app, carol, post.id, 'by name', {
        parentId: top.id,
        replyToUsername: bob.user.username.toUpperCase(),
      });
      expect(byName.replyTo).toEqual({ _id: bob.user.id, username: bob.user.username });
    });
  });

  it('lists every comment oldest first, replies included, with likes for the caller', async () => {
    const post = await createPost(app, alice);
    const first = await createComment(app, alice, post.id, 'first');
    const second = await createComment(app, bob, post.id, 'second');
    const reply = await createComment(app, carol, post.id, 'reply to first', { parentId: first.id });
    await callApi(app, 'POST', `/api/posts/${post.id}/comment/${reply.id}/like`, bob.token);
    const list = await listComments(bob, post.id);
    expect(list.map((comment) => comment.id)).toEqual([first.id, second.id, reply.id]);
    expect(list[2]).toMatchObject({
      parentComment: first.id,
      likesCount: 1,
      isLiked: true,
      replyTo: { _id: alice.user.id },
    });
    expect((await listComments(alice, post.id))[2]).toMatchObject({ likesCount: 1, isLiked: false });
    expect(await listComments(bob, (await createPost(app, alice)).id)).toEqual([]);
  });

  describe('deleting', () => {
    it('is for the author only (403 for anyone else, the post author too)', async () => {
      const post = await createPost(app, alice);
      const comment = await createComment(app, bob, post.id, 'mine');
      expectFailure(await remove(alice, post.id, comment.id), 403, en('comment.notAuthor'));
      expectFailure(await remove(carol, post.id, comment.id), 403, en('comment.notAuthor'));
      expect(await commentsCount(post.id)).toBe(1);
    });

    it('removes a comment with its replies and lowers commentsCount by all of them', async () => {
      const post = await createPost(app, alice);
      const top = await createComment(app, bob, post.id, 'top');
      const replies = [
        await createComment(app, alice, post.id, 'r1', { parentId: top.id }),
        await createComment(app, carol, post.id, 'r2', { parentId: top.id }),
      ];
      const nested = await createComment(app, alice, post.id, 'r3', { parentId: replies[1]?.id ?? '' });
      const other = await createComment(app, carol, post.id, 'stays');
      expect(await commentsCount(post.id)).toBe(5);

      const response = await remove(bob, post.id, top.id);
      expect(response.json()).toMatchObject({ success: true, message: en('comment.deleted') });
      const result = expectData<DeleteCommentResult>(response);
      expect(result).toEqual({ deletedIds: [top.id, replies[0]?.id, replies[1]?.id, nested.id], commentsCount: 1 });
      expect((await listComments(alice, post.id)).map((comment) => comment.id)).toEqual([other.id]);
      expect(await commentsCount(post.id)).toBe(1);
      expectFailure(await remove(bob, post.id, top.id), 404, en('comment.notFound'));
    });

    it('removes a single reply only', async () => {
      const post = await createPost(app, alice);
      const top = await createComment(app, bob, post.id, 'top');
      const reply = await createComment(app, carol, post.id, 'reply', { parentId: top.id });
      const result = expectData<DeleteCommentResult>(await remove(carol, post.id, reply.id));
      expect(result).toEqual({ deletedIds: [reply.id], commentsCount: 1 });
    });

    it('keeps commentsCount exact when a reply races the deletion of its parent', async () => {
      const post = await createPost(app, alice);
      for (let round = 0; round < 3; round += 1) {
        const top = await createComment(app, bob, post.id, `top ${round}`);
        const [removed, reply] = await Promise.all([
          remove(bob, post.id, top.id),
          callApi(app, 'POST', `/api/posts/${post.id}/comment/${top.id}/reply`, carol.token, { text: 'late' }),
        ]);
        expect(removed.statusCode).toBe(200);
        // The reply landed first (and went with its parent) or found its parent gone.
        expect([201, 404]).toContain(reply.statusCode);
      }
      const list = await listComments(alice, post.id);
      expect(await commentsCount(post.id)).toBe(list.length);
    });
  });
});
