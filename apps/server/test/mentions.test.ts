import { SOCKET_NAMESPACES, type NotificationReadPayload, type NotificationView } from '@teamhub/contracts';
import { expect, it, vi } from 'vitest';
import { callApi } from './helpers/api.js';
import {
  collect,
  conversationsOf,
  createGroup,
  listeningTestApp,
  openDirect,
  registerUsers,
  sendText,
  WAIT_MS,
} from './helpers/chat.js';
import { notificationsOf } from './helpers/notifications.js';
import { createComment, createPost } from './helpers/posts.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('mentions', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const mentionsOf = async (user: RegisteredUser) =>
    (await notificationsOf(built.app, user)).notifications.filter((item) => item.type === 'mention');
  /** Waits until `user` has `count` mention notifications (they are written after the send). */
  const awaitMentions = (user: RegisteredUser, count: number) =>
    vi.waitFor(
      async () => {
        const found = await mentionsOf(user);
        expect(found).toHaveLength(count);
        return found;
      },
      { timeout: WAIT_MS },
    );
  const unreadMentions = async (user: RegisteredUser, conversationId: string) =>
    (await conversationsOf(built.app, user)).find((item) => item.id === conversationId)?.unreadMentions;
  const mute = (user: RegisteredUser, conversationId: string) =>
    callApi(built.app, 'PATCH', `/api/chats/conversations/${conversationId}/mute`, user.token, { muted: true });
  const at = (user: RegisteredUser) => `@${user.user.username}`;

  it('notifies a named member once, even in a muted group, and counts it in their conversation list', async () => {
    const [alice, bob, carol, stranger] = await registerUsers(built.app, 4);
    const group = await createGroup(built.app, alice, [bob, carol]);
    expect((await mute(bob, group.id)).statusCode).toBe(200);
    const bobTab = await sockets.connect(bob);
    const bobHeard = collect<{ conversationId: string; changes: { unreadMentions?: number } }>(
      bobTab,
      'conversation-updated',
    );
    const aliceTab = await sockets.connect(alice);
    // Named twice, in upper case, with a full stop after; a stranger and Alice herself are plain text.
    const message = await sendText(
      aliceTab,
      group.id,
      `${at(bob)} and ${at(bob).toUpperCase()}. ${at(stranger)} ${at(alice)}`,
    );

    const [mention] = await awaitMentions(bob, 1);
    expect(mention).toMatchObject<Partial<NotificationView>>({
      action: 'message-mention',
      sender: expect.objectContaining({ id: alice.user.id }),
      chatMessage: { conversationId: group.id, messageId: message.id, emoji: '', threadRootId: null },
      isRead: false,
    });
    expect(mention?.actors).toBeUndefined();
    expect(await mentionsOf(stranger)).toEqual([]);
    expect(await mentionsOf(alice)).toEqual([]);
    expect(await mentionsOf(carol)).toEqual([]);

    await vi.waitFor(() =>
      expect(bobHeard).toContainEqual({ conversationId: group.id, changes: { unreadMentions: 1 } }),
    );
    expect(await unreadMentions(bob, group.id)).toBe(1);
    expect(await unreadMentions(carol, group.id)).toBe(0);
    // Read past it: the "@" goes.
    expect((await callApi(built.app, 'POST', `/api/chats/conversations/${group.id}/read`, bob.token)).statusCode).toBe(
      200,
    );
    expect(await unreadMentions(bob, group.id)).toBe(0);
  });

  it('an edit notifies only the newly named; deleting the message withdraws its mentions', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, alice, [bob, carol]);
    const message = await sendText(await sockets.connect(alice), group.id, `hi ${at(bob)}`);
    await awaitMentions(bob, 1);

    const edit = await callApi(built.app, 'PUT', `/api/chats/messages/${message.id}`, alice.token, {
      content: `hi ${at(bob)} and ${at(carol)}`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await awaitMentions(carol, 1);
    expect(await mentionsOf(bob)).toHaveLength(1);

    const removed = await callApi(built.app, 'DELETE', `/api/chats/messages/${message.id}`, alice.token);
    expect(removed.statusCode).toBe(200);
    expect(await mentionsOf(bob)).toEqual([]);
    expect(await mentionsOf(carol)).toEqual([]);
    expect(await unreadMentions(bob, group.id)).toBe(0);
  });

  it('@all names every other member of a group, in a community only from its owner or admins', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, alice, [bob, carol]);
    await sendText(await sockets.connect(bob), group.id, 'ping @all');
    await awaitMentions(alice, 1);
    await awaitMentions(carol, 1);
    expect(await mentionsOf(bob)).toEqual([]);

    const community = await createGroup(built.app, alice, [bob, carol], { type: 'community', name: 'Town' });
    // A member's @all is plain text; the owner's names everyone. Each message is waited for in turn.
    const fromMember = await sendText(await sockets.connect(bob), community.id, '@all hello');
    await sendText(await sockets.connect(alice), community.id, `${at(carol)} check`);
    await awaitMentions(carol, 2);
    expect(fromMember.id).toBeTruthy();
    expect(await mentionsOf(alice)).toHaveLength(1);
    await sendText(await sockets.connect(alice), community.id, '@all news');
    await awaitMentions(bob, 1);
    await awaitMentions(carol, 3);
  });

  it('a direct chat has no @all; a non-member named there is not told', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const direct = await openDirect(built.app, alice, bob);
    await sendText(await sockets.connect(alice), direct.id, `@all ${at(carol)}`);
    await sendText(await sockets.connect(alice), direct.id, `${at(bob)} here`);
    await awaitMentions(bob, 1);
    expect(await mentionsOf(carol)).toEqual([]);
  });

  it('a caption or comment naming @username notifies that member, once, and never the author', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const post = await createPost(built.app, alice, { caption: `With ${at(bob)} and ${at(alice)}!` });
    const [captionMention] = await awaitMentions(bob, 1);
    expect(captionMention).toMatchObject({ action: 'post-mention', post: { _id: post.id }, commentId: null });

    // Editing the caption tells only the newly named.
    const edit = await callApi(built.app, 'PUT', `/api/posts/${post.id}`, alice.token, {
      caption: `With ${at(bob)}, ${at(carol)}`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await awaitMentions(carol, 1);
    expect(await mentionsOf(bob)).toHaveLength(1);

    // Bob's comment names Carol (told) and Alice (told already as the post's author, not twice).
    const comment = await createComment(built.app, bob, post.id, `${at(carol)} ${at(alice)} look`);
    const carolMentions = await awaitMentions(carol, 2);
    expect(carolMentions[0]).toMatchObject({
      action: 'comment-mention',
      post: { _id: post.id },
      commentId: comment.id,
    });
    expect(await mentionsOf(alice)).toEqual([]);

    // Deleting the comment, then the post, withdraws their mentions, and open tabs are told at once.
    const [bobTab, carolTab] = [
      await sockets.connect(bob, SOCKET_NAMESPACES.notifications),
      await sockets.connect(carol, SOCKET_NAMESPACES.notifications),
    ];
    const bobHeard = collect<NotificationReadPayload>(bobTab, 'notification-removed');
    const carolHeard = collect<NotificationReadPayload>(carolTab, 'notification-removed');
    const removeComment = await callApi(built.app, 'DELETE', `/api/posts/${post.id}/comment/${comment.id}`, bob.token);
    expect(removeComment.statusCode).toBe(200);
    expect(await mentionsOf(carol)).toHaveLength(1);
    await vi.waitFor(() => expect(carolHeard).toEqual([{ notificationId: carolMentions[0]!._id, unreadCount: 1 }]));
    expect((await callApi(built.app, 'DELETE', `/api/posts/${post.id}`, alice.token)).statusCode).toBe(200);
    expect(await mentionsOf(bob)).toEqual([]);
    expect(await mentionsOf(carol)).toEqual([]);
    await vi.waitFor(() => {
      expect(bobHeard).toEqual([{ notificationId: captionMention!._id, unreadCount: 0 }]);
      expect(carolHeard).toHaveLength(2);
      expect(carolHeard[1]).toEqual({ notificationId: carolMentions[1]!._id, unreadCount: 0 });
    });
  });

  it("counts each conversation's unread mentions in the list", async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const groups = await Promise.all([1, 2, 3].map((n) => createGroup(built.app, alice, [bob], { name: `G${n}` })));
    const aliceTab = await sockets.connect(alice);
    for (const group of groups) await sendText(aliceTab, group.id, `${at(bob)} one`);
    await sendText(aliceTab, groups[0]?.id ?? '', `${at(bob)} two`);
    await awaitMentions(bob, 4);
    const list = await conversationsOf(built.app, bob);
    expect(groups.map((group) => list.find((item) => item.id === group.id)?.unreadMentions)).toEqual([2, 1, 1]);
  });
});
