import { existsSync } from 'node:fs';
import {
  LIMITS,
  SOCKET_NAMESPACES,
  type PostDeletedPayload,
  type PostUpdatedPayload,
  type PostView,
} from '@teamhub/contracts';
import { count, eq, or } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { commentLikes, comments, notifications, postLikes, posts, users } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { collect, nextEvent, socketPool } from './helpers/chat.js';
import { createComment, createPost, fetchFeed, postFiles } from './helpers/posts.js';
import { uploadedFile } from './helpers/stories.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { connectTestRedis, describeWithRedis, dropTestRedis, freshRedisPrefix } from './helpers/test-redis.js';

describeEachDatabase('editing and deleting a post', ({ database }) => {
  let built: TestApp;
  let author: RegisteredUser;
  let other: RegisteredUser;
  const sockets = socketPool(() => built);

  const edit = (user: RegisteredUser, postId: string, body: unknown) =>
    callApi(built.app, 'PUT', `/api/posts/${postId}`, user.token, body as Record<string, unknown>);
  const remove = (user: RegisteredUser, postId: string) =>
    callApi(built.app, 'DELETE', `/api/posts/${postId}`, user.token);
  const getPost = (user: RegisteredUser, postId: string) =>
    callApi(built.app, 'GET', `/api/posts/${postId}`, user.token);
  const db = () => database().db;

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    [author, other] = [await registerUser(built.app), await registerUser(built.app)];
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  it('lets the author change each field; editedAt is set and the (remembered) feed and the post show the change', async () => {
    const post = await createPost(built.app, author, { caption: 'before', location: 'Hanoi', altText: 'a cat' });
    expect(post.editedAt).toBeNull();
    // The reader's feed page is remembered before the edit.
    expect((await fetchFeed(built.app, other))[0]).toMatchObject({ id: post.id, caption: 'before' });

    const changes = [
      { caption: '  after  ' },
      { location: 'Đà Nẵng' },
      { altText: 'a sleeping cat' },
      { hideViewCount: true },
      { hideLikeCount: true },
      { turnOffCommenting: true },
    ];
    let editedAt = '';
    for (const change of changes) {
      const edited = expectData<PostView>(await edit(author, post.id, change));
      expect(edited.editedAt).not.toBeNull();
      expect(edited.editedAt! >= (editedAt || post.createdAt)).toBe(true);
      editedAt = edited.editedAt!;
    }
    const expected = {
      id: post.id,
      caption: 'after',
      location: 'Đà Nẵng',
      altText: 'a sleeping cat',
      hideViewCount: true,
      hideLikeCount: true,
      turnOffCommenting: true,
      editedAt,
      mediaUrl: post.mediaUrl,
      createdAt: post.createdAt,
    };
    expect(expectData<PostView>(await getPost(other, post.id))).toMatchObject(expected);
    expect((await fetchFeed(built.app, other))[0]).toMatchObject(expected);
    expect((await fetchFeed(built.app, other, `?userId=${author.user.id}`))[0]).toMatchObject(expected);

    // Several fields at once, and a toggle back.
    const both = expectData<PostView>(await edit(author, post.id, { caption: '', turnOffCommenting: false }));
    expect(both).toMatchObject({ caption: '', turnOffCommenting: false, location: 'Đà Nẵng' });
  });

  it("refuses others' edits and deletions (403), unknown posts (404) and bad bodies (400)", async () => {
    const post = await createPost(built.app, author, { caption: 'mine' });
    expectFailure(await edit(other, post.id, { caption: 'hijacked' }), 403, en('post.notAuthor'));
    expectFailure(await remove(other, post.id), 403, en('post.notAuthor'));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectFailure(await edit(author, id, { caption: 'x' }), 404, en('post.notFound'));
      expectFailure(await remove(author, id), 404, en('post.notFound'));
    }
    expectFailure(await edit(author, post.id, {}), 400, en('validation.postEditEmpty'));
    expectFailure(await edit(author, post.id, undefined), 400, en('validation.postEditEmpty'));
    const tooLong = 'x'.repeat(LIMITS.postCaption + 1);
    expectFailure(await edit(author, post.id, { caption: tooLong }), 400, en('validation.captionTooLong'));
    const longPlace = 'x'.repeat(LIMITS.post.location + 1);
    expectFailure(await edit(author, post.id, { location: longPlace }), 400, en('validation.locationTooLong'));
    const longAlt = 'x'.repeat(LIMITS.post.altText + 1);
    expectFailure(await edit(author, post.id, { altText: longAlt }), 400, en('validation.altTextTooLong'));
    expectFailure(await edit(author, post.id, { mediaUrl: '/elsewhere' }), 400, en('validation.postEditInvalid'));
    expectFailure(await edit(author, post.id, { hideLikeCount: 'yes' }), 400, en('validation.postEditInvalid'));
    // Nothing was changed by the refused requests.
    expect(expectData<PostView>(await getPost(author, post.id))).toMatchObject({ caption: 'mine', editedAt: null });
  });

  it('deletes the post with its comments, likes, notifications and media files, and the feed forgets it', async () => {
    const post = await createPost(built.app, author, { caption: 'going' });
    const kept = await createPost(built.app, author, { caption: 'staying' });
    const comment = await createComment(built.app, other, post.id, 'nice');
    await createComment(built.app, author, post.id, 'thanks', { parentId: comment.id });
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, other.token);
    await callApi(built.app, 'POST', `/api/posts/${post.id}/comment/${comment.id}/like`, author.token);
    const files = [post.mediaUrl, post.thumbnailUrl].map((url) => uploadedFile(built.uploadsDir, url));
    expect(files.every((file) => existsSync(file))).toBe(true);
    const notificationsOfPost = async () =>
      (
        await db()
          .select({ n: count() })
          .from(notifications)
          .where(or(eq(notifications.postId, post.id), eq(notifications.commentId, comment.id)))
      )[0]!.n;
    expect(await notificationsOfPost()).toBeGreaterThan(0);
    const postsCount = async () =>
      (await db().select({ n: users.postsCount }).from(users).where(eq(users.id, author.user.id)))[0]!.n;
    const countBefore = await postsCount();
    // Remembered before the deletion: the first page and the post's own page.
    expect((await fetchFeed(built.app, other)).map((item) => item.id)).toContain(post.id);

    const answer = expectData<{ postId: string }>(await remove(author, post.id));
    expect(answer).toEqual({ postId: post.id });

    expect(await db().select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await db().select().from(comments).where(eq(comments.postId, post.id))).toEqual([]);
    expect(await db().select().from(commentLikes).where(eq(commentLikes.commentId, comment.id))).toEqual([]);
    expect(await db().select().from(postLikes).where(eq(postLikes.postId, post.id))).toEqual([]);
    expect(await notificationsOfPost()).toBe(0);
    expect(await postsCount()).toBe(countBefore - 1);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(postFiles(built.uploadsDir).some((name) => post.mediaUrl.endsWith(name.slice('posts/'.length)))).toBe(false);

    const feed = await fetchFeed(built.app, other);
    expect(feed.map((item) => item.id)).not.toContain(post.id);
    expect(feed.map((item) => item.id)).toContain(kept.id);
    expect((await fetchFeed(built.app, other, `?limit=1&before=${kept.id}`)).map((item) => item.id)).not.toContain(
      post.id,
    );
    expectFailure(await getPost(other, post.id), 404, en('post.notFound'));
    expectFailure(await remove(author, post.id), 404, en('post.notFound'));
    expectFailure(await edit(author, post.id, { caption: 'back?' }), 404, en('post.notFound'));
  });

  it("sends post-updated and post-deleted to other members' feeds (and the author's tabs), and to no one else", async () => {
    const watching = async (user: RegisteredUser) => {
      const socket = await sockets.connect(user, SOCKET_NAMESPACES.notifications);
      await socket.timeout(5_000).emitWithAck('watch-feed');
      return socket;
    };
    const [authorSocket, otherSocket] = [await watching(author), await watching(other)];
    const bystander = await sockets.connect(await registerUser(built.app), SOCKET_NAMESPACES.notifications);
    const bystanderHeard = [collect(bystander, 'post-updated'), collect(bystander, 'post-deleted')];
    const post = await createPost(built.app, author, { caption: 'live' });

    const updates = [authorSocket, otherSocket].map((socket) => nextEvent<PostUpdatedPayload>(socket, 'post-updated'));
    const edited = expectData<PostView>(await edit(author, post.id, { caption: 'live, edited', hideLikeCount: true }));
    const expectedUpdate: PostUpdatedPayload = {
      postId: post.id,
      caption: 'live, edited',
      location: '',
      altText: '',
      media: post.media,
      hideViewCount: false,
      hideLikeCount: true,
      turnOffCommenting: false,
      editedAt: edited.editedAt,
    };
    for (const payload of await Promise.all(updates)) expect(payload).toEqual(expectedUpdate);

    const deletions = [authorSocket, otherSocket].map((socket) =>
      nextEvent<PostDeletedPayload>(socket, 'post-deleted'),
    );
    expectData(await remove(author, post.id));
    for (const payload of await Promise.all(deletions)) expect(payload).toEqual({ postId: post.id });
    // The socket not showing the feed heard neither (both were sent before the answers left).
    expect(bystanderHeard).toEqual([[], []]);
  });
});

describeWithRedis('editing and deleting a post across processes', (redisUrl) => {
  describeEachDatabase('two apps on one Redis', ({ database }) => {
    const opened: Array<{ built: TestApp; redis: Redis }> = [];
    afterAll(async () => {
      for (const { built } of opened) await built.app.close();
      const [first, ...rest] = opened.map(({ redis }) => redis);
      for (const redis of rest) redis.disconnect();
      if (first) await dropTestRedis(first);
    });

    it('never serves an edited or deleted post from the other process’s remembered feed', async () => {
      const prefix = freshRedisPrefix();
      const apps: TestApp[] = [];
      for (let index = 0; index < 2; index += 1) {
        const redis = await connectTestRedis(redisUrl, prefix);
        const built = await createTestApp(database(), {
          redis,
          clusterTiming: { heartbeatMs: 600_000, timeoutMs: 20_000 },
        });
        opened.push({ built, redis });
        apps.push(built);
      }
      const [first, second] = apps as [TestApp, TestApp];
      const [author, reader] = [await registerUser(first.app), await registerUser(first.app)];
      const post = await createPost(first.app, author, { caption: 'v1' });
      expect((await fetchFeed(second.app, reader))[0]).toMatchObject({ id: post.id, caption: 'v1' });

      expectData(await callApi(first.app, 'PUT', `/api/posts/${post.id}`, author.token, { caption: 'v2' }));
      expect((await fetchFeed(second.app, reader))[0]).toMatchObject({ id: post.id, caption: 'v2' });

      expectData(await callApi(first.app, 'DELETE', `/api/posts/${post.id}`, author.token));
      expect((await fetchFeed(second.app, reader)).map((item) => item.id)).not.toContain(post.id);
    });
  });
});
