import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from './helpers/notifications.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('whom a reply may answer', ({ database }) => {
  let app: FastifyInstance;
  /** author wrote the post, commenter the top-level comment, replier a reply; outsider nothing. */
  let author: RegisteredUser;
  let commenter: RegisteredUser;
  let replier: RegisteredUser;
  let outsider: RegisteredUser;
  let writer: RegisteredUser;

  const replyActionsOf = async (user: RegisteredUser, commentId: string) =>
    (await notificationsOf(app, user)).notifications
      .filter((notification) => notification.commentId === commentId)
      .map((notification) => notification.action);

  /** A post with a comment and one reply in its thread; answers their ids. */
  async function thread() {
    const post = await createPost(app, author);
    const top = await createComment(app, commenter, post.id, 'top');
    await createComment(app, replier, post.id, 'me too', { parentId: top.id, replyToUserId: commenter.user.id });
    return { postId: post.id, topId: top.id };
  }

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    [author, commenter, replier, outsider, writer] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('someone who took part', () => {
    it.each([
      ['the author of the top-level comment', () => commenter],
      ['someone who replied in the thread', () => replier],
      ["the post's author, who has not written in the thread", () => author],
    ])('%s: answered and notified', async (_label, named) => {
      const { postId, topId } = await thread();
      const reply = await createComment(app, writer, postId, '@them thanks', {
        parentId: topId,
        replyToUserId: named().user.id,
      });
      expect(reply.replyTo).toEqual({ _id: named().user.id, username: named().user.username });
      expect(await replyActionsOf(named(), reply.id)).toEqual(['comment-reply']);
    });
  });

  describe('anyone else', () => {
    it.each([
      ['by id', () => ({ replyToUserId: outsider.user.id })],
      ['by username', () => ({ replyToUsername: outsider.user.username })],
    ])(
      'named %s: the reply is saved, answers the comment replied to, and the outsider hears nothing',
      async (_label, naming) => {
        const { postId, topId } = await thread();
        const reply = await createComment(app, writer, postId, '@outsider look', { parentId: topId, ...naming() });
        expect(reply).toMatchObject({
          parentComment: topId,
          replyTo: { _id: commenter.user.id, username: commenter.user.username },
        });
        expect(await replyActionsOf(outsider, reply.id)).toEqual([]);
        expect((await notificationsOf(app, outsider)).notifications).toEqual([]);
        expect(await replyActionsOf(commenter, reply.id)).toEqual(['comment-reply']);
      },
    );

    it('someone who wrote in another thread of the same post is not a participant of this one', async () => {
      const { postId, topId } = await thread();
      await createComment(app, outsider, postId, 'another thread');
      const reply = await createComment(app, writer, postId, '@outsider hi', {
        parentId: topId,
        replyToUserId: outsider.user.id,
      });
      expect(reply.replyTo?._id).toBe(commenter.user.id);
      expect(await replyActionsOf(outsider, reply.id)).toEqual([]);
    });
  });
});
