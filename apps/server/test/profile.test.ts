import { randomBytes, randomUUID } from 'node:crypto';
import type { PublicUser, ServerMessageKey } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure, ownProfile, vi } from './helpers/api.js';
import { acceptedCases, refusedCases } from './helpers/profile-cases.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('profile API', ({ database }) => {
  let app: FastifyInstance;
  let me: RegisteredUser;
  let other: RegisteredUser;

  /** The minimal valid body for `me`: the current name and email. */
  const base = () => ({ username: me.user.username, email: me.user.email });
  const put = (body: unknown, token = me.token) => callApi(app, 'PUT', '/api/profile', token, body);

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    me = await registerUser(app);
    other = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each<['GET' | 'PUT', string]>([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['GET', '/api/profile/users'],
    ['GET', `/api/profile/user/${randomUUID()}`],
  ])('answers 401 to %s %s without a token', async (method, url) => {
    expectFailure(await callApi(app, method, url, undefined, {}), 401, en('auth.required'));
  });

  describe('GET /api/profile', () => {
    it('answers the signed-in user, without private columns', async () => {
      const user = await ownProfile(app, me.token);
      expect(user).toMatchObject({ id: me.user.id, _id: me.user.id, username: me.user.username });
      expect(JSON.stringify(user)).not.toMatch(/password/i);
      expect(user).not.toHaveProperty('isFollowing');
    });
  });

  describe('PUT /api/profile', () => {
    it('saves every field and answers the updated user', async () => {
      const response = await put({
        ...base(),
        position: 'Designer',
        address: 'Hà Nội',
        dateOfBirth: '1990-05-17',
        website: 'https://example.com',
        facebook: 'https://facebook.com/me',
        instagram: 'https://instagram.com/me',
        telegram: '@good_name',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ success: true; message: string; data: { user: PublicUser } }>();
      expect(body.message).toBe(en('profile.updated'));
      const expected = {
        position: 'Designer',
        address: 'Hà Nội',
        dateOfBirth: '1990-05-17',
        website: 'https://example.com',
        facebook: 'https://facebook.com/me',
        instagram: 'https://instagram.com/me',
        telegram: '@good_name',
      };
      expect(body.data.user).toMatchObject(expected);
      expect(await ownProfile(app, me.token)).toMatchObject(expected);
    });

    it('clears optional fields that are left out', async () => {
      await put({ ...base(), position: 'Something', telegram: '@good_name' });
      const { user } = expectData<{ user: PublicUser }>(await put(base()));
      expect(user).toMatchObject({ position: '', telegram: '', dateOfBirth: null });
    });

    it('moves updated_at forward', async () => {
      const { db } = database();
      const before = await db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, me.user.id));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expectData(await put({ ...base(), address: 'Đà Nẵng' }));
      const after = await db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, me.user.id));
      expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(before[0]!.updatedAt.getTime());
    });

    it('ignores an avatar in the body', async () => {
      const { user } = expectData<{ user: PublicUser }>(await put({ ...base(), avatar: '/uploads/avatars/x.webp' }));
      expect(user.avatar).toBe('');
    });

    it.each(acceptedCases())('accepts %s', async (_label, override, expected) => {
      const { user } = expectData<{ user: PublicUser }>(await put({ ...base(), ...override }));
      expect(user).toMatchObject(expected);
      me.user = user;
    });

    it.each(refusedCases)('refuses %s with 400 and an error under its field', async (_label, override, field, key) => {
      const body = expectFailure(await put({ ...base(), ...override }), 400, en('common.validationFailed'));
      expect(body.errors).toEqual({ [field]: en(key) });
    });

    it('keys one message per invalid field, in the reader language', async () => {
      const invalid = {
        username: 'ab',
        email: 'bad',
        position: 'p'.repeat(101),
        dateOfBirth: '2023-02-30',
        website: 'ftp://example.com',
        telegram: '@abc',
      };
      const expected = (text: (key: ServerMessageKey) => string) => ({
        username: text('validation.usernameLength'),
        email: text('validation.emailInvalid'),
        position: text('validation.positionTooLong'),
        dateOfBirth: text('validation.dateOfBirthInvalid'),
        website: text('validation.urlInvalid'),
        telegram: text('validation.telegramInvalid'),
      });
      expect(expectFailure(await put(invalid), 400, en('common.validationFailed')).errors).toEqual(expected(en));
      const inVietnamese = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { authorization: `Bearer ${me.token}`, 'accept-language': 'vi' },
        payload: invalid,
      });
      expect(expectFailure(inVietnamese, 400, vi('common.validationFailed')).errors).toEqual(expected(vi));
    });

    it('refuses a body that is not an object', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { authorization: `Bearer ${me.token}`, 'accept-language': 'en', 'content-type': 'application/json' },
        payload: '[]',
      });
      expectFailure(response, 400, en('common.bodyMustBeObject'));
    });

    it('answers 409 under the field for a username another user has, in any letter case', async () => {
      const body = expectFailure(
        await put({ ...base(), username: other.user.username.toUpperCase() }),
        409,
        en('auth.usernameTaken'),
      );
      expect(body.errors).toEqual({ username: en('auth.usernameTaken') });
    });

    it('answers 409 under the field for an email another user has, in any letter case', async () => {
      const body = expectFailure(
        await put({ ...base(), email: other.user.email.toUpperCase() }),
        409,
        en('auth.emailTaken'),
      );
      expect(body.errors).toEqual({ email: en('auth.emailTaken') });
    });

    it('names both fields when both are taken', async () => {
      const body = expectFailure(
        await put({ username: other.user.username, email: other.user.email }),
        409,
        en('auth.usernameTaken'),
      );
      expect(body.errors).toEqual({ username: en('auth.usernameTaken'), email: en('auth.emailTaken') });
    });

    it('lets users keep their own name and email, or change the letter case of the name', async () => {
      const username = me.user.username.toUpperCase();
      const { user } = expectData<{ user: PublicUser }>(await put({ username, email: me.user.email.toUpperCase() }));
      expect(user).toMatchObject({ username, email: me.user.email });
      me.user = user;
    });

    it('lets exactly one of two users racing for the same free name have it', async () => {
      const [first, second] = [await registerUser(app), await registerUser(app)];
      const wanted = `Race_${randomBytes(4).toString('hex')}`;
      const responses = await Promise.all(
        [first, second].map((racer) => put({ username: wanted, email: racer.user.email }, racer.token)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(expectFailure(loser, 409, en('auth.usernameTaken')).errors).toEqual({
        username: en('auth.usernameTaken'),
      });
    });
  });

  describe('GET /api/profile/user/:userId', () => {
    it("answers another user's profile with isFollowing", async () => {
      const { user } = expectData<{ user: PublicUser }>(
        await callApi(app, 'GET', `/api/profile/user/${other.user.id}`, me.token),
      );
      expect(user).toMatchObject({ id: other.user.id, username: other.user.username, isFollowing: false });
      expect(JSON.stringify(user)).not.toMatch(/password/i);
    });

    it('answers the own profile for the own id, without isFollowing', async () => {
      const { user } = expectData<{ user: PublicUser }>(
        await callApi(app, 'GET', `/api/profile/user/${me.user.id}`, me.token),
      );
      expect(user).toEqual(await ownProfile(app, me.token));
    });

    it('accepts the id in capital letters', async () => {
      const { user } = expectData<{ user: PublicUser }>(
        await callApi(app, 'GET', `/api/profile/user/${other.user.id.toUpperCase()}`, me.token),
      );
      expect(user.id).toBe(other.user.id);
    });

    it.each([
      ['an unknown id', randomUUID()],
      ['a malformed id', 'not-a-uuid'],
      ['a number', '12345'],
      ['an almost-UUID', `${randomUUID()}0`],
    ])('answers 404 for %s', async (_label, id) => {
      expectFailure(await callApi(app, 'GET', `/api/profile/user/${id}`, me.token), 404, en('profile.userNotFound'));
    });
  });

  describe('GET /api/profile/users', () => {
    it('lists every user, the caller included, by name regardless of letter case', async () => {
      const tag = randomBytes(4).toString('hex');
      await registerUser(app, { username: `zz${tag}B` });
      await registerUser(app, { username: `ZZ${tag}c` });
      await registerUser(app, { username: `zz${tag}a` });
      const { users: listed } = expectData<{ users: PublicUser[] }>(
        await callApi(app, 'GET', '/api/profile/users?limit=200', me.token),
      );
      const names = listed.map((user) => user.username);
      expect(names.filter((name) => name.toLowerCase().startsWith(`zz${tag}`))).toEqual([
        `zz${tag}a`,
        `zz${tag}B`,
        `ZZ${tag}c`,
      ]);
      expect(names).toContain(me.user.username);
      expect(JSON.stringify(listed)).not.toMatch(/password/i);
    });

    it('honours limit', async () => {
      const { users: listed } = expectData<{ users: PublicUser[] }>(
        await callApi(app, 'GET', '/api/profile/users?limit=2', me.token),
      );
      expect(listed).toHaveLength(2);
    });

    it.each(['0', '201', 'abc', '1.5'])('refuses limit=%s', async (limit) => {
      const body = expectFailure(
        await callApi(app, 'GET', `/api/profile/users?limit=${limit}`, me.token),
        400,
        en('common.validationFailed'),
      );
      expect(body.errors).toEqual([{ path: 'limit', msg: en('validation.limitInvalid') }]);
    });
  });
});
