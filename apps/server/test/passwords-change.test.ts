import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { createTestApp, getProfile, postJson, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const newPassword = () => `New-${randomBytes(6).toString('hex')}`;

describeEachDatabase('POST /api/auth/password', ({ database }) => {
  let app: FastifyInstance;

  const change = (token: string | undefined, body: unknown) => callApi(app, 'POST', '/api/auth/password', token, body);
  const login = (email: string, password: string) => postJson(app, '/api/auth/login', { email, password });
  /** Another device of `person`: a second sign-in, with its own session. */
  const signInElsewhere = async (person: RegisteredUser) =>
    expectData<{ token: string }>(await login(person.user.email, person.password)).token;

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sets the new password, ends every other session and keeps this one', async () => {
    const person = await registerUser(app);
    const laptop = await signInElsewhere(person);
    const phone = await signInElsewhere(person);
    const password = newPassword();
    const response = await change(person.token, { currentPassword: person.password, newPassword: password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: en('workspace.passwordChanged'), data: {} });

    expect((await getProfile(app, `Bearer ${person.token}`)).statusCode).toBe(200);
    for (const other of [laptop, phone]) {
      expectFailure(await getProfile(app, `Bearer ${other}`), 401, en('workspace.sessionEnded'));
    }
    expect((await login(person.user.email, password)).statusCode).toBe(200);
    expectFailure(await login(person.user.email, person.password), 401, en('auth.invalidCredentials'));
  });

  it('answers 400 on currentPassword when it is wrong, in both languages, and changes nothing', async () => {
    const person = await registerUser(app);
    const laptop = await signInElsewhere(person);
    const body = { currentPassword: `${person.password}x`, newPassword: newPassword() };
    const failure = expectFailure(await change(person.token, body), 400, en('common.validationFailed'));
    expect(failure.errors).toEqual([{ msg: en('workspace.currentPasswordWrong'), path: 'currentPassword' }]);
    const inVietnamese = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${person.token}`, 'accept-language': 'vi' },
      payload: body,
    });
    expect(inVietnamese.json()).toMatchObject({ errors: [{ msg: vi('workspace.currentPasswordWrong') }] });
    expect((await getProfile(app, `Bearer ${laptop}`)).statusCode).toBe(200);
    expect((await login(person.user.email, person.password)).statusCode).toBe(200);
  });

  it('refuses a new password that registration would refuse, on newPassword', async () => {
    const person = await registerUser(app);
    for (const weak of ['password123', 'qwertyuiop', `${person.user.username}2024`]) {
      const failure = expectFailure(
        await change(person.token, { currentPassword: person.password, newPassword: weak }),
        400,
        en('common.validationFailed'),
      );
      expect(failure.errors).toEqual([{ msg: en('validation.passwordWeak'), path: 'newPassword' }]);
    }
    const short = expectFailure(
      await change(person.token, { currentPassword: person.password, newPassword: 'Ab1!' }),
      400,
      en('common.validationFailed'),
    );
    expect(short.errors).toEqual([{ msg: en('validation.passwordMin'), path: 'newPassword' }]);
    const empty = expectFailure(
      await change(person.token, { newPassword: newPassword() }),
      400,
      en('common.validationFailed'),
    );
    expect(empty.errors).toEqual([{ msg: en('validation.passwordRequired'), path: 'currentPassword' }]);
    expect((await login(person.user.email, person.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expectFailure(
      await change(undefined, { currentPassword: 'x', newPassword: newPassword() }),
      401,
      en('auth.required'),
    );
  });
});

describeEachDatabase('POST /api/auth/password rate limit', ({ database }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { authRateLimitMax: 5 }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('slows guesses of the current password per account (AUTH_RATE_LIMIT_MAX a minute)', async () => {
    const person = await registerUser(app);
    const other = await registerUser(app);
    const guess = (token: string) =>
      callApi(app, 'POST', '/api/auth/password', token, {
        currentPassword: 'guess-123456',
        newPassword: newPassword(),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess(person.token)).statusCode).toBe(400);
    expectFailure(await guess(person.token), 429, en('common.tooManyRequests'));
    // Another account from the same address is not held up.
    expect((await guess(other.token)).statusCode).toBe(400);
  });
});
