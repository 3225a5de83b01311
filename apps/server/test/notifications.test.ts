import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { notificationsOf, unreadCountOf } from './helpers/notifications.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('notifications', ({ database }) => {
  let built: App;
  const app = () => built.app;
  const register = () => registerUser(built.app);
  const like = (user: RegisteredUser, postId: string) =>
    callApi(app(), 'POST', `/api/posts/${postId}/like`, user.token);

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  describe('what makes one', () => {
    it('a like on your post, once, with the sender and the post text cut to 30 characters', async () => {
      const [author, fan] = [await register(), await register()];
      const post = await createPost(app(), author, {
        caption: 'A caption that is clearly longer than thirty characters',
      });
      await like(fan, post.id);
      const { notifications, unreadCount } = await notificationsOf(app(), author);
      expect(unreadCount).toBe(1);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({
        type: 'like',
        action: 'post-like',
        sender: { _id: fan.user.id, username: fan.user.username, avatar: '' },
        post: { _id: post.id, content: 'A caption that is clearly long...' },
        commentId: null,
        isRead: false,
        message: `${fan.user.username} liked your post`,
      });
      expect(Array.from(notifications[0]!.post!.content)).toHaveLength(33);
      expect((await notificationsOf(app(), fan)).notifications).toEqual([]);
    });

    it('unliking removes the unread like notification, so like/unlike/like leaves one', async () => {
      const [author, fan] = [await register(), await register()];
      const post = await createPost(app(), author);
      await like(fan, post.id);
      await like(fan, post.id);
      expect((await notificationsOf(app(), author)).notifications).toEqual([]);
      await like(fan, post.id);
      await like(fan, post.id);
      await like(fan, post.id);
      const { notifications, unreadCount } = await notificationsOf(app(), author);
      expect(notifications).toHaveLength(1);
      expect(unreadCount).toBe(1);
    });

    it('a comment on your post, a reply to your comment and a like on your comment', async () => {
      const [author, commenter, replier] = [await register(), await register(), await register()];
      const post = await createPost(app(), author, { caption: 'Team lunch' });
      const comment = await createComment(app(), commenter, post.id, 'Nice!');
      const reply = await createComment(app(), replier, post.id, '@x agreed', {
        parentId: comment.id,
        replyToUserId: commenter.user.id,
      });
      await callApi(app(), 'POST', `/api/posts/${post.id}/comment/${comment.id}/like`, replier.token);

      const forAuthor = (await notificationsOf(app(), author)).notifications;
      expect(forAuthor.map((n) => [n.action, n.sender._id, n.commentId])).toEqual([
        ['post-comment', replier.user.id, reply.id],
        ['post-comment', commenter.user.id, comment.id],
      ]);
      const forCommenter = (await notificationsOf(app(), commenter)).notifications;
      expect(forCommenter.map((n) => [n.type, n.action, n.sender._id, n.commentId])).toEqual([
        ['like', 'comment-like', replier.user.id, comment.id],
        ['comment', 'comment-reply', replier.user.id, reply.id],
      ]);
    });

    it('a reply to the post author makes one notification for them, not two', async () => {
      const [author, commenter] = [await register(), await register()];
      const post = await createPost(app(), author);
      const comment = await createComment(app(), author, post.id, 'My own first comment');
      await createComment(app(), commenter, post.id, 'reply', { parentId: comment.id, replyToUserId: author.user.id });
      expect((await notificationsOf(app(), author)).notifications.map((n) => n.action)).toEqual(['comment-reply']);
    });

    it('a new follower, and a new post by someone you follow', async () => {
      const [star, follower, stranger] = [await register(), await register(), await register()];
      await callApi(app(), 'POST', `/api/profile/user/${star.user.id}/follow`, follower.token);
      await callApi(app(), 'POST', `/api/profile/user/${star.user.id}/follow`, follower.token);
      const forStar = (await notificationsOf(app(), star)).notifications;
      expect(forStar.map((n) => [n.type, n.sender._id, n.post])).toEqual([['follow', follower.user.id, null]]);

      const post = await createPost(app(), star, { caption: 'Hello followers' });
      const forFollower = (await notificationsOf(app(), follower)).notifications;
      expect(forFollower.map((n) => [n.type, n.action, n.post?._id])).toEqual([['post', 'new-post', post.id]]);
      expect((await notificationsOf(app(), stranger)).notifications).toEqual([]);
    });

    it('never for your own actions', async () => {
      const user = await register();
      const post = await createPost(app(), user);
      await like(user, post.id);
      const comment = await createComment(app(), user, post.id, 'talking to myself');
      await callApi(app(), 'POST', `/api/posts/${post.id}/comment/${comment.id}/like`, user.token);
      expect(await unreadCountOf(app(), user)).toBe(0);
    });
  });

  describe('reading', () => {
    it('pages newest first, with defaults 1 and 20 and a capped limit', async () => {
      const author = await register();
      const post = await createPost(app(), author);
      const fans = await Promise.all(Array.from({ length: 23 }, () => register()));
      // Comments, which do not group (likes of one post would make one entry).
      for (const fan of fans) await createComment(app(), fan, post.id, 'Nice');

      const first = await notificationsOf(app(), author);
      expect(first.notifications).toHaveLength(20);
      expect(first.pagination).toEqual({ page: 1, limit: 20, hasMore: true, nextCursor: expect.any(String) });
      expect(first.notifications[0]!.sender._id).toBe(fans.at(-1)!.user.id);
      const second = await notificationsOf(app(), author, '?page=2&limit=20');
      expect(second.notifications).toHaveLength(3);
      expect(second.pagination).toMatchObject({ hasMore: false, nextCursor: null });
      const ids = new Set([...first.notifications, ...second.notifications].map((n) => n._id));
      expect(ids.size).toBe(23);

      expectFailure(
        await callApi(app(), 'GET', '/api/notifications?limit=51', author.token),
        400,
        en('common.validationFailed'),
      );
      expectFailure(
        await callApi(app(), 'GET', '/api/notifications?page=0', author.token),
        400,
        en('common.validationFailed'),
      );
      expect((await notificationsOf(app(), author, '?limit=50')).notifications).toHaveLength(23);
    });

    it('marks one read, then all; another user cannot touch them', async () => {
      const [author, fan, other] = [await register(), await register(), await register()];
      const [first, second] = [await createPost(app(), author), await createPost(app(), author)];
      await like(fan, first.id);
      await like(fan, second.id);
      const [newest] = (await notificationsOf(app(), author)).notifications;

      expectFailure(
        await callApi(app(), 'PATCH', `/api/notifications/${newest!._id}/read`, other.token),
        404,
        en('notification.notFound'),
      );
      expectFailure(
        await callApi(app(), 'PATCH', '/api/notifications/not-a-uuid/read', author.token),
        404,
        en('notification.notFound'),
      );
      expect(await unreadCountOf(app(), author)).toBe(2);

      const read = expectData<{ unreadCount: number }>(
        await callApi(app(), 'PATCH', `/api/notifications/${newest!._id}/read`, author.token),
      );
      expect(read.unreadCount).toBe(1);
      const after = (await notificationsOf(app(), author)).notifications;
      expect(after.map((n) => n.isRead)).toEqual([true, false]);

      await callApi(app(), 'PATCH', '/api/notifications/mark-all-read', other.token);
      expect(await unreadCountOf(app(), author)).toBe(1);
      expectData(await callApi(app(), 'PATCH', '/api/notifications/mark-all-read', author.token));
      expect(await unreadCountOf(app(), author)).toBe(0);
    });

    it('a read like goes too when taken back: its liker leaves the group, which goes with its last one', async () => {
      const [author, fan] = [await register(), await register()];
      const post = await createPost(app(), author);
      await like(fan, post.id);
      await callApi(app(), 'PATCH', '/api/notifications/mark-all-read', author.token);
      await like(fan, post.id);
      expect((await notificationsOf(app(), author)).notifications).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      for (const [method, url] of [
        ['GET', '/api/notifications'],
        ['GET', '/api/notifications/unread-count'],
        ['PATCH', '/api/notifications/mark-all-read'],
      ] as const) {
        expect((await callApi(app(), method, url, undefined)).statusCode).toBe(401);
      }
    });
  });
});
