import { SOCKET_NAMESPACES, type AdminUser } from '@teamhub/contracts';
import { beforeAll, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { listeningTestApp } from './helpers/chat.js';
import { postJson, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { patchMember, registerAs } from './helpers/workspace.js';

describeEachDatabase('admin: deactivating a member', ({ database }) => {
  const server = listeningTestApp(database);
  let admin: RegisteredUser;
  beforeAll(async () => {
    admin = await registerAs(server.app, 'admin');
  });

  it('ends their sessions at once (requests, the feed and every socket); reactivation lets them sign in again', async () => {
    const person = await registerAs(server.app, 'member');
    expect((await callApi(server.app, 'GET', '/api/posts', person.token)).statusCode).toBe(200);
    const chat = await server.sockets.connect(person, SOCKET_NAMESPACES.chat);
    const notifications = await server.sockets.connect(person, SOCKET_NAMESPACES.notifications);
    const kept = await server.sockets.connect(admin, SOCKET_NAMESPACES.notifications);
    const reasons = [chat, notifications].map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
    );

    expectData(await patchMember(server.app, admin.token, person.user.id, { status: 'deactivated' }));
    expect(await Promise.all(reasons)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(kept.connected).toBe(true);
    expectFailure(
      await callApi(server.app, 'GET', '/api/auth/profile', person.token),
      401,
      en('workspace.sessionEnded'),
    );
    expectFailure(await callApi(server.app, 'GET', '/api/posts', person.token), 401, en('workspace.sessionEnded'));
    const login = { email: person.user.email, password: person.password };
    expectFailure(await postJson(server.app, '/api/auth/login', login), 403, en('workspace.accountDeactivated'));

    expectData(await patchMember(server.app, admin.token, person.user.id, { status: 'active' }));
    // The ended session stays ended; signing in again works.
    expectFailure(
      await callApi(server.app, 'GET', '/api/auth/profile', person.token),
      401,
      en('workspace.sessionEnded'),
    );
    const back = await postJson(server.app, '/api/auth/login', login);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('shows when each member was last seen signed in', async () => {
    const person = await registerAs(server.app, 'member');
    expect((await callApi(server.app, 'GET', '/api/auth/profile', person.token)).statusCode).toBe(200);
    const { users } = expectData<{ users: AdminUser[] }>(
      await callApi(server.app, 'GET', `/api/admin/users?q=${person.user.username}`, admin.token),
    );
    expect(Date.now() - Date.parse(users[0]?.lastSeenAt ?? '')).toBeLessThan(60_000);
  });
});
