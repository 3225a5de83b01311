import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  type MessageHistoryAnswer,
  type MessageReactionsAnswer,
  type MessageReactors,
  type MessageView,
} from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import {
  collect,
  createGroup,
  nextEvent,
  openDirect,
  registerUsers,
  listeningTestApp,
  sendText,
} from './helpers/chat.js';
import { notificationsOf } from './helpers/notifications.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { rowsOf } from '../src/db/sql-rows.js';

describeEachDatabase('message reactions', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const react = (user: RegisteredUser, messageId: string, emoji: unknown) =>
    callApi(built.app, 'POST', `/api/chats/messages/${messageId}/reactions`, user.token, { emoji });
  const unreact = (user: RegisteredUser, messageId: string, emoji: string) =>
    callApi(
      built.app,
      'DELETE',
      `/api/chats/messages/${messageId}/reactions?emoji=${encodeURIComponent(emoji)}`,
      user.token,
    );
  const reactionsOf = async (response: Awaited<ReturnType<typeof react>>) =>
    expectData<MessageReactionsAnswer>(response).reactions;
  const history = async (user: RegisteredUser, conversationId: string) =>
    expectData<MessageHistoryAnswer>(
      await callApi(built.app, 'GET', `/api/chats/conversations/${conversationId}/messages`, user.token),
    ).messages;
  const reactionNotifications = async (user: RegisteredUser) =>
    (await notificationsOf(built.app, user)).notifications.filter((item) => item.type === 'reaction');

  it('adds idempotently, groups by emoji in first-reacted order, marks mine, and removes', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const message = await sendText(await sockets.connect(alice), direct.id, 'react to me');
    expect(message.reactions).toEqual([]);

    expect(await reactionsOf(await react(bob, message.id, '👍'))).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    // Twice: nothing changes.
    expect(await reactionsOf(await react(bob, message.id, '👍'))).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(await reactionsOf(await react(alice, message.id, '❤️'))).toEqual([
      { emoji: '👍', count: 1, reactedByMe: false },
      { emoji: '❤️', count: 1, reactedByMe: true },
    ]);
    expect(await reactionsOf(await react(alice, message.id, '👍'))).toEqual([
      { emoji: '👍', count: 2, reactedByMe: true },
      { emoji: '❤️', count: 1, reactedByMe: true },
    ]);

    // The history carries them, each reader's own mark.
    const [seenByBob] = await history(bob, direct.id);
    expect(seenByBob?.reactions).toEqual([
      { emoji: '👍', count: 2, reactedByMe: true },
      { emoji: '❤️', count: 1, reactedByMe: false },
    ]);
    const reactors = expectData<MessageReactors>(
      await callApi(built.app, 'GET', `/api/chats/messages/${message.id}/reactions`, bob.token),
    );
    expect(reactors.map((item) => [item.emoji, item.users.map((user) => user.username)])).toEqual([
      ['👍', [bob.user.username, alice.user.username]],
      ['❤️', [alice.user.username]],
    ]);

    expect(await reactionsOf(await unreact(alice, message.id, '❤️'))).toEqual([
      { emoji: '👍', count: 2, reactedByMe: true },
    ]);
    expect(await reactionsOf(await unreact(alice, message.id, '❤️'))).toEqual([
      { emoji: '👍', count: 2, reactedByMe: true },
    ]);
    expect(await reactionsOf(await unreact(bob, message.id, '👍'))).toEqual([
      { emoji: '👍', count: 1, reactedByMe: false },
    ]);
  });

  it('answers a readable 400 for anything but one emoji', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const message = await sendText(await sockets.connect(alice), direct.id, 'hi');
    for (const emoji of ['', 'a', 'ok', '👍👍', '👍 nice', 42, undefined, '👍'.repeat(20)]) {
      expectFailure(await react(bob, message.id, emoji), 400, en('chat.reactionEmojiInvalid'));
    }
    expectFailure(await unreact(bob, message.id, 'plain'), 400, en('chat.reactionEmojiInvalid'));
    // A family, a flag, a keycap and a skin tone are one emoji each.
    for (const emoji of ['👨‍👩‍👧‍👦', '🇻🇳', '1️⃣', '👍🏽']) expectData(await react(bob, message.id, emoji));
  });

  it('answers 404 for an unknown message, to outsiders, and before the reader’s history starts', async () => {
    const [alice, bob, stranger] = await registerUsers(built.app, 3);
    const direct = await openDirect(built.app, alice, bob);
    const message = await sendText(await sockets.connect(alice), direct.id, 'ours');

    expectFailure(await react(alice, randomUUID(), '👍'), 404, en('chat.messageNotFound'));
    expectFailure(await react(alice, 'not-an-id', '👍'), 404, en('chat.messageNotFound'));
    expectFailure(await react(stranger, message.id, '👍'), 404, en('chat.messageNotFound'));
    expectFailure(await unreact(stranger, message.id, '👍'), 404, en('chat.messageNotFound'));
    const reactorsAsStranger = await callApi(
      built.app,
      'GET',
      `/api/chats/messages/${message.id}/reactions`,
      stranger.token,
    );
    expectFailure(reactorsAsStranger, 404, en('chat.messageNotFound'));

    expectData(await callApi(built.app, 'DELETE', `/api/chats/conversations/${direct.id}`, bob.token));
    expectFailure(await react(bob, message.id, '👍'), 404, en('chat.messageNotFound'));
  });

  it(`keeps at most ${LIMITS.chat.reactionsPerMessage} different emojis a message (409 beyond)`, async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const message = await sendText(await sockets.connect(alice), direct.id, 'popular');
    const emojis = Array.from({ length: LIMITS.chat.reactionsPerMessage }, (_, i) => String.fromCodePoint(0x1f600 + i));
    await database().db.execute(sql`
      INSERT INTO message_reactions (message_id, user_id, emoji)
      SELECT ${message.id}, ${alice.user.id}, e FROM unnest(${sql.raw(`ARRAY[${emojis.map((e) => `'${e}'`).join(',')}]`)}) e`);

    expectFailure(await react(bob, message.id, '🦄'), 409, en('chat.tooManyReactions'));
    // One already there still counts up.
    expect((await reactionsOf(await react(bob, message.id, emojis[0] as string)))[0]).toEqual({
      emoji: emojis[0],
      count: 2,
      reactedByMe: true,
    });
  });

  it('tells every participant live with their own mark; a deleted message takes its reactions', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, alice, [bob, carol]);
    const [aliceTab, bobTab, carolTab] = [
      await sockets.connect(alice),
      await sockets.connect(bob),
      await sockets.connect(carol),
    ];
    const message = await sendText(aliceTab, group.id, 'news');

    const [bobHears, carolHears] = [
      nextEvent<MessageReactionsAnswer>(bobTab, 'message-reactions-updated'),
      nextEvent<MessageReactionsAnswer>(carolTab, 'message-reactions-updated'),
    ];
    expectData(await react(bob, message.id, '🎉'));
    expect(await bobHears).toEqual({
      conversationId: group.id,
      messageId: message.id,
      reactions: [{ emoji: '🎉', count: 1, reactedByMe: true }],
    });
    expect(await carolHears).toEqual({
      conversationId: group.id,
      messageId: message.id,
      reactions: [{ emoji: '🎉', count: 1, reactedByMe: false }],
    });

    // An edit reaches each with their own mark too.
    const carolEdited = nextEvent<MessageView>(carolTab, 'message-edited');
    const bobEdited = nextEvent<MessageView>(bobTab, 'message-edited');
    expectData(await callApi(built.app, 'PUT', `/api/chats/messages/${message.id}`, alice.token, { content: 'news!' }));
    expect((await carolEdited).reactions).toEqual([{ emoji: '🎉', count: 1, reactedByMe: false }]);
    expect((await bobEdited).reactions).toEqual([{ emoji: '🎉', count: 1, reactedByMe: true }]);

    // Adding it again tells nobody: the next event heard is the removal.
    const heardByCarol = collect<MessageReactionsAnswer>(carolTab, 'message-reactions-updated');
    expectData(await react(bob, message.id, '🎉'));
    const removedLive = nextEvent<MessageReactionsAnswer>(carolTab, 'message-reactions-updated');
    expectData(await unreact(bob, message.id, '🎉'));
    expect((await removedLive).reactions).toEqual([]);
    expect(heardByCarol).toHaveLength(1);

    expectData(await react(carol, message.id, '👍'));
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${message.id}`, alice.token));
    const left = await database().db.execute(sql`SELECT 1 FROM message_reactions WHERE message_id = ${message.id}`);
    expect(rowsOf(left)).toEqual([]);
    expect(await reactionNotifications(alice)).toEqual([]);
  });

  it('notifies the sender once per message per person, withdrawn with their last reaction; never for my own', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    const message = await sendText(await sockets.connect(alice), direct.id, 'notify me');

    expectData(await react(alice, message.id, '👍'));
    expect(await reactionNotifications(alice)).toEqual([]);

    expectData(await react(bob, message.id, '😂'));
    expectData(await react(bob, message.id, '👍'));
    const notified = await reactionNotifications(alice);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      type: 'reaction',
      action: 'message-reaction',
      sender: { id: bob.user.id },
      chatMessage: { conversationId: direct.id, messageId: message.id, emoji: '😂' },
      message: `${bob.user.username} reacted 😂 to your message`,
      post: null,
    });

    expectData(await unreact(bob, message.id, '😂'));
    expect(await reactionNotifications(alice)).toHaveLength(1);
    expectData(await unreact(bob, message.id, '👍'));
    expect(await reactionNotifications(alice)).toEqual([]);
  });
  it('groups reactions to one message in one notification, as likes are, and names no emoji for several', async () => {
    const [alice, bob, carol] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, alice, [bob, carol]);
    const message = await sendText(await sockets.connect(alice), group.id, 'react, everyone');

    expectData(await react(bob, message.id, '😂'));
    expectData(await react(carol, message.id, '🎉'));
    const [grouped, ...rest] = await reactionNotifications(alice);
    expect(rest).toEqual([]);
    expect(grouped).toMatchObject({
      sender: { id: carol.user.id },
      actorCount: 2,
      message: `${carol.user.username} and 1 other reacted to your message`,
      chatMessage: { messageId: message.id },
    });
    expect(grouped?.actors?.map((actor) => actor.id)).toEqual([carol.user.id, bob.user.id]);

    // The latest leaves: Bob is the group again, and whose emoji is left is not known.
    expectData(await unreact(carol, message.id, '🎉'));
    expect(await reactionNotifications(alice)).toMatchObject([
      { sender: { id: bob.user.id }, actorCount: 1, message: `${bob.user.username} reacted to your message` },
    ]);
  });
});
