import { SOCKET_NAMESPACES, type SocketErrorPayload } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { SOCKET_EVENT_RULES } from '../src/realtime/event-rate-limiter.js';
import { en, vi as viText } from './helpers/api.js';
import {
  collect,
  historyOf,
  nextEvent,
  openDirect,
  registerUsers,
  sendOverSocket,
  socketPool,
} from './helpers/chat.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('socket guards', ({ database }) => {
  let built: TestApp;
  const sockets = socketPool(() => built);

  beforeAll(async () => {
    // The real limits (other suites get generous ones).
    built = await createTestApp(database(), { socketEventRules: SOCKET_EVENT_RULES });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  it('refuses a NUL character in a /chat payload with a readable failed acknowledgement and error', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const { id: conversationId } = await openDirect(built.app, alice, bob);
    const { socket } = await sockets.open(alice, SOCKET_NAMESPACES.chat, { language: 'en' });
    const error = nextEvent<SocketErrorPayload>(socket, 'error');

    const answer = await sendOverSocket(socket, { conversationId, content: 'a\u0000b', messageType: 'text' });

    expect(answer).toEqual({ success: false, message: en('common.nulByte') });
    expect(await error).toEqual({ message: en('common.nulByte') });
    expect(await sendOverSocket(socket, { conversationId, content: 'ab', messageType: 'text' })).toMatchObject({
      success: true,
    });
    expect((await historyOf(built.app, bob, conversationId)).messages.map((message) => message.content)).toEqual([
      'ab',
    ]);
  });

  it.each([
    ['/notifications', 'mark-notification-read', { notificationId: '\u0000' }],
    ['/movie-room', 'join-room', { roomId: 'room\u0000' }],
    ['/chat', 'typing-start', { conversationId: '\u0000' }],
  ] as const)('refuses a NUL character on %s (%s) in the handshake language', async (path, event, payload) => {
    const [alice] = await registerUsers(built.app, 1);
    const socket = await sockets.connect(alice, path);
    const error = nextEvent<SocketErrorPayload>(socket, 'error');
    socket.emit(event, payload);
    expect(await error).toEqual({ message: viText('common.nulByte') });
  });

  it('refuses send-message past 20 in 10 s per user, with a failed acknowledgement and an error', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const { id: conversationId } = await openDirect(built.app, alice, bob);
    const { socket } = await sockets.open(alice, SOCKET_NAMESPACES.chat, { language: 'en' });
    const errors = collect<SocketErrorPayload>(socket, 'error');
    const { limit } = SOCKET_EVENT_RULES['send-message'];

    // One burst: every event reaches the counter long before the 10 s window could end.
    const answers = await Promise.all(
      Array.from({ length: limit + 3 }, (_, index) =>
        sendOverSocket(socket, { conversationId, content: `m${index}`, messageType: 'text' }),
      ),
    );

    expect(answers.filter((answer) => answer.success)).toHaveLength(limit);
    expect(answers.filter((answer) => !answer.success)).toEqual(
      Array.from({ length: 3 }, () => ({ success: false, message: en('socket.tooManyEvents') })),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(3));
    expect(errors[0]).toEqual({ message: en('socket.tooManyEvents') });
    expect((await historyOf(built.app, bob, conversationId)).messages).toHaveLength(limit);

    // The limit is the user's, not the tab's; another user is not affected.
    const otherTab = await sockets.connect(alice);
    const refused = await sendOverSocket(otherTab, { conversationId, content: 'again', messageType: 'text' });
    expect(refused).toEqual({ success: false, message: viText('socket.tooManyEvents') });
    const bobTab = await sockets.connect(bob);
    expect(await sendOverSocket(bobTab, { conversationId, content: 'hi', messageType: 'text' })).toMatchObject({
      success: true,
    });
  });

  it('refuses room changes past their limit with an error event (events without acknowledgement)', async () => {
    const [alice] = await registerUsers(built.app, 1);
    const socket = await sockets.connect(alice);
    const error = nextEvent<SocketErrorPayload>(socket, 'error');
    // leave-conversation itself never answers with an error: this one can only be the limit's.
    for (let index = 0; index <= SOCKET_EVENT_RULES.rooms.limit; index += 1) {
      socket.emit('leave-conversation', { conversationId: 'anything' });
    }
    expect(await error).toEqual({ message: viText('socket.tooManyEvents') });
  });

  it('lets a connection recover after a drop, but not once its user has been deleted', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const dropAndReconnect = async (socket: Awaited<ReturnType<typeof sockets.connect>>, meanwhile: () => unknown) => {
      const id = socket.id ?? '';
      socket.io.engine.close();
      await vi.waitFor(() => expect(built.realtime.chat.sockets.has(id)).toBe(false));
      await vi.waitFor(() => expect(socket.connected).toBe(false));
      await meanwhile();
      socket.connect();
    };

    // Control: the same drop without a deletion comes back as a recovered connection.
    const aliceTab = await sockets.connect(alice);
    await dropAndReconnect(aliceTab, () => undefined);
    await vi.waitFor(() => expect(aliceTab.connected && aliceTab.recovered).toBe(true));

    const bobTab = await sockets.connect(bob);
    const refused = nextEvent<Error>(bobTab, 'connect_error');
    await dropAndReconnect(bobTab, () => database().db.delete(users).where(eq(users.id, bob.user.id)));

    expect((await refused).message).toBe(en('auth.invalidToken'));
    expect(bobTab.connected).toBe(false);
    expect([...built.realtime.chat.sockets.values()].map((socket) => socket.data.user.id)).not.toContain(bob.user.id);
  });
});
