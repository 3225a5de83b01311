import { randomUUID } from 'node:crypto';
import { LIMITS, type ChatUserSearchResult, type ConversationView } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { conversationsOf, openDirect, sendText, socketPool } from './helpers/chat.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat conversations and people search', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  const sockets = socketPool(() => built);

  const search = async (user: RegisteredUser, query: string) =>
    expectData<ChatUserSearchResult[]>(
      await callApi(built.app, 'GET', `/api/chats/users/search?query=${encodeURIComponent(query)}`, user.token),
    );

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, carol] = [await registerUser(built.app), await registerUser(built.app), await registerUser(built.app)];
  });
  // Statement-counting tests must not see the presence look-ups of sockets closed before them.
  afterEach(async () => {
    sockets.disconnectAll();
    await vi.waitFor(async () => expect(await built.realtime.presence.onlineUserIds()).toEqual([]));
    await built.realtime.presenceAnnouncer.idle();
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('creates THE direct conversation once, answering it again to either side', async () => {
    const first = await callApi(built.app, 'POST', '/api/chats/conversations', alice.token, {
      targetUserId: bob.user.id,
    });
    expect(first.statusCode).toBe(201);
    const conversation = first.json<{ data: ConversationView }>().data;
    expect(conversation).toMatchObject({ type: 'direct', name: '', unreadCount: 0, muted: false, lastMessage: null });
    expect(conversation._id).toBe(conversation.id);
    expect(conversation.participants.map((item) => item.user._id).sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect(conversation.participants[0]).toMatchObject({ role: 'member', user: { avatar: '', verified: false } });

    const again = await callApi(built.app, 'POST', '/api/chats/conversations', bob.token, {
      targetUserId: alice.user.id.toUpperCase(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: ConversationView }>().data.id).toBe(conversation.id);
  });

  it('settles two parallel creates on one conversation', async () => {
    const [x, y] = [await registerUser(built.app), await registerUser(built.app)];
    const answers = await Promise.all([
      callApi(built.app, 'POST', '/api/chats/conversations', x.token, { targetUserId: y.user.id }),
      callApi(built.app, 'POST', '/api/chats/conversations', y.token, { targetUserId: x.user.id }),
      callApi(built.app, 'POST', '/api/chats/conversations', x.token, { targetUserId: y.user.id }),
    ]);
    const ids = answers.map((answer) => answer.json<{ data: ConversationView }>().data.id);
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await conversationsOf(built.app, x)).filter((item) => item.id === ids[0])).toHaveLength(1);
  });

  it('refuses a missing, unknown, malformed or own target', async () => {
    const post = (body: unknown) => callApi(built.app, 'POST', '/api/chats/conversations', alice.token, body);
    expectFailure(await post({}), 400, 'Target user ID is required');
    expectFailure(await post({ targetUserId: '  ' }), 400, 'Target user ID is required');
    expectFailure(await post({ targetUserId: randomUUID() }), 404, 'User not found');
    expectFailure(await post({ targetUserId: 'not-a-uuid' }), 404, 'User not found');
    expectFailure(await post({ targetUserId: alice.user.id }), 400, en('chat.cannotChatWithSelf'));
    expectFailure(
      await callApi(built.app, 'POST', '/api/chats/conversations', undefined, {}),
      401,
      en('auth.required'),
    );
  });

  it('lists the caller’s conversations by last activity, with participants and the last message', async () => {
    const [user, x, y] = [await registerUser(built.app), await registerUser(built.app), await registerUser(built.app)];
    const withX = await openDirect(built.app, user, x);
    const withY = await openDirect(built.app, user, y);
    const socket = await sockets.connect(x);
    const message = await sendText(socket, withX.id, 'newest');

    const list = await conversationsOf(built.app, user);
    expect(list.map((item) => item.id)).toEqual([withX.id, withY.id]);
    expect(list[0]?.lastMessage).toEqual(message);
    expect(list[0]?.lastActivity).toBe(message.createdAt);
    expect(list[0]?.unreadCount).toBe(1);
    expect(list[1]?.lastMessage).toBeNull();
    expect(list[1]?.lastActivity).toBe(withY.createdAt);
    // Nobody else's conversations.
    expect((await conversationsOf(built.app, y)).map((item) => item.id)).toEqual([withY.id]);
  });

  it('keeps non-participants out of every conversation route (404, existence not revealed)', async () => {
    const conversation = await openDirect(built.app, alice, bob);
    const socket = await sockets.connect(alice);
    const message = await sendText(socket, conversation.id, 'private');
    const base = `/api/chats/conversations/${conversation.id}`;
    const notFound = en('chat.conversationNotFound');
    const calls: [Parameters<typeof callApi>[1], string, unknown?][] = [
      ['GET', `${base}/messages`],
      ['POST', `${base}/read`],
      ['PATCH', base, { name: 'x' }],
      ['POST', `${base}/members`, { userIds: [carol.user.id] }],
      ['DELETE', `${base}/members/${carol.user.id}`],
      ['PATCH', `${base}/mute`, { muted: true }],
      ['DELETE', base],
      ['POST', `${base}/join`],
    ];
    for (const [method, url, body] of calls) {
      expectFailure(await callApi(built.app, method, url, carol.token, body), 404, notFound);
    }
    for (const id of [randomUUID(), 'nope']) {
      expectFailure(
        await callApi(built.app, 'GET', `/api/chats/conversations/${id}/messages`, alice.token),
        404,
        notFound,
      );
      expectFailure(
        await callApi(built.app, 'POST', `/api/chats/conversations/${id}/read`, alice.token),
        404,
        notFound,
      );
    }
    const edit = await callApi(built.app, 'PUT', `/api/chats/messages/${message.id}`, carol.token, { content: 'x' });
    expectFailure(edit, 404, en('chat.messageNotFound'));
    const remove = await callApi(built.app, 'DELETE', `/api/chats/messages/${message.id}`, carol.token);
    expectFailure(remove, 404, en('chat.messageNotFound'));
    expect((await conversationsOf(built.app, carol)).map((item) => item.id)).not.toContain(conversation.id);
  });

  it('finds people by name or email, ignoring case and accents, never the searcher', async () => {
    const stamp = Date.now().toString(36);
    const nguyen = await registerUser(built.app, { username: `Nguyễn_${stamp}`, email: `ng_${stamp}@example.com` });
    const tuan = await registerUser(built.app, { username: `Tuấn-Đặng_${stamp}` });
    await registerUser(built.app, { username: `other_${stamp}`, email: `hello.${stamp}@corp.example` });

    expect((await search(alice, `nguyen_${stamp}`)).map((user) => user.id)).toEqual([nguyen.user.id]);
    expect((await search(alice, `NGUYỄN_${stamp}`)).map((user) => user.id)).toEqual([nguyen.user.id]);
    expect((await search(alice, `tuan-dang_${stamp}`)).map((user) => user.id)).toEqual([tuan.user.id]);
    // Decomposed input (combining marks) folds the same way.
    expect((await search(alice, `nguye\u0302\u0303n_${stamp}`)).map((user) => user.id)).toEqual([nguyen.user.id]);
    expect((await search(alice, `HELLO.${stamp}@CORP`)).map((user) => user.username)).toEqual([`other_${stamp}`]);
    expect(await search(nguyen, `nguyen_${stamp}`)).toEqual([]);

    const [found] = await search(alice, `ng_${stamp}@`);
    expect(found).toEqual({
      _id: nguyen.user.id,
      id: nguyen.user.id,
      username: nguyen.user.username,
      avatar: '',
      verified: false,
      email: nguyen.user.email,
      position: '',
      isActive: false,
    });
    await sockets.connect(nguyen);
    expect((await search(alice, `nguyen_${stamp}`))[0]?.isActive).toBe(true);
  });

  it('answers [] under 2 characters after trimming, without querying', async () => {
    const statements: string[] = [];
    const stop = database().onQuery((sql) => statements.push(sql));
    try {
      for (const query of ['', ' ', 'a', '  b  ']) expect(await search(alice, query)).toEqual([]);
      expect(expectData(await callApi(built.app, 'GET', '/api/chats/users/search', alice.token))).toEqual([]);
    } finally {
      stop();
    }
    expect(statements.filter((sql) => !sql.includes('users_by_id') && /strpos/u.test(sql))).toEqual([]);
    expect(statements.every((sql) => /from "users"/iu.test(sql))).toBe(true);
    expect(await search(alice, '%_')).toEqual([]);
  });

  it('caps the results', async () => {
    const stamp = `cap${Date.now().toString(36)}`;
    for (let index = 0; index < LIMITS.chat.maxSearchResults + 2; index += 1) {
      await registerUser(built.app, { username: `${stamp}_${index}` });
    }
    const found = await search(alice, stamp);
    expect(found).toHaveLength(LIMITS.chat.maxSearchResults);
  });
});
