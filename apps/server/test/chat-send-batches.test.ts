import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMessagesRepository, type NewMessage } from '../src/modules/chat/messages.repository.js';
import { createGroup, historyOf, registerUsers, unreadOf } from './helpers/chat.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/**
 * Sends that arrive while others are being saved go to the database together, in one statement
 * (messages.repository.ts): each keeps its own answer, a conversation's messages their order, and the
 * unread counts stay exact.
 */
describeEachDatabase('chat sends saved together', ({ database }) => {
  let built: TestApp;

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  const text = (conversationId: string, senderId: string, content: string, clientId: string | null = null) =>
    ({
      conversationId,
      senderId,
      content,
      messageType: 'text',
      fileId: null,
      replyToId: null,
      clientId,
    }) satisfies NewMessage;

  it('answers each send of a burst into several conversations, in order, with exact unread counts', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const groups = [await createGroup(built.app, alice, [bob, carol]), await createGroup(built.app, bob, [alice])];
    const messages = createMessagesRepository(database().db);
    const unreadBefore = await unreadOf(built.app, carol, groups[0]!.id);
    const [aliceBefore, bobBefore] = [
      await unreadOf(built.app, alice, groups[0]!.id),
      await unreadOf(built.app, bob, groups[0]!.id),
    ];
    const repeated = randomUUID();

    const sends = Array.from({ length: 24 }, (_, index) => {
      const group = groups[index % 2]!;
      const sender = index % 3 === 0 ? bob : alice;
      return messages.send(text(group.id, sender.user.id, `burst ${index}`));
    });
    // The same client id twice in one burst (a retry racing its first send), and a stranger's send.
    sends.push(messages.send(text(groups[0]!.id, alice.user.id, 'once', repeated)));
    sends.push(messages.send(text(groups[0]!.id, alice.user.id, 'once', repeated)));
    sends.push(messages.send(text(groups[1]!.id, carol.user.id, 'not a member')));
    const outcomes = await Promise.all(sends);

    expect(outcomes.slice(0, 24).map((outcome) => outcome.status)).toEqual(Array(24).fill('sent'));
    expect(outcomes.slice(24).map((outcome) => outcome.status)).toEqual(['sent', 'duplicate', 'not-member']);
    const [once, again] = outcomes.slice(24, 26).map((outcome) => ('message' in outcome ? outcome.message.id : null));
    expect(again).toBe(once);
    for (const [index, outcome] of outcomes.slice(0, 24).entries()) {
      expect(outcome.status === 'sent' && outcome.message.content).toBe(`burst ${index}`);
    }

    const history = (await historyOf(built.app, alice, groups[0]!.id, '?limit=50')).messages.map((m) => m.content);
    const expected = Array.from({ length: 24 }, (_, index) => index)
      .filter((index) => index % 2 === 0)
      .map((index) => `burst ${index}`);
    expect(history.filter((content) => content.startsWith('burst '))).toEqual(expected);
    expect(history.filter((content) => content === 'once')).toHaveLength(1);
    // Carol sent none of them: every one (12 of the burst and 'once') is unread to her.
    expect(await unreadOf(built.app, carol, groups[0]!.id)).toBe((unreadBefore ?? 0) + 13);
    // Senders' own messages are never unread to them: Alice sent 9 of the 13, Bob the other 4.
    expect(await unreadOf(built.app, alice, groups[0]!.id)).toBe((aliceBefore ?? 0) + 4);
    expect(await unreadOf(built.app, bob, groups[0]!.id)).toBe((bobBefore ?? 0) + 9);
  });
});
