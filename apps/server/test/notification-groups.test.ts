import type { NotificationListAnswer } from '@teamhub/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications } from '../src/db/schema/index.js';
import { deleteAccount } from './helpers/account.js';
import { callApi, expectData } from './helpers/api.js';
import { notificationsOf, unreadCountOf } from './helpers/notifications.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('grouped notifications', ({ database }) => {
  let built: App;
  const app = () => built.app;
  const register = () => registerUser(built.app);
  const like = async (user: RegisteredUser, postId: string) =>
    expect((await callApi(app(), 'POST', `/api/posts/${postId}/like`, user.token)).statusCode).toBe(200);
  const follow = async (user: RegisteredUser, whom: RegisteredUser) =>
    expect(
      (await callApi(app(), 'POST', `/api/profile/user/${whom.user.id}/follow`, user.token)).statusCode,
    ).toBeLessThan(300);
  const person = ({ user }: RegisteredUser) => ({ _id: user.id, id: user.id, username: user.username, avatar: '' });

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('three likes of a post make one entry, counted once, with its latest actors newest first', async () => {
    const [author, an, binh, chi] = await Promise.all(Array.from({ length: 4 }, register));
    const post = await createPost(app(), author!, { caption: 'Team lunch' });
    for (const fan of [an!, binh!, chi!]) await like(fan, post.id);

    const { notifications: list, unreadCount } = await notificationsOf(app(), author!);
    expect(unreadCount).toBe(1);
    expect(await unreadCountOf(app(), author!)).toBe(1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'like',
      action: 'post-like',
      sender: person(chi!),
      actors: [person(chi!), person(binh!), person(an!)],
      actorCount: 3,
      post: { _id: post.id, content: 'Team lunch' },
      isRead: false,
      message: `${chi!.user.username} and 2 others liked your post`,
    });
  });

  it('a group read, then joined by someone new, is unread again and back on top; marking it reads the group', async () => {
    const [author, an, binh, commenter, late] = await Promise.all(Array.from({ length: 5 }, register));
    const post = await createPost(app(), author!);
    await like(an!, post.id);
    await like(binh!, post.id);
    const [group] = (await notificationsOf(app(), author!)).notifications;
    const read = expectData<{ unreadCount: number }>(
      await callApi(app(), 'PATCH', `/api/notifications/${group!._id}/read`, author!.token),
    );
    expect(read.unreadCount).toBe(0);

    await createComment(app(), commenter!, post.id, 'Looks great');
    expect((await notificationsOf(app(), author!)).notifications.map((n) => n.action)).toEqual([
      'post-comment',
      'post-like',
    ]);

    await like(late!, post.id);
    const after = await notificationsOf(app(), author!);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.map((n) => [n._id, n.action, n.isRead, n.actorCount])).toEqual([
      [group!._id, 'post-like', false, 3],
      [expect.any(String), 'post-comment', false, undefined],
    ]);
    expect(after.notifications[0]!.sender).toEqual(person(late!));
  });

  it('an unlike withdraws its liker; the group goes with the last one', async () => {
    const [author, an, binh] = await Promise.all(Array.from({ length: 3 }, register));
    const post = await createPost(app(), author!);
    await like(an!, post.id);
    await like(binh!, post.id);
    await like(binh!, post.id);

    const { notifications: list, unreadCount } = await notificationsOf(app(), author!);
    expect(unreadCount).toBe(1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ sender: person(an!), actors: [person(an!)], actorCount: 1 });
    expect(list[0]!.message).toBe(`${an!.user.username} liked your post`);

    await like(an!, post.id);
    expect(await notificationsOf(app(), author!)).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('likes of a comment group per comment', async () => {
    const [author, an, binh] = await Promise.all(Array.from({ length: 3 }, register));
    const post = await createPost(app(), author!);
    const [first, second] = [
      await createComment(app(), author!, post.id, 'first'),
      await createComment(app(), author!, post.id, 'second'),
    ];
    for (const fan of [an!, binh!]) {
      await callApi(app(), 'POST', `/api/posts/${post.id}/comment/${first.id}/like`, fan.token);
    }
    await callApi(app(), 'POST', `/api/posts/${post.id}/comment/${second.id}/like`, an!.token);
    const list = (await notificationsOf(app(), author!)).notifications;
    expect(list.map((n) => [n.action, n.commentId, n.actorCount])).toEqual([
      ['comment-like', second.id, 1],
      ['comment-like', first.id, 2],
    ]);
  });

  it('follows of one day group; another day makes another group', async () => {
    const [star, an, binh, chi] = await Promise.all(Array.from({ length: 4 }, register));
    await follow(an!, star!);
    // Yesterday's group, as a follow made then would have left it.
    await database()
      .db.update(notifications)
      .set({
        groupKey: sql`'follow:' || to_char(now() at time zone 'UTC' - interval '1 day', 'YYYY-MM-DD')`,
        createdAt: sql`now() - interval '1 day'`,
      })
      .where(and(eq(notifications.recipientId, star!.user.id), eq(notifications.action, 'follow')));
    await follow(binh!, star!);
    await follow(chi!, star!);

    const { notifications: list, unreadCount } = await notificationsOf(app(), star!);
    expect(unreadCount).toBe(2);
    expect(list.map((n) => [n.action, n.sender._id, n.actorCount])).toEqual([
      ['follow', chi!.user.id, 2],
      ['follow', an!.user.id, 1],
    ]);
    expect(list[0]!.message).toBe(`${chi!.user.username} and 1 other started following you`);
  });

  it('pages by cursor over groups and single notifications with no repeat or gap, a join moving its group on top', async () => {
    const [author, ...fans] = await Promise.all(Array.from({ length: 6 }, register));
    const posts = await Promise.all(Array.from({ length: 4 }, () => createPost(app(), author!)));
    // Four groups of two likes, and between them single comments.
    for (const [index, post] of posts.entries()) {
      await like(fans[0]!, post.id);
      await createComment(app(), fans[1]!, post.id, `comment ${index}`);
      await like(fans[2]!, post.id);
    }
    const everything = (await notificationsOf(app(), author!, '?limit=50')).notifications;
    expect(everything.map((n) => n.actorCount ?? 1)).toEqual([2, 1, 2, 1, 2, 1, 2, 1]);
    expect(await unreadCountOf(app(), author!)).toBe(8);

    const pages: NotificationListAnswer[] = [await notificationsOf(app(), author!, '?limit=3')];
    while (pages.at(-1)!.pagination.hasMore) {
      const cursor = encodeURIComponent(pages.at(-1)!.pagination.nextCursor!);
      pages.push(await notificationsOf(app(), author!, `?before=${cursor}&limit=3`));
    }
    expect(pages.flatMap((page) => page.notifications)).toEqual(everything);

    // Someone joins the oldest group: it is on top of the first page, and the pages still cover all once.
    await like(fans[3]!, posts[0]!.id);
    const first = await notificationsOf(app(), author!, '?limit=3');
    expect(first.notifications[0]).toMatchObject({ post: { _id: posts[0]!.id }, actorCount: 3 });
    let page = first;
    const seen = [...first.notifications];
    while (page.pagination.hasMore) {
      page = await notificationsOf(
        app(),
        author!,
        `?before=${encodeURIComponent(page.pagination.nextCursor!)}&limit=3`,
      );
      seen.push(...page.notifications);
    }
    expect(seen.map((n) => n._id).sort()).toEqual(everything.map((n) => n._id).sort());
    expect(new Set(seen.map((n) => n._id)).size).toBe(everything.length);
  });
  it('a deleted account leaves its groups: the others stay, the next latest named', async () => {
    const [author, an, binh] = await Promise.all(Array.from({ length: 3 }, register));
    const post = await createPost(app(), author!, { caption: 'Farewell party' });
    for (const fan of [an!, binh!]) await like(fan, post.id);
    expect((await deleteAccount(app(), binh!)).statusCode).toBe(200);

    const { notifications: list } = await notificationsOf(app(), author!);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ sender: person(an!), actorCount: 1 });
    expect(list[0]?.actors).toEqual([person(an!)]);
  });
});
