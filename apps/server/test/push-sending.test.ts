import { SOCKET_NAMESPACES, type ApiSuccess } from '@teamhub/contracts';
import webPush from 'web-push';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { PushOutcome } from '../src/modules/push/push-notifier.js';
import { authHeaders, callApi, expectData } from './helpers/api.js';
import { createGroup, openDirect, registerUsers, listeningTestApp, sendText, WAIT_MS } from './helpers/chat.js';
import { notificationsOf } from './helpers/notifications.js';
import { decryptPush, startPushService, subscriptionKeys, verifyVapid } from './helpers/push-service.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type PushService = Awaited<ReturnType<typeof startPushService>>;

describeEachDatabase('Web Push to a stand-in push service', ({ database }) => {
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:admin@example.com' };
  const outcomes: PushOutcome[] = [];
  const built = listeningTestApp(database, {
    push: { vapid, allowLoopback: true },
    onPushOutcome: (outcome) => outcomes.push(outcome),
  });
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });

  /** Subscribes a fresh endpoint of the stand-in for `user`, pushes worded in `language`. */
  async function subscribe(user: RegisteredUser, language: 'en' | 'vi' = 'en') {
    const keys = subscriptionKeys();
    const endpoint = service.endpoint();
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: authHeaders(user.token, {
        'accept-language': language,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      }),
      payload: { endpoint, expirationTime: null, keys: keys.json },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { endpoint, keys };
  }

  /** The outcome for `user` once there is one (the push is sent from a queue, after the send answered). */
  const outcomeFor = (user: RegisteredUser) =>
    vi.waitFor(
      () => {
        const outcome = outcomes.find((item) => item.userId === user.user.id);
        if (!outcome) throw new Error('no push outcome yet');
        outcomes.splice(outcomes.indexOf(outcome), 1);
        return outcome;
      },
      { timeout: WAIT_MS },
    );

  it('pushes a chat message to an offline member: encrypted to their keys, signed with VAPID, grouped per conversation', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint, keys } = await subscribe(ben);
    const direct = await openDirect(built.app, ana, ben);
    const anaTab = await built.sockets.connect(ana);

    await sendText(anaTab, direct.id, 'Lunch at noon?');

    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, endpoint, status: 'sent' });
    const [push] = service.to(endpoint);
    expect(push).toBeDefined();
    if (!push) return;
    expect(push.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
      topic: direct.id.replaceAll('-', ''),
    });
    const { publicKey } = expectData<{ publicKey: string }>(
      await callApi(built.app, 'GET', '/api/push/vapid-public-key', ben.token),
    );
    expect(publicKey).toBe(vapid.publicKey);
    const claims = verifyVapid(push.headers.authorization, publicKey, service.origin);
    expect(claims.sub).toBe(vapid.subject);
    expect(decryptPush(push.body, keys)).toEqual({
      title: ana.user.username,
      body: 'Lunch at noon?',
      url: `/chat?c=${direct.id}`,
      tag: `chat-${direct.id}`,
      // The badge is the bell's number, as an open tab shows it: a message is not a notification.
      unreadCount: 0,
    });

    // A second message replaces the first on the device (same tag and topic) and says how many wait.
    await sendText(anaTab, direct.id, 'Or 1 pm');
    expect((await outcomeFor(ben)).status).toBe('sent');
    const second = service.to(endpoint)[1];
    expect(second && decryptPush(second.body, keys)).toMatchObject({
      title: `${ana.user.username} (2 new messages)`,
      body: 'Or 1 pm',
      tag: `chat-${direct.id}`,
      unreadCount: 0,
    });
  });

  it('words a group message in the language the device subscribed with', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint, keys } = await subscribe(ben, 'vi');
    const group = await createGroup(built.app, ana, [ben], { name: 'Thiết kế' });
    await sendText(await built.sockets.connect(ana), group.id, 'Xem bản mới nhé');
    expect((await outcomeFor(ben)).status).toBe('sent');
    const [push] = service.to(endpoint);
    expect(push && decryptPush(push.body, keys)).toMatchObject({
      title: `${ana.user.username} trong Thiết kế`,
      body: 'Xem bản mới nhé',
    });
  });

  it('sends nothing to a member with a tab open', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint } = await subscribe(ben);
    const direct = await openDirect(built.app, ana, ben);
    await built.sockets.connect(ben, SOCKET_NAMESPACES.notifications);
    await sendText(await built.sockets.connect(ana), direct.id, 'You there?');
    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, status: 'skipped', reason: 'online' });
    expect(service.to(endpoint)).toEqual([]);
  });

  it('costs no database statement for a message to a member who never subscribed', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, ana, ben);
    const anaTab = await built.sockets.connect(ana);
    const statements: string[] = [];
    const stop = database().onQuery((sql) => statements.push(sql));
    try {
      await sendText(anaTab, direct.id, 'Nobody pushes this');
      expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, status: 'skipped', reason: 'no-subscription' });
    } finally {
      stop();
    }
    // The push feature's look-ups: subscriptions, preferences, the conversation's audience.
    expect(statements.filter((sql) => /push_|greatest\("conversations"/.test(sql))).toEqual([]);
    expect(statements.length).toBeGreaterThan(0); // the send itself was seen
  });

  it('sends nothing from a conversation the member muted', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint } = await subscribe(ben);
    const direct = await openDirect(built.app, ana, ben);
    const muted = await callApi(built.app, 'PATCH', `/api/chats/conversations/${direct.id}/mute`, ben.token, {
      muted: true,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    await sendText(await built.sockets.connect(ana), direct.id, 'Psst');
    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, status: 'skipped', reason: 'muted' });
    expect(service.to(endpoint)).toEqual([]);
  });

  it("still pushes a mention from a group the member muted, as the message's push", async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint, keys } = await subscribe(ben, 'en');
    const group = await createGroup(built.app, ana, [ben], { name: 'Design' });
    const muted = await callApi(built.app, 'PATCH', `/api/chats/conversations/${group.id}/mute`, ben.token, {
      muted: true,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const message = await sendText(await built.sockets.connect(ana), group.id, `@${ben.user.username} look`);
    // The message's own push is skipped (muted); the mention's comes through.
    const first = await outcomeFor(ben);
    const second = await outcomeFor(ben);
    expect([first, second]).toContainEqual({ userId: ben.user.id, status: 'skipped', reason: 'muted' });
    expect([first, second].map((outcome) => outcome.status)).toContain('sent');
    const [push] = service.to(endpoint);
    expect(push && decryptPush(push.body, keys)).toMatchObject({
      title: ana.user.username,
      body: `${ana.user.username} mentioned you in a message`,
      url: `/chat?c=${group.id}&message=${message.id}`,
      tag: `chat-${group.id}`,
    });
  });

  it('sends nothing of a category turned off, nor in quiet hours', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint } = await subscribe(ben);
    const direct = await openDirect(built.app, ana, ben);
    const anaTab = await built.sockets.connect(ana);
    const save = (body: unknown) => callApi(built.app, 'PUT', '/api/push/preferences', ben.token, body);
    const categories = { messages: false, social: true, tasks: true, invitations: true };

    expect(expectData(await save({ categories, quietHours: null }))).toEqual({ categories, quietHours: null });
    await sendText(anaTab, direct.id, 'One');
    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, status: 'skipped', reason: 'category' });

    // Quiet from an hour ago to an hour from now, on a UTC clock.
    const clock = (offsetMinutes: number) => new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(11, 16);
    const quietHours = { start: clock(-60), end: clock(60), timeZone: 'UTC' };
    await save({ categories: { ...categories, messages: true }, quietHours });
    expect(expectData(await callApi(built.app, 'GET', '/api/push/preferences', ben.token))).toEqual({
      categories: { ...categories, messages: true },
      quietHours,
    });
    await sendText(anaTab, direct.id, 'Two');
    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, status: 'skipped', reason: 'quiet-hours' });
    expect(service.to(endpoint)).toEqual([]);
  });

  it('removes a subscription the push service answers 410 Gone for', async () => {
    const [ana, ben] = await registerUsers(built.app, 2);
    const { endpoint } = await subscribe(ben);
    service.answer(endpoint, 410);
    const direct = await openDirect(built.app, ana, ben);
    const anaTab = await built.sockets.connect(ana);
    await sendText(anaTab, direct.id, 'Anyone?');
    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, endpoint, status: 'gone' });
    await sendText(anaTab, direct.id, 'Hello?');
    expect(await outcomeFor(ben)).toEqual({ userId: ben.user.id, status: 'skipped', reason: 'no-subscription' });
    expect(service.to(endpoint)).toHaveLength(1);
  });

  it("lets nobody remove another member's subscription", async () => {
    const [ana, ben, eve] = await registerUsers(built.app, 3);
    const { endpoint } = await subscribe(ben);
    const asEve = await built.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
      headers: authHeaders(eve.token),
    });
    expect(expectData(asEve)).toEqual({ removed: false });
    const direct = await openDirect(built.app, ana, ben);
    await sendText(await built.sockets.connect(ana), direct.id, 'Still reachable');
    expect(await outcomeFor(ben)).toMatchObject({ endpoint, status: 'sent' });

    // Their own, by body: gone, and no push follows.
    expect(expectData(await callApi(built.app, 'DELETE', '/api/push/subscriptions', ben.token, { endpoint }))).toEqual({
      removed: true,
    });
    await sendText(await built.sockets.connect(ana), direct.id, 'Now?');
    expect(await outcomeFor(ben)).toMatchObject({ status: 'skipped', reason: 'no-subscription' });
  });

  it('pushes a notification (a follow) with where a click goes, one tag per group so a newcomer replaces it', async () => {
    const [ana, ben, cara] = await registerUsers(built.app, 3);
    const { endpoint, keys } = await subscribe(ben);
    const followed = await callApi(built.app, 'POST', `/api/profile/user/${ben.user.id}/follow`, ana.token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(await outcomeFor(ben)).toMatchObject({ endpoint, status: 'sent' });
    const [push] = service.to(endpoint);
    expect(push?.headers.urgency).toBe('normal');
    const [group] = (await notificationsOf(built.app, ben)).notifications;
    expect(push && decryptPush(push.body, keys)).toEqual({
      title: ana.user.username,
      body: `${ana.user.username} started following you`,
      url: `/profile/${ana.user.id}`,
      tag: `notification-${group!._id}`,
      unreadCount: 1,
    });

    await callApi(built.app, 'POST', `/api/profile/user/${ben.user.id}/follow`, cara.token);
    expect(await outcomeFor(ben)).toMatchObject({ endpoint, status: 'sent' });
    const second = service.to(endpoint).at(-1);
    expect(second && decryptPush(second.body, keys)).toMatchObject({
      body: `${cara.user.username} and 1 other started following you`,
      tag: `notification-${group!._id}`,
      unreadCount: 1,
    });
  });

  it('answers the subscription with its device name and no keys', async () => {
    const [ben] = await registerUsers(built.app, 1);
    const keys = subscriptionKeys();
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: authHeaders(ben.token, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' }),
      payload: { endpoint: service.endpoint(), keys: keys.json },
    });
    const { data } = response.json<ApiSuccess<{ subscription: Record<string, unknown> }>>();
    expect(Object.keys(data.subscription).sort()).toEqual(['createdAt', 'deviceLabel', 'endpoint']);
    expect(data.subscription.deviceLabel).toBe('Chrome on Linux');
  });
});
