import type { MessageView, ThreadAnswer, ThreadUpdated } from '@teamhub/contracts';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import {
  collect,
  conversationsOf,
  createGroup,
  historyOf,
  listeningTestApp,
  nextEvent,
  openDirect,
  registerUsers,
  sendOverSocket,
  sendText,
  unreadOf,
} from './helpers/chat.js';
import { notificationsOf } from './helpers/notifications.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat threads', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const thread = async (user: RegisteredUser, messageId: string, query = '') =>
    expectData<ThreadAnswer>(
      await callApi(built.app, 'GET', `/api/chats/messages/${messageId}/thread${query}`, user.token),
    );
  const replyIn = async (user: RegisteredUser, conversationId: string, threadRootId: string, content: string) => {
    const answer = await sendOverSocket(await sockets.connect(user), { conversationId, content, threadRootId });
    if (!answer.success) throw new Error(answer.message);
    return answer.data as MessageView;
  };
  const rootIn = async (user: RegisteredUser, conversationId: string, rootId: string) =>
    (await historyOf(built.app, user, conversationId)).messages.find((message) => message.id === rootId);

  it('keeps replies out of the main list, preview and unread count, and counts them on the root', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const root = await sendText(await sockets.connect(bob), direct.id, 'root message');
    const unreadBefore = await unreadOf(built.app, alice, direct.id);

    const first = await replyIn(alice, direct.id, root.id, 'first reply');
    expect(first.threadRootId).toBe(root.id);
    // A reply to a reply lands in the same thread (no nesting).
    const second = await replyIn(bob, direct.id, first.id, 'second reply');
    expect(second.threadRootId).toBe(root.id);

    const history = await historyOf(built.app, alice, direct.id);
    expect(history.messages.map((message) => message.content)).toEqual(['root message']);
    expect(history.messages[0]).toMatchObject({ id: root.id, threadReplyCount: 2 });
    expect(history.messages[0]?.threadLastRepliers?.map((user) => user.id)).toEqual([bob.user.id, alice.user.id]);
    const conversation = (await conversationsOf(built.app, alice)).find((item) => item.id === direct.id);
    expect(conversation?.lastMessage?.id).toBe(root.id);
    expect(await unreadOf(built.app, alice, direct.id)).toBe(unreadBefore);

    const page = await thread(alice, root.id);
    expect(page.root.id).toBe(root.id);
    expect(page.messages.map((message) => message.content)).toEqual(['first reply', 'second reply']);
    // Asking by a reply's id answers the same thread.
    expect((await thread(bob, second.id)).root.id).toBe(root.id);
  });

  it('pages replies with `before`, oldest first within a page', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const root = await sendText(await sockets.connect(alice), direct.id, 'root');
    for (const content of ['r1', 'r2', 'r3']) await replyIn(bob, direct.id, root.id, content);
    const newest = await thread(alice, root.id, '?limit=2');
    expect(newest.messages.map((message) => message.content)).toEqual(['r2', 'r3']);
    expect(newest.hasMore).toBe(true);
    const older = await thread(alice, root.id, `?limit=2&before=${newest.messages[0]?.id}`);
    expect(older.messages.map((message) => message.content)).toEqual(['r1']);
    expect(older.hasMore).toBe(false);
  });

  it('refuses a root that is not a message of the conversation, and non-members', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const direct = await openDirect(built.app, alice, bob);
    const other = await openDirect(built.app, alice, carol);
    const root = await sendText(await sockets.connect(alice), direct.id, 'private root');
    const elsewhere = await sendOverSocket(await sockets.connect(alice), {
      conversationId: other.id,
      content: 'wrong thread',
      threadRootId: root.id,
    });
    expect(elsewhere).toEqual({ success: false, message: vi('chat.threadNotFound') });
    const intruder = await sendOverSocket(await sockets.connect(carol), {
      conversationId: direct.id,
      content: 'not mine',
      threadRootId: root.id,
    });
    expect(intruder.success).toBe(false);
    expectFailure(
      await callApi(built.app, 'GET', `/api/chats/messages/${root.id}/thread`, carol.token),
      404,
      en('chat.messageNotFound'),
    );
    expectFailure(
      await callApi(built.app, 'POST', `/api/chats/messages/${root.id}/thread/read`, carol.token),
      404,
      en('chat.messageNotFound'),
    );
    expect((await thread(bob, root.id)).messages).toEqual([]);
  });

  it('keeps a deleted root as "message deleted" with its thread; edits, deletes and reactions work on replies', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const root = await sendText(await sockets.connect(alice), direct.id, 'soon gone');
    const reply = await replyIn(bob, direct.id, root.id, 'stays');
    const extra = await replyIn(bob, direct.id, root.id, 'goes');

    const edited = expectData<MessageView>(
      await callApi(built.app, 'PUT', `/api/chats/messages/${reply.id}`, bob.token, { content: 'stays, edited' }),
    );
    expect(edited).toMatchObject({ isEdited: true, threadRootId: root.id });
    expectData(
      await callApi(built.app, 'POST', `/api/chats/messages/${reply.id}/reactions`, alice.token, { emoji: '👍' }),
    );
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${extra.id}`, bob.token));
    expect((await rootIn(alice, direct.id, root.id))?.threadReplyCount).toBe(1);

    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${root.id}`, alice.token));
    const kept = await rootIn(bob, direct.id, root.id);
    expect(kept).toMatchObject({ deleted: true, content: '', threadReplyCount: 1 });
    const page = await thread(bob, root.id);
    expect(page.root.deleted).toBe(true);
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ content: 'stays, edited', reactions: [{ emoji: '👍', count: 1 }] });
    // A deleted root cannot be edited or deleted again.
    expectFailure(
      await callApi(built.app, 'PUT', `/api/chats/messages/${root.id}`, alice.token, { content: 'back' }),
      404,
      en('chat.messageNotFound'),
    );
    expectFailure(
      await callApi(built.app, 'DELETE', `/api/chats/messages/${root.id}`, alice.token),
      404,
      en('chat.messageNotFound'),
    );
  });

  it('counts unread replies per user until they open the thread, and notifies those who wrote in it', async () => {
    const [alice, bob, carol, dave] = await registerUsers(built.app, 4);
    const group = await createGroup(built.app, alice, [bob, carol, dave]);
    const root = await sendText(await sockets.connect(alice), group.id, 'what do you think?');
    await replyIn(bob, group.id, root.id, 'bob thinks');
    await replyIn(carol, group.id, root.id, 'carol thinks');

    // The root's author never opened it: both replies; bob wrote before carol: one; dave never joined in: none.
    expect((await rootIn(alice, group.id, root.id))?.threadUnreadCount).toBe(2);
    expect((await rootIn(bob, group.id, root.id))?.threadUnreadCount).toBe(1);
    expect((await rootIn(dave, group.id, root.id))?.threadUnreadCount).toBe(0);
    expect((await thread(alice, root.id)).root.threadUnreadCount).toBe(0);
    expect((await rootIn(alice, group.id, root.id))?.threadUnreadCount).toBe(0);

    // Alice (author) and bob (wrote) are notified, grouped per thread; dave is not.
    await expect
      .poll(async () =>
        (await notificationsOf(built.app, alice)).notifications.find((n) => n.action === 'thread-reply'),
      )
      .toMatchObject({ actorCount: 2, chatMessage: { conversationId: group.id, messageId: root.id } });
    await expect
      .poll(async () => (await notificationsOf(built.app, bob)).notifications.some((n) => n.action === 'thread-reply'))
      .toBe(true);
    expect((await notificationsOf(built.app, dave)).notifications.some((n) => n.action === 'thread-reply')).toBe(false);
    expect((await notificationsOf(built.app, carol)).notifications.filter((n) => n.action === 'thread-reply')).toEqual(
      [],
    );
  });

  it('sends a reply live as thread-message and the root’s counters as thread-updated, never as new-message', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const aliceSocket = await sockets.connect(alice);
    const root = await sendText(aliceSocket, direct.id, 'live root');
    expect(await aliceSocket.timeout(5_000).emitWithAck('join-conversation', { conversationId: direct.id })).toEqual({
      success: true,
    });
    const newMessages = collect<MessageView>(aliceSocket, 'new-message');
    const live = nextEvent<MessageView>(aliceSocket, 'thread-message');
    const counters = nextEvent<ThreadUpdated>(aliceSocket, 'thread-updated');
    const typing = nextEvent<{ threadRootId?: string }>(aliceSocket, 'user-typing');
    const bobSocket = await sockets.connect(bob);
    bobSocket.emit('typing-start', { conversationId: direct.id, threadRootId: root.id });
    expect((await typing).threadRootId).toBe(root.id);
    await replyIn(bob, direct.id, root.id, 'live reply');
    expect(await live).toMatchObject({ content: 'live reply', threadRootId: root.id });
    expect(await counters).toMatchObject({
      conversationId: direct.id,
      rootId: root.id,
      threadReplyCount: 1,
      threadUnreadCount: 1,
    });
    expect(newMessages).toEqual([]);
  });
});
