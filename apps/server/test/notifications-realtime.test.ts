import type { AddressInfo } from 'node:net';
import {
  SOCKET_NAMESPACES,
  type NewNotificationPayload,
  type NotificationReadPayload,
  type UnreadCountPayload,
} from '@teamhub/contracts';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { callApi } from './helpers/api.js';
import { notificationsOf } from './helpers/notifications.js';
import { createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

function nextEvent<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in time`)), 5_000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describeEachDatabase('live notifications', ({ database }) => {
  let built: App;
  let baseUrl: string;
  const clients: ClientSocket[] = [];

  const connect = async (user: RegisteredUser, path: string = SOCKET_NAMESPACES.notifications) => {
    const socket = connectClient(`${baseUrl}${path}`, {
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    clients.push(socket);
    await nextEvent(socket, 'connected');
    return socket;
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const socket of clients.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('pushes a new notification to every tab of the recipient only, and withdraws it on unlike', async () => {
    const [author, fan] = [await registerUser(built.app), await registerUser(built.app)];
    const post = await createPost(built.app, author);
    const [tabOne, tabTwo, fanTab] = [await connect(author), await connect(author), await connect(fan)];
    const fanHeard: unknown[] = [];
    fanTab.on('new-notification', (payload) => fanHeard.push(payload));

    const heard = [tabOne, tabTwo].map((tab) => nextEvent<NewNotificationPayload>(tab, 'new-notification'));
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, fan.token);
    const [first, second] = await Promise.all(heard);
    expect(first).toEqual(second);
    expect(first!.unreadCount).toBe(1);
    expect(first!.notification).toEqual((await notificationsOf(built.app, author)).notifications[0]);

    const removed = nextEvent<NotificationReadPayload>(tabOne, 'notification-removed');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, fan.token);
    expect(await removed).toEqual({ notificationId: first!.notification._id, unreadCount: 0 });
    expect(fanHeard).toEqual([]);
  });

  it('a newcomer to a group comes as new-notification with the group id; a leaver as notification-updated', async () => {
    const [author, an, binh] = await Promise.all(Array.from({ length: 3 }, () => registerUser(built.app)));
    const post = await createPost(built.app, author!);
    const tab = await connect(author!);
    const first = nextEvent<NewNotificationPayload>(tab, 'new-notification');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, an!.token);
    const group = (await first).notification;
    expect(group.actorCount).toBe(1);

    const joined = nextEvent<NewNotificationPayload>(tab, 'new-notification');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, binh!.token);
    expect(await joined).toMatchObject({
      notification: { _id: group._id, actorCount: 2, sender: { _id: binh!.user.id } },
      unreadCount: 1,
    });

    const updated = nextEvent<NewNotificationPayload>(tab, 'notification-updated');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, binh!.token);
    expect(await updated).toMatchObject({
      notification: { _id: group._id, actorCount: 1, sender: { _id: an!.user.id } },
      unreadCount: 1,
    });
  });

  it('accepts mark-notification-read and mark-all-notifications-read on /notifications and /chat', async () => {
    const [author, fan] = [await registerUser(built.app), await registerUser(built.app)];
    const [postOne, postTwo] = [await createPost(built.app, author), await createPost(built.app, author)];
    const notificationsTab = await connect(author);
    const chatTab = await connect(author, SOCKET_NAMESPACES.chat);
    await callApi(built.app, 'POST', `/api/posts/${postOne.id}/like`, fan.token);
    await callApi(built.app, 'POST', `/api/posts/${postTwo.id}/like`, fan.token);
    const [newest] = (await notificationsOf(built.app, author)).notifications;

    const readSuccess = nextEvent<NotificationReadPayload>(notificationsTab, 'notification-read-success');
    chatTab.emit('mark-notification-read', { notificationId: newest!._id });
    expect(await readSuccess).toEqual({ notificationId: newest!._id, unreadCount: 1 });

    // Commands may come from either connection; their results arrive on the notification one.
    const allRead = nextEvent<UnreadCountPayload>(notificationsTab, 'all-notifications-read-success');
    chatTab.emit('mark-all-notifications-read');
    expect(await allRead).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(built.app, author)).unreadCount).toBe(0);

    const error = nextEvent<{ message: string }>(notificationsTab, 'error');
    notificationsTab.emit('mark-notification-read', { notificationId: '00000000-0000-4000-8000-000000000000' });
    expect(await error).toEqual({ message: 'Notification not found' });
  });

  it('a failed push never fails the action', async () => {
    const [author, fan] = [await registerUser(built.app), await registerUser(built.app)];
    const post = await createPost(built.app, author);
    await connect(author);
    vi.spyOn(built.realtime.notifications, 'to').mockImplementation(() => {
      throw new Error('socket layer down');
    });
    const response = await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, fan.token);
    expect(response.statusCode).toBe(200);
    vi.restoreAllMocks();
    expect((await notificationsOf(built.app, author)).unreadCount).toBe(1);
  });
});
