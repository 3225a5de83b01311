import {
  SOCKET_NAMESPACES,
  parseFileMessageContent,
  type ConversationUpdatedPayload,
  type MessageView,
  type TypingPayload,
} from '@teamhub/contracts';
import type { Socket as ClientSocket } from 'socket.io-client';
import { expect, it, vi } from 'vitest';
import { callApi, expectData, vi as viText } from './helpers/api.js';
import { makePdf } from './helpers/chat-files.js';
import {
  collect,
  createGroup,
  nextEvent,
  registerUsers,
  sendOverSocket,
  sendText,
  listeningTestApp,
  uploaded,
} from './helpers/chat.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** Every event a socket receives, by name (presence events left out). */
function everything(socket: ClientSocket): [string, unknown][] {
  const received: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event !== 'user-online' && event !== 'user-offline') received.push([event, payload]);
  });
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describeEachDatabase('chat live events', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const users = <N extends number>(count: N) => registerUsers(built.app, count);
  const join = (socket: ClientSocket, conversationId: string) =>
    socket.timeout(5_000).emitWithAck('join-conversation', { conversationId });

  it('sends message events to every participant’s tabs once, and nothing to anyone else', async () => {
    const [alice, bob, carol] = await users(3);
    const group = await createGroup(built.app, alice, [bob]);
    const aliceTab = await sockets.connect(alice);
    const aliceOtherTab = await sockets.connect(alice);
    const bobTab = await sockets.connect(bob);
    const stranger = await sockets.connect(carol);
    const strangerEvents = everything(stranger);
    const senderEvents = collect<MessageView>(aliceTab, 'new-message');
    const bobMessages = collect<MessageView>(bobTab, 'new-message');

    // Not even joining the room lets a stranger in.
    expect(await join(stranger, group.id)).toEqual({ success: false, message: viText('chat.conversationNotFound') });
    expect(strangerEvents).toEqual([['error', { message: viText('chat.conversationNotFound') }]]);
    strangerEvents.length = 0;

    const otherTabHears = nextEvent<MessageView>(aliceOtherTab, 'new-message');
    const sent = await sendText(aliceTab, group.id, 'hello team');
    expect(await otherTabHears).toEqual(sent);
    await vi.waitFor(() => expect(bobMessages).toEqual([sent]));

    const edited = nextEvent<MessageView>(bobTab, 'message-edited');
    await callApi(built.app, 'PUT', `/api/chats/messages/${sent.id}`, alice.token, { content: 'hello all' });
    expect(await edited).toMatchObject({ id: sent.id, content: 'hello all', isEdited: true });

    const deleted = nextEvent(bobTab, 'message-deleted');
    const updated = nextEvent<ConversationUpdatedPayload>(bobTab, 'conversation-updated');
    await callApi(built.app, 'DELETE', `/api/chats/messages/${sent.id}`, alice.token);
    expect(await deleted).toEqual({ conversationId: group.id, messageId: sent.id });
    // Bob had not read it: his count goes back down with it.
    expect(await updated).toEqual({ conversationId: group.id, changes: { lastMessage: null, unreadCount: 0 } });

    const renamed = nextEvent<ConversationUpdatedPayload>(bobTab, 'conversation-updated');
    await callApi(built.app, 'PATCH', `/api/chats/conversations/${group.id}`, bob.token, { name: 'New name' });
    expect(await renamed).toEqual({ conversationId: group.id, changes: { name: 'New name' } });

    await join(bobTab, group.id);
    bobTab.emit('typing-start', { conversationId: group.id });
    stranger.emit('typing-start', { conversationId: group.id });
    await settle();
    expect(senderEvents).toEqual([]); // the sending tab had its acknowledgement instead
    expect(strangerEvents).toEqual([['error', { message: viText('chat.conversationNotFound') }]]);
  });

  it('tells each participant their own unread count when a message they had not read is deleted', async () => {
    const [alice, bob, carol] = await users(3);
    const group = await createGroup(built.app, alice, [bob, carol]);
    const [aliceTab, bobTab, carolTab] = [
      await sockets.connect(alice),
      await sockets.connect(bob),
      await sockets.connect(carol),
    ];
    const one = await sendText(aliceTab, group.id, 'one');
    const two = await sendText(aliceTab, group.id, 'two');
    expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${group.id}/read`, carol.token));
    const forAlice = nextEvent<ConversationUpdatedPayload>(aliceTab, 'conversation-updated');
    const forBob = nextEvent<ConversationUpdatedPayload>(bobTab, 'conversation-updated');
    const forCarol = nextEvent<ConversationUpdatedPayload>(carolTab, 'conversation-updated');
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${two.id}`, alice.token));
    const lastMessage = one;
    expect(await forAlice).toEqual({ conversationId: group.id, changes: { lastMessage } });
    expect(await forBob).toEqual({ conversationId: group.id, changes: { lastMessage, unreadCount: 1 } });
    expect(await forCarol).toEqual({ conversationId: group.id, changes: { lastMessage } });
  });

  it('tells the reader’s other tabs that a conversation was read', async () => {
    const [alice, bob] = await users(2);
    const group = await createGroup(built.app, alice, [bob]);
    const [aliceTab, bobTab, bobOtherTab] = [
      await sockets.connect(alice),
      await sockets.connect(bob),
      await sockets.connect(bob),
    ];
    await sendText(aliceTab, group.id, 'unread');
    const joiningTab = collect<ConversationUpdatedPayload>(bobTab, 'conversation-updated');
    const otherTab = nextEvent<ConversationUpdatedPayload>(bobOtherTab, 'conversation-updated');
    expect(await join(bobTab, group.id)).toEqual({ success: true });
    expect(await otherTab).toEqual({ conversationId: group.id, changes: { unreadCount: 0 } });
    await settle();
    expect(joiningTab).toEqual([]);

    await sendText(aliceTab, group.id, 'again');
    const heard = [bobTab, bobOtherTab].map((tab) =>
      nextEvent<ConversationUpdatedPayload>(tab, 'conversation-updated'),
    );
    expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${group.id}/read`, bob.token));
    for (const payload of await Promise.all(heard)) {
      expect(payload).toEqual({ conversationId: group.id, changes: { unreadCount: 0 } });
    }
  });

  it('sends typing to the others in the open conversation, volatile, participants only', async () => {
    const [alice, bob] = await users(2);
    const group = await createGroup(built.app, alice, [bob]);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    expect(await join(aliceTab, group.id)).toEqual({ success: true });
    expect(await join(bobTab, group.id)).toEqual({ success: true });
    const aliceTyping = collect<TypingPayload>(aliceTab, 'user-typing');

    const started = nextEvent<TypingPayload>(bobTab, 'user-typing');
    aliceTab.emit('typing-start', { conversationId: group.id });
    expect(await started).toEqual({ conversationId: group.id, userId: alice.user.id, username: alice.user.username });
    const stopped = nextEvent<TypingPayload>(bobTab, 'user-stop-typing');
    aliceTab.emit('typing-stop', { conversationId: group.id });
    expect(await stopped).toEqual({ conversationId: group.id, userId: alice.user.id, username: alice.user.username });
    expect(aliceTyping).toEqual([]);

    // A removed member is taken out of the room and told so.
    const removed = nextEvent(bobTab, 'conversation-removed');
    expectData(
      await callApi(built.app, 'DELETE', `/api/chats/conversations/${group.id}/members/${bob.user.id}`, alice.token),
    );
    expect(await removed).toEqual({ conversationId: group.id });
    const bobEvents = everything(bobTab);
    aliceTab.emit('typing-start', { conversationId: group.id });
    await sendText(aliceTab, group.id, 'after bob left');
    await settle();
    expect(bobEvents).toEqual([]);
  });

  it('gives each reader their own link in a file message', async () => {
    const [alice, bob] = await users(2);
    const group = await createGroup(built.app, alice, [bob]);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    const file = await uploaded(built.app, alice, makePdf(), 'a.pdf');
    const heard = nextEvent<MessageView>(bobTab, 'new-message');
    const answer = await sendOverSocket(aliceTab, {
      conversationId: group.id,
      content: `📎 a.pdf\n${file.url}`,
      messageType: 'file',
    });
    expect(answer.success).toBe(true);
    const url = parseFileMessageContent((await heard).content)?.url ?? '';
    expect(url).toContain(`?t=${bob.user.id}.`);
    const response = await built.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });

  it('keeps a recovered connection’s rooms (not those it was removed from meanwhile), without a second welcome', async () => {
    const [alice, bob, carol] = await users(3);
    const kept = await createGroup(built.app, alice, [bob]);
    const left = await createGroup(built.app, alice, [bob, carol]);
    const { socket: bobTab } = await sockets.open(bob, SOCKET_NAMESPACES.chat, { reconnect: true });
    const aliceTab = await sockets.connect(alice);
    await join(bobTab, kept.id);
    await join(bobTab, left.id);
    const welcomes = collect(bobTab, 'connected');
    const typing = collect<TypingPayload>(bobTab, 'user-typing');

    bobTab.io.engine.close();
    await vi.waitFor(() => expect(built.realtime.chat.sockets.size).toBe(1));
    expectData(
      await callApi(built.app, 'DELETE', `/api/chats/conversations/${left.id}/members/${bob.user.id}`, alice.token),
    );
    await vi.waitFor(() => expect(bobTab.connected && bobTab.recovered).toBe(true), { timeout: 5_000 });

    aliceTab.emit('typing-start', { conversationId: left.id });
    aliceTab.emit('typing-start', { conversationId: kept.id });
    await vi.waitFor(() => expect(typing.map((item) => item.conversationId)).toEqual([kept.id]));
    await settle();
    expect(typing.map((item) => item.conversationId)).toEqual([kept.id]);
    expect(welcomes).toEqual([]);
  });
});
