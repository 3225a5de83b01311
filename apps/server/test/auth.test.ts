import { randomBytes, randomUUID } from 'node:crypto';
import {
  translateServerMessage,
  type ApiFailure,
  type ApiSuccess,
  type AuthPayload,
  type Language,
  type PublicUser,
  type ServerMessageKey,
} from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  TEST_JWT_SECRET,
  createTestApp,
  getProfile,
  postJson,
  registerUser,
  uniqueCredentials,
} from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const en = (key: ServerMessageKey) => translateServerMessage(key, 'en');
const vi = (key: ServerMessageKey) => translateServerMessage(key, 'vi');

/** Every key anywhere in a JSON value, nested objects and arrays included. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

function expectFailure(response: LightMyRequestResponse, status: number, message: string): ApiFailure {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<ApiFailure>();
  expect(body).toMatchObject({ success: false, message });
  return body;
}

/** A random string of `length` characters that is a valid username. */
const usernameOfLength = (length: number) => `u${randomBytes(length).toString('hex')}`.slice(0, length);

/** A token as the server signs them, for `sid`'s session (a random one unless told). */
const signToken = (sub: string, expiresAt: number, sid: string = randomUUID()) =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

describeEachDatabase('auth API', ({ database }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /api/auth/register', () => {
    it('creates the account and answers 201 with a public user and a working token', async () => {
      const credentials = uniqueCredentials();
      const response = await postJson(app, '/api/auth/register', {
        ...credentials,
        email: `  ${credentials.email.toUpperCase()} `,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<ApiSuccess<AuthPayload>>();
      expect(body).toMatchObject({ success: true, message: en('auth.registerSuccess') });
      const { user, token } = body.data;
      expect(user._id).toEqual(expect.any(String));
      expect(user.id).toBe(user._id);
      expect(user.username).toBe(credentials.username);
      expect(user.email).toBe(credentials.email.toLowerCase());
      expect(allKeys(body).filter((key) => /password/i.test(key))).toEqual([]);
      expect(response.body).not.toContain(credentials.password);
      expect(response.body).not.toContain('$argon2');

      const profile = await getProfile(app, `Bearer ${token}`);
      expect(profile.statusCode).toBe(200);
      const profileBody = profile.json<ApiSuccess<{ user: PublicUser }>>();
      expect(profileBody).toEqual({ success: true, data: { user } });
      expect(allKeys(profileBody).filter((key) => /password/i.test(key))).toEqual([]);
    });

    it.each([
      ['username of 3 characters', { username: usernameOfLength(3) }],
      ['username of 30 characters', { username: usernameOfLength(30) }],
      [
        'username with dots, hyphens and letters with accents',
        { username: `Đức.nguyễn-${randomBytes(3).toString('hex')}` },
      ],
      // Strong enough for the strength rule too (see password-strength.test.ts), so only length counts.
      ['password of 8 characters', { password: 'Kx9#mQ2v' }],
      ['password of 128 characters', { password: randomBytes(64).toString('hex') }],
    ])('accepts a %s', async (_label, override) => {
      const response = await postJson(app, '/api/auth/register', { ...uniqueCredentials(), ...override });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each<[string, Record<string, unknown>, string, ServerMessageKey]>([
      ['username of 2 characters', { username: 'ab' }, 'username', 'validation.usernameLength'],
      ['username of 31 characters', { username: 'a'.repeat(31) }, 'username', 'validation.usernameLength'],
      ['username with spaces and symbols', { username: 'bad name!' }, 'username', 'validation.usernameChars'],
      ['missing username', { username: undefined }, 'username', 'validation.usernameRequired'],
      ['blank username', { username: '   ' }, 'username', 'validation.usernameRequired'],
      ['missing email', { email: undefined }, 'email', 'validation.emailRequired'],
      ['invalid email', { email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
      ['password of 7 characters', { password: 'p'.repeat(7) }, 'password', 'validation.passwordMin'],
      ['password of 129 characters', { password: 'p'.repeat(129) }, 'password', 'validation.passwordMax'],
      ['missing password', { password: undefined }, 'password', 'validation.passwordRequired'],
      ['password that is not a string', { password: 12345678 }, 'password', 'validation.passwordRequired'],
    ])('rejects a %s with 400 and a field error', async (_label, override, path, key) => {
      const response = await postJson(app, '/api/auth/register', { ...uniqueCredentials(), ...override });
      const body = expectFailure(response, 400, en('common.validationFailed'));
      expect(body.errors).toEqual([{ msg: en(key), path }]);
    });

    it('reports every invalid field of an empty body', async () => {
      const body = expectFailure(await postJson(app, '/api/auth/register', {}), 400, en('common.validationFailed'));
      expect(body.errors).toEqual([
        { msg: en('validation.usernameRequired'), path: 'username' },
        { msg: en('validation.emailRequired'), path: 'email' },
        { msg: en('validation.passwordRequired'), path: 'password' },
      ]);
    });

    it('answers 409 for an email already registered, in any letter case', async () => {
      const { user } = await registerUser(app);
      const response = await postJson(app, '/api/auth/register', {
        ...uniqueCredentials(),
        email: user.email.toUpperCase(),
      });
      expectFailure(response, 409, en('auth.emailTaken'));
    });

    it('answers 409 for a username already taken in another letter case', async () => {
      const { user } = await registerUser(app, { username: `Mixed_${randomBytes(4).toString('hex')}` });
      const response = await postJson(app, '/api/auth/register', {
        ...uniqueCredentials(),
        username: user.username.toUpperCase(),
      });
      expectFailure(response, 409, en('auth.usernameTaken'));
    });

    it.each<['email' | 'username', ServerMessageKey]>([
      ['email', 'auth.emailTaken'],
      ['username', 'auth.usernameTaken'],
    ])('lets exactly one of two simultaneous registrations with the same %s through', async (field, key) => {
      const shared = { [field]: uniqueCredentials()[field] };
      const responses = await Promise.all(
        [0, 1].map(() => postJson(app, '/api/auth/register', { ...uniqueCredentials(), ...shared })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const conflict = responses.find((response) => response.statusCode === 409);
      expect(conflict?.json<ApiFailure>()).toEqual({ success: false, message: en(key) });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, whatever the letter case of the email', async () => {
      const registered = await registerUser(app);
      const response = await postJson(app, '/api/auth/login', {
        email: ` ${registered.user.email.toUpperCase()} `,
        password: registered.password,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ApiSuccess<AuthPayload>>();
      expect(body).toMatchObject({ success: true, message: en('auth.loginSuccess') });
      expect(body.data.user).toEqual(registered.user);
      expect(allKeys(body).filter((key) => /password/i.test(key))).toEqual([]);
      expect((await getProfile(app, `Bearer ${body.data.token}`)).statusCode).toBe(200);
    });

    it('gives the same 401 answer for a wrong password and an unknown email', async () => {
      const registered = await registerUser(app);
      const wrongPassword = await postJson(app, '/api/auth/login', {
        email: registered.user.email,
        password: `${registered.password}x`,
      });
      const unknownEmail = await postJson(app, '/api/auth/login', {
        email: uniqueCredentials().email,
        password: registered.password,
      });
      const first = expectFailure(wrongPassword, 401, en('auth.invalidCredentials'));
      const second = expectFailure(unknownEmail, 401, en('auth.invalidCredentials'));
      expect(second).toEqual(first);
    });

    it('answers 400 with a field error for each missing field', async () => {
      const body = expectFailure(await postJson(app, '/api/auth/login', {}), 400, en('common.validationFailed'));
      expect(body.errors).toEqual([
        { msg: en('validation.emailRequired'), path: 'email' },
        { msg: en('validation.passwordRequired'), path: 'password' },
      ]);
      const noPassword = await postJson(app, '/api/auth/login', { email: 'someone@example.com', password: '' });
      expect(expectFailure(noPassword, 400, en('common.validationFailed')).errors).toEqual([
        { msg: en('validation.passwordRequired'), path: 'password' },
      ]);
    });
  });

  describe('GET /api/auth/profile', () => {
    let registered: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      registered = await registerUser(app);
    });

    it('answers 401 without a token', async () => {
      expectFailure(await getProfile(app), 401, en('auth.required'));
      expectFailure(await getProfile(app, `Basic ${registered.token}`), 401, en('auth.required'));
    });

    it('answers 401 for a tampered token', async () => {
      const [header, , signature] = registered.token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: randomUUID(), iat: 1 })).toString('base64url');
      expectFailure(
        await getProfile(app, `Bearer ${header}.${forgedPayload}.${signature}`),
        401,
        en('auth.invalidToken'),
      );
      expectFailure(await getProfile(app, 'Bearer not-a-jwt'), 401, en('auth.invalidToken'));
    });

    it('answers 401 for an expired token', async () => {
      const { sid } = decodeJwt(registered.token);
      const expired = await signToken(registered.user.id, Math.floor(Date.now() / 1000) - 60, sid as string);
      expectFailure(await getProfile(app, `Bearer ${expired}`), 401, en('auth.invalidToken'));
      // The same signing path with a future expiry is accepted, so only the expiry made the difference.
      const valid = await signToken(registered.user.id, Math.floor(Date.now() / 1000) + 60, sid as string);
      expect((await getProfile(app, `Bearer ${valid}`)).statusCode).toBe(200);
    });

    it('answers 401 for a valid token of a user that does not exist', async () => {
      // Its session cannot exist either.
      const orphan = await signToken(randomUUID(), Math.floor(Date.now() / 1000) + 60);
      expectFailure(await getProfile(app, `Bearer ${orphan}`), 401, en('workspace.sessionEnded'));
    });
  });

  describe('errors and languages', () => {
    it('answers 400 JSON for a malformed JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: '{"email": "a@example.com",',
      });
      expectFailure(response, 400, en('common.malformedJson'));
    });

    it('answers a translated 400 for a JSON body that is not an object', async () => {
      for (const payload of ['"abc"', '[]', '42']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          payload,
        });
        expectFailure(response, 400, en('common.bodyMustBeObject'));
      }
    });

    it('answers 404 JSON for an unknown API path', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/does-not-exist',
        headers: { 'accept-language': 'en' },
      });
      expectFailure(response, 404, en('common.routeNotFound'));
      const post = await postJson(app, '/api/auth/nothing-here', {});
      expectFailure(post, 404, en('common.routeNotFound'));
    });

    it.each<[string | undefined, Language]>([
      ['en', 'en'],
      ['en-US,en;q=0.9', 'en'],
      ['vi', 'vi'],
      ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
      [undefined, 'vi'],
    ])('answers Accept-Language %s in %s', async (acceptLanguage, language) => {
      const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      const text = language === 'en' ? en : vi;
      const login = await postJson(
        app,
        '/api/auth/login',
        { email: 'nobody@example.com', password: 'whatever1' },
        headers,
      );
      expectFailure(login, 401, text('auth.invalidCredentials'));
      const invalid = await postJson(app, '/api/auth/register', { ...uniqueCredentials(), password: 'short' }, headers);
      expect(expectFailure(invalid, 400, text('common.validationFailed')).errors).toEqual([
        { msg: text('validation.passwordMin'), path: 'password' },
      ]);
    });
  });

  describe('rate limit', () => {
    let limited: App | undefined;
    afterAll(async () => {
      await limited?.app.close();
    });

    it('answers 429 JSON on the 10th sign-in from one address when the limit is 3 (tripled for sign-in)', async () => {
      const { app: limitedApp } = (limited = await createTestApp(database(), { authRateLimitMax: 3 }));
      // Other accounts each time: only the address's request limit is tried here (login-throttle.test.ts does
      // the per-account counts).
      const attempt = () =>
        postJson(limitedApp, '/api/auth/login', { email: uniqueCredentials().email, password: 'wrong-password' });
      for (let index = 0; index < 9; index += 1) {
        expect((await attempt()).statusCode).toBe(401);
      }
      expectFailure(await attempt(), 429, en('common.tooManyRequests'));
      // A forged X-Forwarded-For does not buy more attempts: the proxy header is not trusted by default.
      const forged = await postJson(
        limitedApp,
        '/api/auth/login',
        { email: 'nobody@example.com', password: 'wrong-password' },
        { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.9' },
      );
      expect(forged.statusCode).toBe(429);
      // Registration is limited separately and still answers.
      const register = await postJson(limitedApp, '/api/auth/register', uniqueCredentials());
      expect(register.statusCode).toBe(201);
    });
  });
});
