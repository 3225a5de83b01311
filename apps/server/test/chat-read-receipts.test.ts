import { randomUUID } from 'node:crypto';
import type { ConversationRead, ConversationReadEvent } from '@teamhub/contracts';
import type { Socket as ClientSocket } from 'socket.io-client';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import {
  WAIT_MS,
  collect,
  createGroup,
  listeningTestApp,
  nextEvent,
  openDirect,
  registerUsers,
  sendText,
} from './helpers/chat.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat read receipts', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const readsOf = (user: RegisteredUser, conversationId: string) =>
    callApi(built.app, 'GET', `/api/chats/conversations/${conversationId}/reads`, user.token);
  const receipts = async (user: RegisteredUser, conversationId: string) =>
    expectData<ConversationRead[]>(await readsOf(user, conversationId)).map(({ userId, lastReadMessageId }) => ({
      userId,
      lastReadMessageId,
    }));
  const markRead = async (user: RegisteredUser, conversationId: string) =>
    expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${conversationId}/read`, user.token));
  const setReceipts = async (user: RegisteredUser, sendReadReceipts: boolean) =>
    expectData(await callApi(built.app, 'PUT', '/api/profile/settings', user.token, { sendReadReceipts }));
  /** Opens the conversation in `socket` (its room, as the web client does), which also marks it read. */
  const open = async (socket: ClientSocket, conversationId: string) => {
    const answer = (await socket.timeout(WAIT_MS).emitWithAck('join-conversation', { conversationId })) as {
      success: boolean;
    };
    expect(answer.success).toBe(true);
  };

  it('tells how far the other person read: the newest message at or before their position', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const aliceTab = await sockets.connect(alice);
    await sendText(aliceTab, direct.id, 'one');
    const two = await sendText(aliceTab, direct.id, 'two');
    // Bob has read nothing yet; Alice's own sends move no position of hers.
    expect(await receipts(alice, direct.id)).toEqual([]);
    expect(await receipts(bob, direct.id)).toEqual([]);

    await markRead(bob, direct.id);
    const [read] = expectData<ConversationRead[]>(await readsOf(alice, direct.id));
    expect(read).toMatchObject({ userId: bob.user.id, lastReadMessageId: two.id });
    expect(Number.isNaN(Date.parse(read?.readAt ?? ''))).toBe(false);
    // Not the caller's own position.
    expect(await receipts(bob, direct.id)).toEqual([]);

    const three = await sendText(aliceTab, direct.id, 'three');
    expect(await receipts(alice, direct.id)).toEqual([{ userId: bob.user.id, lastReadMessageId: two.id }]);
    // A deleted message is skipped: the receipt falls back to the one before it.
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${two.id}`, alice.token));
    expect(await receipts(alice, direct.id)).toEqual([{ userId: bob.user.id, lastReadMessageId: expect.any(String) }]);
    expect((await receipts(alice, direct.id))[0]?.lastReadMessageId).not.toBe(two.id);
    await markRead(bob, direct.id);
    expect(await receipts(alice, direct.id)).toEqual([{ userId: bob.user.id, lastReadMessageId: three.id }]);
  });

  it('counts in a group only what each member read since joining, and not what they deleted', async () => {
    const [owner, early, late] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, owner, [early]);
    const ownerTab = await sockets.connect(owner);
    const before = await sendText(ownerTab, group.id, 'before the newcomer');
    await markRead(early, group.id);
    expectData(
      await callApi(built.app, 'POST', `/api/chats/conversations/${group.id}/members`, owner.token, {
        userIds: [late.user.id],
      }),
    );
    // The newcomer's position starts at the newest message, which they never saw.
    expect(await receipts(owner, group.id)).toEqual([{ userId: early.user.id, lastReadMessageId: before.id }]);
    await markRead(late, group.id);
    expect(await receipts(owner, group.id)).toEqual([{ userId: early.user.id, lastReadMessageId: before.id }]);

    const after = await sendText(ownerTab, group.id, 'welcome');
    await markRead(late, group.id);
    expect(await receipts(owner, group.id)).toEqual([
      { userId: early.user.id, lastReadMessageId: before.id },
      { userId: late.user.id, lastReadMessageId: after.id },
    ]);
    // Each member sees the others, themselves left out.
    expect(await receipts(late, group.id)).toEqual([{ userId: early.user.id, lastReadMessageId: before.id }]);

    // Deleting the chat for oneself: nothing before it is theirs to have read.
    expectData(await callApi(built.app, 'DELETE', `/api/chats/conversations/${group.id}`, early.token));
    expect(await receipts(owner, group.id)).toEqual([{ userId: late.user.id, lastReadMessageId: after.id }]);
  });

  it('answers 404 to anyone outside the conversation and for an unknown or malformed id', async () => {
    const [alice, bob, stranger] = await registerUsers(built.app, 3);
    const direct = await openDirect(built.app, alice, bob);
    expectFailure(await readsOf(stranger, direct.id), 404, en('chat.conversationNotFound'));
    expectFailure(await readsOf(alice, randomUUID()), 404, en('chat.conversationNotFound'));
    expectFailure(await readsOf(alice, 'not-an-id'), 404, en('chat.conversationNotFound'));
    expectFailure(
      await callApi(built.app, 'GET', `/api/chats/conversations/${direct.id}/reads`, undefined),
      401,
      en('auth.required'),
    );
  });

  it('tells the others who have it open, live, only when the position moves', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    await open(aliceTab, direct.id);
    const heard = collect<ConversationReadEvent>(aliceTab, 'conversation-read');
    const bobHeard = collect<ConversationReadEvent>(bobTab, 'conversation-read');
    const first = await sendText(aliceTab, direct.id, 'are you there?');

    const live = nextEvent<ConversationReadEvent>(aliceTab, 'conversation-read');
    await open(bobTab, direct.id);
    expect(await live).toEqual({ conversationId: direct.id, userId: bob.user.id, lastReadMessageId: first.id });

    // Reading again with nothing new moves nothing and tells nobody; the next real move is heard.
    await markRead(bob, direct.id);
    const second = await sendText(aliceTab, direct.id, 'hello?');
    const next = nextEvent<ConversationReadEvent>(aliceTab, 'conversation-read');
    await markRead(bob, direct.id);
    expect(await next).toMatchObject({ userId: bob.user.id, lastReadMessageId: second.id });
    expect(heard.map((event) => event.lastReadMessageId)).toEqual([first.id, second.id]);
    // Bob is never told of his own reading.
    expect(bobHeard.filter((event) => event.userId === bob.user.id)).toEqual([]);
  });

  it('with receipts off, a member is in nobody’s receipts and sees nobody’s, both ways', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    await open(aliceTab, direct.id);
    await open(bobTab, direct.id);
    const aliceHeard = collect<ConversationReadEvent>(aliceTab, 'conversation-read');
    const bobHeard = collect<ConversationReadEvent>(bobTab, 'conversation-read');
    const fromAlice = await sendText(aliceTab, direct.id, 'from alice');
    const fromBob = await sendText(bobTab, direct.id, 'from bob');
    await markRead(alice, direct.id);
    await markRead(bob, direct.id);
    expect(await receipts(alice, direct.id)).toEqual([{ userId: bob.user.id, lastReadMessageId: fromBob.id }]);

    await setReceipts(bob, false);
    expect(await receipts(alice, direct.id)).toEqual([]);
    expect(await receipts(bob, direct.id)).toEqual([]);
    const saved = expectData<{ user: object }>(await callApi(built.app, 'GET', '/api/auth/profile', bob.token));
    expect(saved.user).toMatchObject({ sendReadReceipts: false });

    // Neither Bob's reading reaches Alice nor Alice's reading reaches Bob.
    const aliceCount = aliceHeard.length;
    const bobCount = bobHeard.length;
    await sendText(aliceTab, direct.id, 'still there?');
    await markRead(bob, direct.id);
    await sendText(bobTab, direct.id, 'yes, quietly');
    await markRead(alice, direct.id);
    // A later event that Alice does hear (Bob back on) proves the earlier ones would have arrived first.
    await setReceipts(bob, true);
    const reply = await sendText(aliceTab, direct.id, 'welcome back');
    const back = nextEvent<ConversationReadEvent>(aliceTab, 'conversation-read');
    await markRead(bob, direct.id);
    expect(await back).toMatchObject({ userId: bob.user.id, lastReadMessageId: reply.id });
    expect(aliceHeard.slice(aliceCount).map((event) => event.lastReadMessageId)).toEqual([reply.id]);
    expect(bobHeard.slice(bobCount)).toEqual([]);
    expect(fromAlice.id).not.toBe(reply.id);
  });
});
