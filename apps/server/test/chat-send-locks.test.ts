import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMessagesRepository, type NewMessage } from '../src/modules/chat/messages.repository.js';
import { createGroup, historyOf, registerUsers, unreadOf } from './helpers/chat.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { someoneWaitsForALock } from './helpers/lock-waits.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/**
 * A send is one statement (chat_send_messages, migration 0015) that takes the conversation's row lock
 * and only then checks membership: a membership change in progress holds that lock, so a send that
 * arrives meanwhile waits for it and then sees it. Only PostgreSQL has a second connection to hold a
 * transaction open while another statement runs; PGlite runs one statement at a time.
 */
describeEachDatabase('chat sends and membership changes in progress', ({ database }) => {
  let built: TestApp;

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  const textFrom = (conversationId: string, senderId: string, content: string): NewMessage => ({
    conversationId,
    senderId,
    content,
    messageType: 'text',
    fileId: null,
    replyToId: null,
    clientId: null,
  });

  it('waits for a removal in progress and then refuses the removed sender, leaving the counters as they were', async (context) => {
    if (database().kind !== 'postgres') context.skip();
    const [owner, leaving, staying] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, owner, [leaving, staying]);
    const messages = createMessagesRepository(database().db);
    const historyBefore = (await historyOf(built.app, staying, group.id)).messages;
    const unreadBefore = await unreadOf(built.app, staying, group.id);

    let sending: ReturnType<typeof messages.send> | undefined;
    await database().db.transaction(async (tx) => {
      // What removing a member does first (conversations.repository.ts), then the removal itself.
      await tx.execute(sql`SELECT id FROM conversations WHERE id = ${group.id} FOR NO KEY UPDATE`);
      await tx.execute(
        sql`DELETE FROM conversation_participants WHERE conversation_id = ${group.id} AND user_id = ${leaving.user.id}`,
      );
      sending = messages.send(textFrom(group.id, leaving.user.id, 'too late'));
      await someoneWaitsForALock(database().db);
    });

    expect(await sending).toEqual({ status: 'not-member' });
    expect((await historyOf(built.app, staying, group.id)).messages).toEqual(historyBefore);
    expect(await unreadOf(built.app, staying, group.id)).toBe(unreadBefore);
  });

  it('waits for a join in progress and then tells the new member too', async (context) => {
    if (database().kind !== 'postgres') context.skip();
    const [owner, member, joining] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, owner, [member]);
    const messages = createMessagesRepository(database().db);

    let sending: ReturnType<typeof messages.send> | undefined;
    await database().db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM conversations WHERE id = ${group.id} FOR NO KEY UPDATE`);
      await tx.execute(sql`
        INSERT INTO conversation_participants (conversation_id, user_id, role, last_read_seq)
        VALUES (${group.id}, ${joining.user.id}, 'member',
                (SELECT message_seq FROM conversations WHERE id = ${group.id}))`);
      sending = messages.send(textFrom(group.id, owner.user.id, 'welcome'));
      await someoneWaitsForALock(database().db);
    });

    const outcome = await sending;
    expect(outcome?.status).toBe('sent');
    if (outcome?.status !== 'sent') return;
    expect(outcome.participantIds.sort()).toEqual([owner.user.id, member.user.id, joining.user.id].sort());
    expect(await unreadOf(built.app, joining, group.id)).toBe(1);
  });
});
