import { randomUUID } from 'node:crypto';
import type { CommunitySummary, ConversationView } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import {
  conversationsOf,
  createGroup,
  registerUsers,
  historyOf,
  openDirect,
  sendText,
  socketPool,
} from './helpers/chat.js';
import { createTestApp, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat groups and communities', ({ database }) => {
  let built: TestApp;
  const sockets = socketPool(() => built);
  const users = <N extends number>(count: N) => registerUsers(built.app, count);
  const url = (id: string, rest = '') => `/api/chats/conversations/${id}${rest}`;
  const roles = (conversation: ConversationView) =>
    Object.fromEntries(conversation.participants.map((item) => [item.user._id, item.role]));

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  it('creates a group with its creator as owner; members must be existing users', async () => {
    const [owner, a, b] = await users(3);
    const group = await createGroup(built.app, owner, [a, b, a], { name: '  Design  ' });
    expect(group).toMatchObject({ type: 'group', name: 'Design', unreadCount: 0, lastMessage: null });
    expect(roles(group)).toEqual({ [owner.user.id]: 'owner', [a.user.id]: 'member', [b.user.id]: 'member' });
    expect((await conversationsOf(built.app, a)).map((item) => item.id)).toContain(group.id);

    const post = (body: unknown) => callApi(built.app, 'POST', '/api/chats/groups', owner.token, body);
    expectFailure(await post({ name: 'x', memberIds: [randomUUID()] }), 400, en('chat.memberInvalid'));
    expectFailure(await post({ name: 'x', memberIds: ['nope'] }), 400, en('chat.memberInvalid'));
    expectFailure(await post({ name: 'lonely', memberIds: [] }), 400, en('chat.memberInvalid'));
    expectFailure(await post({ name: ' ', memberIds: [a.user.id] }), 400, en('chat.groupNameRequired'));
    expectFailure(await post({ name: 'n'.repeat(81), memberIds: [a.user.id] }), 400, en('chat.groupNameTooLong'));
    const community = await createGroup(built.app, owner, [], { name: 'Everyone', type: 'community' });
    expect(community.participants).toHaveLength(1);
  });

  it('lets any member rename and add; direct conversations are not groups', async () => {
    const [owner, member, newcomer, outsider] = await users(4);
    const group = await createGroup(built.app, owner, [member]);
    const renamed = expectData<ConversationView>(
      await callApi(built.app, 'PATCH', url(group.id), member.token, { name: 'Renamed' }),
    );
    expect(renamed.name).toBe('Renamed');
    const added = expectData<ConversationView>(
      await callApi(built.app, 'POST', url(group.id, '/members'), member.token, {
        userIds: [newcomer.user.id, owner.user.id],
      }),
    );
    expect(roles(added)).toEqual({
      [owner.user.id]: 'owner',
      [member.user.id]: 'member',
      [newcomer.user.id]: 'member',
    });
    const unknown = await callApi(built.app, 'POST', url(group.id, '/members'), member.token, {
      userIds: [randomUUID()],
    });
    expectFailure(unknown, 400, en('chat.memberInvalid'));

    const direct = await openDirect(built.app, owner, outsider);
    const notAllowed = en('chat.notAllowed');
    expectFailure(await callApi(built.app, 'PATCH', url(direct.id), owner.token, { name: 'x' }), 403, notAllowed);
    const addToDirect = { userIds: [member.user.id] };
    expectFailure(
      await callApi(built.app, 'POST', url(direct.id, '/members'), owner.token, addToDirect),
      403,
      notAllowed,
    );
    const leaveDirect = url(direct.id, `/members/${owner.user.id}`);
    expectFailure(await callApi(built.app, 'DELETE', leaveDirect, owner.token), 403, notAllowed);
  });

  it('removes others only as owner or admin, never the owner', async () => {
    const [owner, a, b] = await users(3);
    const group = await createGroup(built.app, owner, [a, b]);
    const remove = (by: RegisteredUser, target: RegisteredUser | string) =>
      callApi(
        built.app,
        'DELETE',
        url(group.id, `/members/${typeof target === 'string' ? target : target.user.id}`),
        by.token,
      );
    expectFailure(await remove(a, b), 403, en('chat.notAllowed'));
    expectFailure(await remove(a, owner), 403, en('chat.notAllowed'));
    expectFailure(await remove(owner, randomUUID()), 404, en('chat.userNotFound'));
    expect(expectData(await remove(owner, b))).toEqual({ conversationId: group.id, userId: b.user.id });
    expect((await conversationsOf(built.app, b)).map((item) => item.id)).not.toContain(group.id);
    expectFailure(
      await callApi(built.app, 'GET', url(group.id, '/messages'), b.token),
      404,
      en('chat.conversationNotFound'),
    );
  });

  it('hands ownership to the longest-standing member when the owner leaves; the last one out deletes it', async () => {
    const [owner, first, second] = await users(3);
    const group = await createGroup(built.app, owner, [first]);
    await callApi(built.app, 'POST', url(group.id, '/members'), owner.token, { userIds: [second.user.id] });
    const leave = (user: RegisteredUser) =>
      callApi(built.app, 'DELETE', url(group.id, `/members/${user.user.id}`), user.token);

    expectData(await leave(owner));
    const [afterOwner] = (await conversationsOf(built.app, first)).filter((item) => item.id === group.id);
    expect(afterOwner && roles(afterOwner)).toEqual({ [first.user.id]: 'owner', [second.user.id]: 'member' });
    expectData(await leave(first));
    const [afterFirst] = (await conversationsOf(built.app, second)).filter((item) => item.id === group.id);
    expect(afterFirst && roles(afterFirst)).toEqual({ [second.user.id]: 'owner' });
    expectData(await leave(second));
    expectFailure(await leave(second), 404, en('chat.conversationNotFound'));
  });

  it('lists communities the caller has not joined, and lets them join (communities only)', async () => {
    const [owner, member, visitor] = await users(3);
    const community = await createGroup(built.app, owner, [member], { name: 'Open house', type: 'community' });
    const group = await createGroup(built.app, owner, [member], { name: 'Closed' });

    const discovered = expectData<CommunitySummary[]>(
      await callApi(built.app, 'GET', '/api/chats/communities', visitor.token),
    );
    const entry = discovered.find((item) => item.id === community.id);
    expect(entry).toEqual({
      _id: community.id,
      id: community.id,
      name: 'Open house',
      avatar: '',
      membersCount: 2,
      lastActivity: community.lastActivity,
    });
    expect(discovered.map((item) => item.id)).not.toContain(group.id);
    const ownList = expectData<CommunitySummary[]>(
      await callApi(built.app, 'GET', '/api/chats/communities', owner.token),
    );
    expect(ownList.map((item) => item.id)).not.toContain(community.id);

    expectFailure(
      await callApi(built.app, 'GET', url(community.id, '/messages'), visitor.token),
      404,
      en('chat.conversationNotFound'),
    );
    const joined = expectData<ConversationView>(
      await callApi(built.app, 'POST', url(community.id, '/join'), visitor.token),
    );
    expect(joined.participants).toHaveLength(3);
    expect(roles(joined)[visitor.user.id]).toBe('member');
    expectData(await callApi(built.app, 'POST', url(community.id, '/join'), visitor.token));
    // A group is not joined from outside (and a stranger does not learn it exists); a member is told no.
    expectFailure(
      await callApi(built.app, 'POST', url(group.id, '/join'), visitor.token),
      404,
      en('chat.conversationNotFound'),
    );
    expectFailure(await callApi(built.app, 'POST', url(group.id, '/join'), member.token), 403, en('chat.notAllowed'));
    expectFailure(
      await callApi(built.app, 'POST', url(randomUUID(), '/join'), visitor.token),
      404,
      en('chat.conversationNotFound'),
    );
  });

  it('mutes for the caller only', async () => {
    const [a, b] = await users(2);
    const conversation = await openDirect(built.app, a, b);
    const muted = expectData<ConversationView>(
      await callApi(built.app, 'PATCH', url(conversation.id, '/mute'), a.token, { muted: true }),
    );
    expect(muted.muted).toBe(true);
    expect((await conversationsOf(built.app, a))[0]?.muted).toBe(true);
    expect((await conversationsOf(built.app, b))[0]?.muted).toBe(false);
    expect(
      (await callApi(built.app, 'PATCH', url(conversation.id, '/mute'), a.token, { muted: 'yes' })).statusCode,
    ).toBe(400);
    const unmuted = await callApi(built.app, 'PATCH', url(conversation.id, '/mute'), a.token, { muted: false });
    expect(expectData<ConversationView>(unmuted).muted).toBe(false);
  });

  it('"delete chat" hides it for the caller until a newer message; their history restarts then', async () => {
    const [a, b] = await users(2);
    const conversation = await openDirect(built.app, a, b);
    const [socketA, socketB] = [await sockets.connect(a), await sockets.connect(b)];
    await sendText(socketA, conversation.id, 'before');
    await sendText(socketB, conversation.id, 'also before');

    expect(expectData(await callApi(built.app, 'DELETE', url(conversation.id), a.token))).toEqual({
      conversationId: conversation.id,
    });
    expect((await conversationsOf(built.app, a)).map((item) => item.id)).toEqual([]);
    expect((await conversationsOf(built.app, b)).map((item) => item.id)).toEqual([conversation.id]);
    expect((await historyOf(built.app, a, conversation.id)).messages).toEqual([]);
    expect((await historyOf(built.app, b, conversation.id)).messages).toHaveLength(2);
    // Create-or-get still answers it (empty for the caller) without bringing the history back.
    const again = await openDirect(built.app, a, b);
    expect(again).toMatchObject({ id: conversation.id, lastMessage: null, unreadCount: 0 });

    const later = await sendText(socketB, conversation.id, 'after');
    const [shown] = await conversationsOf(built.app, a);
    expect(shown).toMatchObject({ id: conversation.id, unreadCount: 1, lastMessage: { id: later.id } });
    expect((await historyOf(built.app, a, conversation.id)).messages.map((m) => m.content)).toEqual(['after']);
  });
});
