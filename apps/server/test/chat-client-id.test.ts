import { randomUUID } from 'node:crypto';
import type { MessageView } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createMessagesRepository } from '../src/modules/chat/messages.repository.js';
import { en } from './helpers/api.js';
import {
  collect,
  createGroup,
  historyOf,
  nextEvent,
  openDirect,
  registerUsers,
  sendOverSocket,
  sendText,
  socketPool,
  unreadOf,
} from './helpers/chat.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat send retries (clientId)', ({ database }) => {
  let built: TestApp;
  const sockets = socketPool(() => built);

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  it('answers a retried send with the first message, without a second broadcast or unread bump', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const { id: conversationId } = await openDirect(built.app, alice, bob);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    const received = collect<MessageView>(bobTab, 'new-message');
    const clientId = randomUUID();
    const payload = { conversationId, content: 'once', messageType: 'text' as const, clientId };

    const first = await sendOverSocket(aliceTab, payload);
    const retried = await sendOverSocket(aliceTab, payload);
    // A retry may come from another tab after a reload, with the id in upper case.
    const fromElsewhere = await sendOverSocket(await sockets.connect(alice), {
      ...payload,
      clientId: clientId.toUpperCase(),
    });

    expect(first.success).toBe(true);
    expect(retried).toEqual(first);
    expect(fromElsewhere).toEqual(first);
    // Events reach a socket in order: once this later message is in, any second copy would be too.
    const later = nextEvent<MessageView>(bobTab, 'new-message');
    await sendText(aliceTab, conversationId, 'later');
    await later;
    expect(received.map((message) => message.content)).toEqual(['once', 'later']);
    expect((await historyOf(built.app, bob, conversationId)).messages.map((message) => message.content)).toEqual([
      'once',
      'later',
    ]);
    expect(await unreadOf(built.app, bob, conversationId)).toBe(2);
  });

  it('saves one message when sends with the same clientId race each other', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, alice, [bob, carol]);
    const aliceTab = await sockets.connect(alice);
    const clientId = randomUUID();
    const payload = { conversationId: group.id, content: 'racing', messageType: 'text' as const, clientId };

    const answers = await Promise.all(Array.from({ length: 5 }, () => sendOverSocket(aliceTab, payload)));

    const ids = answers.map((answer) => (answer.success ? answer.data.id : answer.message));
    expect(new Set(ids).size).toBe(1);
    expect((await historyOf(built.app, bob, group.id)).messages).toHaveLength(1);
    expect(await unreadOf(built.app, carol, group.id)).toBe(1);
  });

  it('saves one row when the repository itself is called concurrently (the unique index decides)', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const { id: conversationId } = await openDirect(built.app, alice, bob);
    const messages = createMessagesRepository(database().db);
    const values = {
      conversationId,
      senderId: alice.user.id,
      content: 'raced',
      messageType: 'text' as const,
      fileId: null,
      replyToId: null,
      clientId: randomUUID(),
    };

    const outcomes = await Promise.all(Array.from({ length: 4 }, () => messages.send(values)));

    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'duplicate')).toHaveLength(3);
    const savedIds = outcomes.map((outcome) => ('message' in outcome ? outcome.message.id : null));
    expect(new Set(savedIds).size).toBe(1);
    expect((await historyOf(built.app, bob, conversationId)).messages).toHaveLength(1);
  });

  it('keeps sends without a clientId apart, and refuses a bad or reused one', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const { id: withBob } = await openDirect(built.app, alice, bob);
    const { id: withCarol } = await openDirect(built.app, alice, carol);
    const aliceTab = await sockets.open(alice, undefined, { language: 'en' }).then(({ socket }) => socket);
    const payload = { conversationId: withBob, content: 'same text', messageType: 'text' as const };
    await sendText(aliceTab, withBob, 'same text');
    await sendText(aliceTab, withBob, 'same text');
    expect((await historyOf(built.app, bob, withBob)).messages).toHaveLength(2);

    expect(await sendOverSocket(aliceTab, { ...payload, clientId: 'not-a-uuid' })).toEqual({
      success: false,
      message: en('chat.clientIdInvalid'),
    });
    const clientId = randomUUID();
    expect((await sendOverSocket(aliceTab, { ...payload, clientId })).success).toBe(true);
    expect(await sendOverSocket(aliceTab, { ...payload, conversationId: withCarol, clientId })).toEqual({
      success: false,
      message: en('chat.clientIdReused'),
    });
    expect((await historyOf(built.app, carol, withCarol)).messages).toEqual([]);
    // Client ids are the sender's own: another sender may use the same one.
    const bobTab = await sockets.connect(bob);
    expect(await sendOverSocket(bobTab, { ...payload, content: 'from bob', clientId })).toMatchObject({
      success: true,
      data: { content: 'from bob' },
    });
  });
});
