import {
  LIMITS,
  type ConversationMembersAnswer,
  type ConversationUpdatedPayload,
  type ConversationView,
} from '@teamhub/contracts';
import { expect, it, vi } from 'vitest';
import { callApi, expectData } from './helpers/api.js';
import {
  collect,
  conversationsOf,
  createGroup,
  nextEvent,
  registerUsers,
  sendText,
  listeningTestApp,
  unreadOf,
} from './helpers/chat.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const PREVIEW = LIMITS.chat.participantsPreview;

describeEachDatabase('conversation changes stay small', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const membersOf = async (token: string, id: string, query = '') =>
    expectData<ConversationMembersAnswer>(
      await callApi(built.app, 'GET', `/api/chats/conversations/${id}/members${query}`, token),
    );

  it('lists a conversation with its first members and their count; the full list comes a page at a time', async () => {
    const [owner, ...others] = await registerUsers(built.app, 8);
    const community = await createGroup(built.app, owner, others, { type: 'community', name: 'Everyone' });
    expect(community.participantsCount).toBe(8);
    expect(community.participants).toHaveLength(PREVIEW);
    const listed = (await conversationsOf(built.app, others[3]!)).find((item) => item.id === community.id);
    expect(listed?.participantsCount).toBe(8);
    expect(listed?.participants).toEqual(community.participants);

    const all = await membersOf(owner.token, community.id);
    expect(all.hasMore).toBe(false);
    expect(all.members.map((member) => member.user.id).sort()).toEqual(
      [owner, ...others].map((user) => user.user.id).sort(),
    );
    // The preview is the start of the full list, in the same order.
    expect(all.members.slice(0, PREVIEW)).toEqual(community.participants);
    expect(all.members.find((member) => member.user.id === owner.user.id)?.role).toBe('owner');

    const first = await membersOf(owner.token, community.id, '?limit=3');
    expect(first.hasMore).toBe(true);
    const rest = await membersOf(owner.token, community.id, `?limit=5&after=${first.members[2]!.user.id}`);
    expect(rest.hasMore).toBe(false);
    expect([...first.members, ...rest.members]).toEqual(all.members);

    const [stranger] = await registerUsers(built.app, 1);
    const hidden = await callApi(built.app, 'GET', `/api/chats/conversations/${community.id}/members`, stranger.token);
    expect(hidden.statusCode).toBe(404);
  });

  it('sends what changed when someone joins: the whole conversation to them, the new count to the others', async () => {
    const [owner, member, joiner] = await registerUsers(built.app, 3);
    const community = await createGroup(built.app, owner, [member], { type: 'community', name: 'Open' });
    const [ownerTab, joinerTab] = [await sockets.connect(owner), await sockets.connect(joiner)];
    const toOwner = nextEvent<ConversationUpdatedPayload>(ownerTab, 'conversation-updated');
    const toJoiner = nextEvent<ConversationUpdatedPayload>(joinerTab, 'conversation-updated');
    const joined = expectData<ConversationView>(
      await callApi(built.app, 'POST', `/api/chats/conversations/${community.id}/join`, joiner.token),
    );
    const members = await membersOf(owner.token, community.id);
    expect(await toOwner).toEqual({
      conversationId: community.id,
      changes: { participants: members.members.slice(0, PREVIEW), participantsCount: 3 },
    });
    const { _id: _omitted, id, ...whole } = joined;
    expect(await toJoiner).toEqual({ conversationId: id, changes: whole });

    // Once the preview is full, a newcomer (last by joining time) leaves it as it is: the count alone.
    const later = await registerUsers(built.app, 3);
    for (const user of later) {
      expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${community.id}/join`, user.token));
    }
    const [last] = await registerUsers(built.app, 1);
    const toOwnerAgain = collect<ConversationUpdatedPayload>(ownerTab, 'conversation-updated');
    expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${community.id}/join`, last.token));
    await vi.waitFor(() =>
      expect(toOwnerAgain).toContainEqual({ conversationId: community.id, changes: { participantsCount: 7 } }),
    );
  });

  it('keeps unread counts right through sending, reading and deleting', async () => {
    const [reader, writer] = await registerUsers(built.app, 2);
    const group = await createGroup(built.app, writer, [reader]);
    const [readerTab, writerTab] = [await sockets.connect(reader), await sockets.connect(writer)];
    const first = await sendText(writerTab, group.id, 'one');
    await sendText(writerTab, group.id, 'two');
    const mine = await sendText(readerTab, group.id, 'mine');
    const third = await sendText(writerTab, group.id, 'three');
    expect(await unreadOf(built.app, reader, group.id)).toBe(3);
    expect(await unreadOf(built.app, writer, group.id)).toBe(1);

    // Deleting a message counts it out for those who had not read it, and for nobody else.
    const readerEvents = collect<ConversationUpdatedPayload>(readerTab, 'conversation-updated');
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${first.id}`, writer.token));
    expect(await unreadOf(built.app, reader, group.id)).toBe(2);
    expect(await unreadOf(built.app, writer, group.id)).toBe(1);
    await vi.waitFor(() => expect(readerEvents.map((event) => event.changes.unreadCount)).toEqual([2]));

    expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${group.id}/read`, reader.token));
    expect(await unreadOf(built.app, reader, group.id)).toBe(0);
    // A message the reader had read: deleting it changes nothing for them.
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${third.id}`, writer.token));
    await vi.waitFor(() => expect(readerEvents).toHaveLength(2));
    expect(readerEvents[1]?.changes).toEqual({ lastMessage: mine });
    expect(await unreadOf(built.app, reader, group.id)).toBe(0);

    await sendText(writerTab, group.id, 'four');
    expect(await unreadOf(built.app, reader, group.id)).toBe(1);
    // Deleting the chat for oneself reads it too; a newer message counts again from there.
    expectData(await callApi(built.app, 'DELETE', `/api/chats/conversations/${group.id}`, reader.token));
    await sendText(writerTab, group.id, 'five');
    expect(await unreadOf(built.app, reader, group.id)).toBe(1);
  });

  it('renames with the name alone, to every member', async () => {
    const [owner, ...members] = await registerUsers(built.app, 7);
    const group = await createGroup(built.app, owner, members);
    const tabs = await Promise.all(members.map((member) => sockets.connect(member)));
    const heard = tabs.map((tab) => nextEvent<ConversationUpdatedPayload>(tab, 'conversation-updated'));
    expectData(
      await callApi(built.app, 'PATCH', `/api/chats/conversations/${group.id}`, owner.token, { name: 'Renamed' }),
    );
    for (const payload of await Promise.all(heard)) {
      expect(payload).toEqual({ conversationId: group.id, changes: { name: 'Renamed' } });
    }
  });
});
