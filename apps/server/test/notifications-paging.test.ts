import type { NotificationListAnswer } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications } from '../src/db/schema/index.js';
import { callApi, en, expectFailure } from './helpers/api.js';
import { notificationsOf } from './helpers/notifications.js';
import { createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('notifications by cursor', ({ database }) => {
  let built: App;
  const app = () => built.app;

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  /** Follow notifications from `sender` to `recipient`, straight into the table at `createdAt` (SQL text). */
  async function insertAt(recipient: RegisteredUser, sender: RegisteredUser, count: number, createdAt: string) {
    await database()
      .db.insert(notifications)
      .values(
        Array.from({ length: count }, () => ({
          recipientId: recipient.user.id,
          senderId: sender.user.id,
          type: 'follow' as const,
          action: 'follow' as const,
          createdAt: sql`${createdAt}::timestamptz` as unknown as Date,
        })),
      );
  }

  /** Every page after `first` by `nextCursor`, `limit` at a time, calling `between` before each. */
  async function restByCursor(
    user: RegisteredUser,
    first: NotificationListAnswer,
    limit: number,
    between: () => Promise<void> = async () => undefined,
  ) {
    const pages = [first];
    let last = first;
    while (last.pagination.hasMore) {
      await between();
      expect(last.pagination.nextCursor).toEqual(expect.any(String));
      const cursor = encodeURIComponent(last.pagination.nextCursor!);
      last = await notificationsOf(app(), user, `?before=${cursor}&limit=${limit}`);
      pages.push(last);
    }
    expect(last.pagination.nextCursor).toBeNull();
    return pages.flatMap((page) => page.notifications.map((item) => item._id));
  }

  it('keeps one order through equal timestamps, to the microsecond, with no repeats or gaps', async () => {
    const [recipient, sender] = [await registerUser(app()), await registerUser(app())];
    await insertAt(recipient, sender, 5, '2026-03-01 10:00:00.123456+00');
    // Same millisecond, other microseconds: a cursor cut to milliseconds would misplace these.
    await insertAt(recipient, sender, 2, '2026-03-01 10:00:00.123457+00');
    await insertAt(recipient, sender, 2, '2026-03-01 10:00:00.123455+00');
    await insertAt(recipient, sender, 3, '2026-03-01 09:00:00+00');

    const everything = (await notificationsOf(app(), recipient, '?limit=50')).notifications.map((item) => item._id);
    expect(everything).toHaveLength(12);
    for (const limit of [1, 2, 5]) {
      const first = await notificationsOf(app(), recipient, `?limit=${limit}`);
      expect(first.pagination).toMatchObject({ page: 1, limit, hasMore: true });
      expect(await restByCursor(recipient, first, limit)).toEqual(everything);
    }
  });

  it('pages on unchanged while new notifications arrive and the cursor row is withdrawn', async () => {
    const [author, ...fans] = await Promise.all(Array.from({ length: 5 }, () => registerUser(app())));
    // One post per fan: likes of one post would join one group rather than arrive as new entries.
    const posts = await Promise.all(fans.map(() => createPost(app(), author!)));
    await insertAt(author!, fans[0]!, 7, '2026-03-01 10:00:00+00');
    await insertAt(author!, fans[1]!, 7, '2026-03-01 10:00:00+00');
    const before = (await notificationsOf(app(), author!, '?limit=50')).notifications.map((item) => item._id);

    const first = await notificationsOf(app(), author!, '?limit=4');
    let arrivals = 0;
    // Before each next page, a fan likes the post: a new, newer notification arrives.
    const seen = await restByCursor(author!, first, 4, async () => {
      const fan = fans[arrivals % fans.length]!;
      const post = posts[arrivals % fans.length]!;
      arrivals += 1;
      expect((await callApi(app(), 'POST', `/api/posts/${post.id}/like`, fan.token)).statusCode).toBe(200);
    });
    expect(seen).toEqual(before);
    expect(arrivals).toBe(3);

    // A cursor names a position, not a row: the newest (fans[2]'s like) is withdrawn by an unlike
    // after its cursor was handed out, and the next page still starts right after it.
    const page = await notificationsOf(app(), author!, '?limit=1');
    expect(page.notifications[0]).toMatchObject({ action: 'post-like', sender: { _id: fans[2]!.user.id } });
    expect((await callApi(app(), 'POST', `/api/posts/${posts[2]!.id}/like`, fans[2]!.token)).statusCode).toBe(200);
    const next = await notificationsOf(
      app(),
      author!,
      `?before=${encodeURIComponent(page.pagination.nextCursor!)}&limit=2`,
    );
    expect(next.pagination).toEqual({ limit: 2, hasMore: true, nextCursor: expect.any(String) });
    expect(next.notifications.map((item) => item.sender._id)).toEqual([fans[1]!.user.id, fans[0]!.user.id]);
  });

  it('refuses a malformed cursor and lets `before` win over `page`', async () => {
    const [recipient, sender] = [await registerUser(app()), await registerUser(app())];
    await insertAt(recipient, sender, 3, '2026-03-01 10:00:00+00');
    for (const cursor of ['x', '2026-03-01T10:00:00.000Z|not-an-id', '2026-03-01T10:00:00Z|' + sender.user.id]) {
      expectFailure(
        await callApi(app(), 'GET', `/api/notifications?before=${encodeURIComponent(cursor)}`, recipient.token),
        400,
        en('common.validationFailed'),
      );
    }
    const first = await notificationsOf(app(), recipient, '?limit=1');
    const withPage = await notificationsOf(
      app(),
      recipient,
      `?page=3&limit=1&before=${encodeURIComponent(first.pagination.nextCursor!)}`,
    );
    expect(withPage.notifications).toHaveLength(1);
    expect(withPage.notifications[0]!._id).not.toBe(first.notifications[0]!._id);
    expect(withPage.unreadCount).toBe(3);
  });
});
