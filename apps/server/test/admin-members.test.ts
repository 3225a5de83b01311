import type { AdminUser, ApiSuccess, AuthPayload, VisibleUser } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createTestApp, postJson, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { patchMember, registerAs } from './helpers/workspace.js';

type Page = { users: AdminUser[]; nextCursor: string | null };

const ADMIN_ROUTES: [method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' }],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { signupMode: 'open', allowedEmailDomains: [] }],
  ['GET', '/api/admin/invites'],
  ['POST', '/api/admin/invites', { expiresInHours: 1, maxUses: 1 }],
  ['DELETE', '/api/admin/invites/00000000-0000-4000-8000-000000000000'],
];

describeEachDatabase('admin: members', ({ database }) => {
  let app: FastifyInstance;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    admin = await registerAs(app, 'admin');
    member = await registerAs(app, 'member');
  });
  afterAll(async () => app?.close());

  const page = async (query = '') =>
    expectData<Page>(await callApi(app, 'GET', `/api/admin/users${query}`, admin.token));
  const login = (who: RegisteredUser, password = who.password) =>
    postJson(app, '/api/auth/login', { email: who.user.email, password });

  describe('every admin route', () => {
    it.each(ADMIN_ROUTES)('%s %s answers 401 signed out and 403 to a member', async (method, url, body) => {
      expectFailure(await callApi(app, method, url, undefined, body), 401, en('auth.required'));
      expectFailure(await callApi(app, method, url, member.token, body), 403, en('workspace.adminOnly'));
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists name, email, role, status, joined and last seen, newest first', async () => {
      expect((await callApi(app, 'GET', '/api/auth/profile', member.token)).statusCode).toBe(200);
      const { users: listed } = await page();
      expect(listed[0]).toEqual({
        id: member.user.id,
        username: member.user.username,
        email: member.user.email,
        avatar: '',
        role: 'member',
        status: 'active',
        createdAt: member.user.createdAt,
        lastSeenAt: expect.any(String),
      });
      expect(listed.map((user) => user.id)).toContain(admin.user.id);
    });

    it('searches names and emails (any letter case, % and _ taken literally)', async () => {
      const tag = `Zq${Date.now().toString(36)}`;
      const byName = await registerUser(app, { username: `${tag}_name` });
      const byEmail = await registerUser(app, { email: `${tag.toLowerCase()}.mail@example.com` });
      const found = await page(`?q=${tag.toUpperCase()}`);
      expect(found.users.map((user) => user.id).sort()).toEqual([byName.user.id, byEmail.user.id].sort());
      expect(found.nextCursor).toBeNull();
      expect((await page('?q=%25')).users).toEqual([]);
      expect((await page(`?q=${tag}%5F`)).users.map((user) => user.id)).toEqual([byName.user.id]);
      const tooLong = await callApi(app, 'GET', `/api/admin/users?q=${'x'.repeat(101)}`, admin.token);
      expectFailure(tooLong, 400, en('common.validationFailed'));
    });

    it('pages 20 at a time with a cursor, every member once, and never lists deleted accounts', async () => {
      const tag = `pg${Date.now().toString(36)}`;
      const made: string[] = [];
      for (let index = 0; index < 23; index += 1) {
        made.push((await registerUser(app, { username: `${tag}_${index}` })).user.id);
      }
      await database()
        .db.update(users)
        .set({ status: 'deleted' })
        .where(eq(users.id, made[5] as string));
      const first = await page(`?q=${tag}`);
      expect(first.users).toHaveLength(20);
      expect(first.nextCursor).toBe(first.users[19]?.id);
      const second = await page(`?q=${tag}&cursor=${first.nextCursor}`);
      expect(second.nextCursor).toBeNull();
      const seen = [...first.users, ...second.users].map((user) => user.id);
      expect(seen).toEqual(made.filter((_, index) => index !== 5).reverse());
      expectFailure(
        await callApi(app, 'GET', '/api/admin/users?cursor=nope', admin.token),
        400,
        en('common.validationFailed'),
      );
      expectFailure(
        await patchMember(app, admin.token, made[5] as string, { role: 'admin' }),
        404,
        en('workspace.userNotFound'),
      );
    });
  });

  describe('PATCH /api/admin/users/{id}', () => {
    it('makes a member admin and takes it back; they can use the admin routes only meanwhile', async () => {
      const other = await registerAs(app, 'member');
      const promoted = await patchMember(app, admin.token, other.user.id, { role: 'admin' });
      expect(promoted.json<{ message: string }>().message).toBe(en('workspace.userUpdated'));
      expect(expectData<{ user: AdminUser }>(promoted).user).toMatchObject({ id: other.user.id, role: 'admin' });
      expect((await callApi(app, 'GET', '/api/admin/users', other.token)).statusCode).toBe(200);
      expectData(await patchMember(app, other.token, other.user.id, { role: 'member' }));
      expectFailure(await callApi(app, 'GET', '/api/admin/users', other.token), 403, en('workspace.adminOnly'));
    });

    it('answers 400 for nothing to change or unknown values, 404 for no such member', async () => {
      expectFailure(await patchMember(app, admin.token, member.user.id, {}), 400, en('common.validationFailed'));
      expectFailure(
        await patchMember(app, admin.token, member.user.id, { role: 'owner' }),
        400,
        en('common.validationFailed'),
      );
      expectFailure(
        await patchMember(app, admin.token, member.user.id, { status: 'deleted' }),
        400,
        en('common.validationFailed'),
      );
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expectFailure(await patchMember(app, admin.token, id, { role: 'admin' }), 404, en('workspace.userNotFound'));
      }
    });

    it('never removes or deactivates the last active admin (a deactivated admin does not count)', async () => {
      expectFailure(
        await patchMember(app, admin.token, admin.user.id, { role: 'member' }),
        409,
        en('workspace.lastAdmin'),
      );
      expectFailure(
        await patchMember(app, admin.token, admin.user.id, { status: 'deactivated' }),
        409,
        en('workspace.lastAdmin'),
      );
      const second = await registerAs(app, 'member');
      expectData(await patchMember(app, admin.token, second.user.id, { role: 'admin', status: 'deactivated' }));
      expectFailure(
        await patchMember(app, admin.token, admin.user.id, { role: 'member' }),
        409,
        en('workspace.lastAdmin'),
      );
      expectData(await patchMember(app, admin.token, second.user.id, { status: 'active' }));
      expectData(await patchMember(app, admin.token, admin.user.id, { role: 'member' }));
      // Deactivation ended their sessions: back, they sign in again.
      const signedIn = await login(second);
      const secondToken = signedIn.json<ApiSuccess<AuthPayload>>().data.token;
      expectData(await patchMember(app, secondToken, admin.user.id, { role: 'admin' }));
      expectData(await patchMember(app, admin.token, second.user.id, { role: 'member' }));
    });

    it('leaves one admin when two admins demote each other at the same moment', async () => {
      for (let round = 0; round < 3; round += 1) {
        const other = await registerAs(app, 'member');
        expectData(await patchMember(app, admin.token, other.user.id, { role: 'admin' }));
        const [first, second] = await Promise.all([
          patchMember(app, admin.token, other.user.id, { role: 'member' }),
          patchMember(app, other.token, admin.user.id, { role: 'member' }),
        ]);
        // The one decided second is refused: 409 when both got past the admin check, 403 when it came after.
        const statuses = [first?.statusCode, second?.statusCode].sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const admins = await database().db.select().from(users).where(eq(users.role, 'admin'));
        expect(admins.filter((row) => row.status === 'active')).toHaveLength(1);
        // Whoever is left makes the suite's admin admin again.
        const left = admins[0]?.id === admin.user.id ? admin : other;
        if (left !== admin) expectData(await patchMember(app, other.token, admin.user.id, { role: 'admin' }));
        expectData(await patchMember(app, admin.token, other.user.id, { role: 'member' }));
      }
    });

    it('leaves one admin when an admin deletes their account while the other gives up the role', async () => {
      for (let round = 0; round < 3; round += 1) {
        const leaving = await registerAs(app, 'member');
        expectData(await patchMember(app, admin.token, leaving.user.id, { role: 'admin' }));
        const [deleted, demoted] = await Promise.all([
          callApi(app, 'DELETE', '/api/account', leaving.token, { password: leaving.password }),
          patchMember(app, admin.token, admin.user.id, { role: 'member' }),
        ]);
        const admins = await database().db.select().from(users).where(eq(users.role, 'admin'));
        expect(admins.filter((row) => row.status === 'active')).toHaveLength(1);
        if (deleted.statusCode === 200) {
          // The deletion went first: the suite's admin is the last and kept the role.
          expectFailure(demoted, 409, en('workspace.lastAdmin'));
        } else {
          expectFailure(deleted, 409, en('workspace.lastAdminDelete'));
          expectData(demoted);
          const back = await login(leaving);
          const token = back.json<ApiSuccess<AuthPayload>>().data.token;
          expectData(await patchMember(app, token, admin.user.id, { role: 'admin' }));
          expectData(await patchMember(app, admin.token, leaving.user.id, { status: 'deactivated' }));
        }
      }
    });

    it('deactivates: sign-in answers 403 (only with the right password), the name shows it; reactivation restores', async () => {
      const person = await registerAs(app, 'member');
      const deactivated = await patchMember(app, admin.token, person.user.id, { status: 'deactivated' });
      expect(expectData<{ user: AdminUser }>(deactivated).user.status).toBe('deactivated');
      expectFailure(await login(person), 403, en('workspace.accountDeactivated'));
      expectFailure(await login(person, `${person.password}x`), 401, en('auth.invalidCredentials'));
      const profile = expectData<{ user: VisibleUser }>(
        await callApi(app, 'GET', `/api/profile/user/${person.user.id}`, member.token),
      ).user;
      expect(profile).toMatchObject({ id: person.user.id, username: person.user.username, deactivated: true });
      const listed = (await page(`?q=${person.user.username}`)).users;
      expect(listed).toEqual([expect.objectContaining({ id: person.user.id, status: 'deactivated' })]);

      expectData(await patchMember(app, admin.token, person.user.id, { status: 'active' }));
      const back = await login(person);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json<ApiSuccess<AuthPayload>>().data.user).not.toHaveProperty('deactivated');
    });
  });
});
