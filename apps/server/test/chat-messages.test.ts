import { randomUUID } from 'node:crypto';
import type { MessageView } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it, vi as vitest } from 'vitest';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import {
  conversationsOf,
  createGroup,
  historyOf,
  openDirect,
  sendOverSocket,
  sendText,
  socketPool,
  unreadOf,
} from './helpers/chat.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat messages', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let conversationId: string;
  const sockets = socketPool(() => built);

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, carol] = [await registerUser(built.app), await registerUser(built.app), await registerUser(built.app)];
    conversationId = (await openDirect(built.app, alice, bob)).id;
  });
  // Statement-counting tests must not see the presence look-ups of sockets closed before them.
  afterEach(async () => {
    sockets.disconnectAll();
    await vitest.waitFor(async () => expect(await built.realtime.presence.onlineUserIds()).toEqual([]));
    await built.realtime.presenceAnnouncer.idle();
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('acknowledges a sent message with the saved MessageView', async () => {
    const socket = await sockets.connect(alice);
    const answer = await sendOverSocket(socket, { conversationId, content: '  hello  ', messageType: 'text' });
    expect(answer).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        id: expect.any(String),
        conversationId,
        content: 'hello',
        messageType: 'text',
        sender: { _id: alice.user.id, id: alice.user.id, username: alice.user.username, avatar: '', verified: false },
        replyTo: null,
        story: null,
        isEdited: false,
        reactions: [],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/u),
        updatedAt: expect.any(String),
      },
    });
    const { messages } = await historyOf(built.app, bob, conversationId);
    expect(messages.at(-1)).toEqual(answer.success ? answer.data : null);
  });

  it('refuses blank, too long, missing ids and strangers in the acknowledgement', async () => {
    const socket = await sockets.connect(alice);
    const required = 'Content and conversation ID are required';
    expect(await sendOverSocket(socket, { conversationId, content: '   ' })).toEqual({
      success: false,
      message: required,
    });
    expect(await sendOverSocket(socket, { conversationId })).toEqual({ success: false, message: required });
    expect(await sendOverSocket(socket, { content: 'hi' })).toEqual({ success: false, message: required });
    const tooLong = await sendOverSocket(socket, { conversationId, content: 'x'.repeat(2001) });
    expect(tooLong).toEqual({ success: false, message: expect.stringContaining('2000') });
    const exact = await sendOverSocket(socket, { conversationId, content: 'x'.repeat(2000) });
    expect(exact.success && exact.data.content.length).toBe(2000);

    const stranger = await sockets.connect(carol);
    const notFound = { success: false, message: vi('chat.conversationNotFound') };
    expect(await sendOverSocket(stranger, { conversationId, content: 'let me in' })).toEqual(notFound);
    expect(await sendOverSocket(stranger, { conversationId: randomUUID(), content: 'x' })).toEqual(notFound);
    expect(await sendOverSocket(stranger, { conversationId: 'nope', content: 'x' })).toEqual(notFound);
    expect((await historyOf(built.app, bob, conversationId)).messages.map((m) => m.content)).not.toContain('let me in');
  });

  it('quotes a message of the same conversation only', async () => {
    const socket = await sockets.connect(alice);
    const original = await sendText(socket, conversationId, 'original message');
    const reply = await sendText(socket, conversationId, 'a reply', original.id);
    expect(reply.replyTo).toEqual({
      _id: original.id,
      content: 'original message',
      sender: { _id: alice.user.id, username: alice.user.username },
    });
    const elsewhere = await openDirect(built.app, alice, carol);
    const foreign = await sendText(socket, elsewhere.id, 'other conversation');
    for (const replyTo of [foreign.id, randomUUID(), 'junk']) {
      const answer = await sendOverSocket(socket, { conversationId, content: 'bad quote', replyTo });
      expect(answer).toEqual({ success: false, message: vi('chat.messageNotFound') });
    }
    // Deleting the quoted message keeps the reply, quoting nothing.
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${original.id}`, alice.token));
    const { messages } = await historyOf(built.app, bob, conversationId);
    expect(messages.find((m) => m.id === reply.id)?.replyTo).toBeNull();
  });

  it('pages history newest first with a before cursor, oldest first within a page', async () => {
    const group = await createGroup(built.app, alice, [bob]);
    const socket = await sockets.connect(alice);
    const sent: MessageView[] = [];
    for (let index = 1; index <= 7; index += 1) sent.push(await sendText(socket, group.id, `m${index}`));

    const first = await historyOf(built.app, bob, group.id, '?limit=3');
    expect(first.messages.map((m) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(first.hasMore).toBe(true);
    const second = await historyOf(built.app, bob, group.id, `?limit=3&before=${first.messages[0]?.id}`);
    expect(second.messages.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const third = await historyOf(built.app, bob, group.id, `?limit=3&before=${second.messages[0]?.id}`);
    expect(third).toEqual({ messages: [sent[0]], hasMore: false });
    expect((await historyOf(built.app, bob, group.id, `?before=${randomUUID()}`)).messages).toEqual([]);
    const bad = await callApi(built.app, 'GET', `/api/chats/conversations/${group.id}/messages?before=x`, bob.token);
    expect(bad.statusCode).toBe(400);
  });

  it('edits and deletes for the sender only', async () => {
    const socket = await sockets.connect(alice);
    const message = await sendText(socket, conversationId, 'first version');
    const url = `/api/chats/messages/${message.id}`;

    expectFailure(await callApi(built.app, 'PUT', url, bob.token, { content: 'hijack' }), 403, en('chat.notSender'));
    expectFailure(await callApi(built.app, 'DELETE', url, bob.token), 403, en('chat.notSender'));
    expectFailure(
      await callApi(built.app, 'PUT', url, alice.token, { content: '  ' }),
      400,
      en('chat.contentRequired'),
    );
    const tooLong = await callApi(built.app, 'PUT', url, alice.token, { content: 'y'.repeat(2001) });
    expectFailure(tooLong, 400, en('chat.contentTooLong'));
    const unknown = `/api/chats/messages/${randomUUID()}`;
    expectFailure(
      await callApi(built.app, 'PUT', unknown, alice.token, { content: 'x' }),
      404,
      en('chat.messageNotFound'),
    );

    const edited = expectData<MessageView>(
      await callApi(built.app, 'PUT', url, alice.token, { content: 'second version' }),
    );
    expect(edited).toMatchObject({
      id: message.id,
      content: 'second version',
      isEdited: true,
      createdAt: message.createdAt,
    });
    expect((await conversationsOf(built.app, bob)).find((c) => c.id === conversationId)?.lastMessage).toEqual(edited);

    expectData(await callApi(built.app, 'DELETE', url, alice.token));
    expectFailure(await callApi(built.app, 'DELETE', url, alice.token), 404, en('chat.messageNotFound'));
    const list = await conversationsOf(built.app, bob);
    expect(list.find((c) => c.id === conversationId)?.lastMessage?.id).not.toBe(message.id);
  });

  it('counts unread messages from others exactly, and zero after reading', async () => {
    const [reader, writer, other] = [
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
    ];
    const group = await createGroup(built.app, reader, [writer, other]);
    const [readerSocket, writerSocket, otherSocket] = [
      await sockets.connect(reader),
      await sockets.connect(writer),
      await sockets.connect(other),
    ];
    for (let index = 0; index < 3; index += 1) await sendText(writerSocket, group.id, `w${index}`);
    await sendText(otherSocket, group.id, 'o');
    await sendText(readerSocket, group.id, 'my own');
    expect(await unreadOf(built.app, reader, group.id)).toBe(4);
    expect(await unreadOf(built.app, writer, group.id)).toBe(2);

    const read = await callApi(built.app, 'POST', `/api/chats/conversations/${group.id}/read`, reader.token);
    expect(expectData(read)).toEqual({ unreadCount: 0 });
    expect(await unreadOf(built.app, reader, group.id)).toBe(0);
    await sendText(writerSocket, group.id, 'after reading');
    expect(await unreadOf(built.app, reader, group.id)).toBe(1);
    // Opening it over the socket reads it too.
    expect(await readerSocket.timeout(5_000).emitWithAck('join-conversation', { conversationId: group.id })).toEqual({
      success: true,
    });
    expect(await unreadOf(built.app, reader, group.id)).toBe(0);
  });

  it('builds the conversation list in the same number of statements however long it is', async () => {
    const user = await registerUser(built.app);
    const count = async () => {
      const statements: string[] = [];
      const stop = database().onQuery((sql) => statements.push(sql));
      try {
        await conversationsOf(built.app, user);
      } finally {
        stop();
      }
      return statements.length;
    };
    const socket = await sockets.connect(user);
    const peer = await registerUser(built.app);
    await sendText(socket, (await openDirect(built.app, user, peer)).id, 'one');
    const withOne = await count();
    for (let index = 0; index < 4; index += 1) {
      const other = await registerUser(built.app);
      await sendText(socket, (await openDirect(built.app, user, other)).id, `hi ${index}`);
    }
    await createGroup(built.app, user, [peer]);
    expect((await conversationsOf(built.app, user)).length).toBe(6);
    expect(await count()).toBe(withOne);
    expect(withOne).toBe(2); // the signed-in user, then the list
  });
});
