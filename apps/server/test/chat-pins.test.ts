import { randomUUID } from 'node:crypto';
import { LIMITS, type MessagePinView, type MessageUnpinned } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import {
  collect,
  createGroup,
  nextEvent,
  openDirect,
  registerUsers,
  listeningTestApp,
  sendText,
} from './helpers/chat.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { rowsOf } from '../src/db/sql-rows.js';

describeEachDatabase('pinned messages', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const pin = (user: RegisteredUser, messageId: string) =>
    callApi(built.app, 'POST', `/api/chats/messages/${messageId}/pin`, user.token);
  const unpin = (user: RegisteredUser, messageId: string) =>
    callApi(built.app, 'DELETE', `/api/chats/messages/${messageId}/pin`, user.token);
  const pinsOf = (user: RegisteredUser, conversationId: string) =>
    callApi(built.app, 'GET', `/api/chats/conversations/${conversationId}/pins`, user.token);
  const pinnedIds = async (user: RegisteredUser, conversationId: string) =>
    expectData<MessagePinView[]>(await pinsOf(user, conversationId)).map((item) => item.message.id);

  it('pins and unpins in a direct chat, either side, idempotently, newest pin first', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const aliceTab = await sockets.connect(alice);
    const first = await sendText(aliceTab, direct.id, 'first');
    const second = await sendText(aliceTab, direct.id, 'second');

    const pinned = expectData<MessagePinView>(await pin(bob, first.id));
    expect(pinned).toMatchObject({
      message: { id: first.id, content: 'first', sender: { id: alice.user.id } },
      pinnedBy: { id: bob.user.id, username: bob.user.username },
    });
    expect(Number.isNaN(Date.parse(pinned.pinnedAt))).toBe(false);
    // Again: the same pin (same time and pinner), nothing added.
    expect(expectData<MessagePinView>(await pin(alice, first.id))).toEqual(pinned);
    expectData(await pin(alice, second.id));

    expect(await pinnedIds(alice, direct.id)).toEqual([second.id, first.id]);
    expect(await pinnedIds(bob, direct.id)).toEqual([second.id, first.id]);

    expect(expectData<MessageUnpinned>(await unpin(alice, second.id))).toEqual({
      conversationId: direct.id,
      messageId: second.id,
    });
    expect(expectData(await unpin(alice, second.id))).toEqual({ conversationId: direct.id, messageId: second.id });
    expect(await pinnedIds(bob, direct.id)).toEqual([first.id]);
  });

  it('lets only the owner and admins pin in a group, with a readable 403 in both languages', async () => {
    const [owner, admin, member] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, owner, [admin, member]);
    await database().db.execute(
      sql`UPDATE conversation_participants SET role = 'admin' WHERE conversation_id = ${group.id} AND user_id = ${admin.user.id}`,
    );
    const message = await sendText(await sockets.connect(member), group.id, 'pin me');

    expectFailure(await pin(member, message.id), 403, en('chat.pinNotAllowed'));
    const inVietnamese = await built.app.inject({
      method: 'POST',
      url: `/api/chats/messages/${message.id}/pin`,
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'vi' },
    });
    expect(inVietnamese.statusCode).toBe(403);
    expect(inVietnamese.json()).toMatchObject({ success: false, message: vi('chat.pinNotAllowed') });
    expect(await pinnedIds(member, group.id)).toEqual([]);

    expectData(await pin(admin, message.id));
    expectFailure(await unpin(member, message.id), 403, en('chat.pinNotAllowed'));
    expect(await pinnedIds(member, group.id)).toEqual([message.id]);
    expectData(await unpin(owner, message.id));
    expect(await pinnedIds(member, group.id)).toEqual([]);
  });

  it('answers 404 for an unknown message and to anyone outside the conversation', async () => {
    const [alice, bob, stranger] = await registerUsers(built.app, 3);
    const direct = await openDirect(built.app, alice, bob);
    const message = await sendText(await sockets.connect(alice), direct.id, 'ours');
    expectData(await pin(alice, message.id));

    expectFailure(await pin(alice, randomUUID()), 404, en('chat.messageNotFound'));
    expectFailure(await pin(alice, 'not-an-id'), 404, en('chat.messageNotFound'));
    expectFailure(await unpin(alice, randomUUID()), 404, en('chat.messageNotFound'));
    expectFailure(await pin(stranger, message.id), 404, en('chat.messageNotFound'));
    expectFailure(await unpin(stranger, message.id), 404, en('chat.messageNotFound'));
    expectFailure(await pinsOf(stranger, direct.id), 404, en('chat.conversationNotFound'));
    expectFailure(await pinsOf(alice, randomUUID()), 404, en('chat.conversationNotFound'));
  });

  it('tells every participant live, and a deleted message takes its pin with it', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    const message = await sendText(aliceTab, direct.id, 'watch this');

    const pinnedLive = nextEvent<MessagePinView>(bobTab, 'message-pinned');
    const pinned = expectData<MessagePinView>(await pin(alice, message.id));
    expect(await pinnedLive).toEqual(pinned);

    const unpinnedLive = nextEvent<MessageUnpinned>(bobTab, 'message-unpinned');
    expectData(await unpin(alice, message.id));
    expect(await unpinnedLive).toEqual({ conversationId: direct.id, messageId: message.id });

    expectData(await pin(bob, message.id));
    const deletedLive = nextEvent(bobTab, 'message-deleted');
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${message.id}`, alice.token));
    expect(await deletedLive).toEqual({ conversationId: direct.id, messageId: message.id });
    expect(await pinnedIds(bob, direct.id)).toEqual([]);
    const left = await database().db.execute(sql`SELECT 1 FROM message_pins WHERE message_id = ${message.id}`);
    expect(rowsOf(left)).toEqual([]);
  });

  it('does not show or announce a pin of a message before the viewer’s history starts', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const aliceTab = await sockets.connect(alice);
    const old = await sendText(aliceTab, direct.id, 'before bob deleted the chat');
    expectData(await callApi(built.app, 'DELETE', `/api/chats/conversations/${direct.id}`, bob.token));
    const bobTab = await sockets.connect(bob);
    const heardByBob = collect<MessagePinView>(bobTab, 'message-pinned');
    const newer = await sendText(aliceTab, direct.id, 'after');

    const aliceHears = nextEvent<MessagePinView>(aliceTab, 'message-pinned');
    expectData(await pin(alice, old.id));
    await aliceHears;
    expect(await pinnedIds(alice, direct.id)).toEqual([old.id]);
    expect(await pinnedIds(bob, direct.id)).toEqual([]);
    // Bob cannot pin or unpin what he cannot see either.
    expectFailure(await unpin(bob, old.id), 404, en('chat.messageNotFound'));

    // A later pin reaches Bob, so the earlier one would have arrived before it.
    const bobHears = nextEvent<MessagePinView>(bobTab, 'message-pinned');
    expectData(await pin(alice, newer.id));
    expect((await bobHears).message.id).toBe(newer.id);
    expect(heardByBob.map((item) => item.message.id)).toEqual([newer.id]);
    expect(await pinnedIds(bob, direct.id)).toEqual([newer.id]);
  });

  it(`keeps at most ${LIMITS.chat.pinsPerConversation} pins a conversation (409 beyond, readable)`, async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const extra = await sendText(await sockets.connect(alice), direct.id, 'one too many');
    // The cap's worth of pinned messages, written directly: sending and pinning each would be slow.
    await database().db.execute(sql`
      WITH made AS (
        INSERT INTO messages (conversation_id, sender_id, content)
        SELECT ${direct.id}, ${alice.user.id}, 'filler ' || n FROM generate_series(1, ${LIMITS.chat.pinsPerConversation}) n
        RETURNING id
      )
      INSERT INTO message_pins (message_id, conversation_id, pinned_by) SELECT id, ${direct.id}, ${alice.user.id} FROM made`);

    expectFailure(await pin(bob, extra.id), 409, en('chat.tooManyPins'));
    expect(await pinnedIds(bob, direct.id)).toHaveLength(LIMITS.chat.pinsPerConversation);
    const [oldest] = await pinnedIds(bob, direct.id);
    expectData(await unpin(bob, oldest as string));
    expect(expectData<MessagePinView>(await pin(bob, extra.id)).message.id).toBe(extra.id);
  });
});
