import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { en, expectFailure, vi } from './helpers/api.js';
import { createTestApp, postJson, uniqueCredentials } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('password strength at registration', ({ database }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['a common password', 'password'],
    ['a digit sequence', '12345678'],
    ['one repeated character', 'aaaaaaaaaaaa'],
    ['a keyboard row', 'qwertyuiop'],
    ['a keyboard zigzag', '1q2w3e4r5t'],
    ['a common password with a digit', 'password1'],
    ['l33t spelling of a common password', 'P@ssw0rd!'],
  ])('refuses %s (%s) with 400 on the password field', async (_label, password) => {
    const credentials = { ...uniqueCredentials(), password };
    const response = await postJson(app, '/api/auth/register', credentials);
    const body = expectFailure(response, 400, en('common.validationFailed'));
    expect(body.errors).toEqual([{ msg: en('validation.passwordWeak'), path: 'password' }]);
    // Nothing was created: the same email can register with a good password.
    const retry = await postJson(app, '/api/auth/register', { ...credentials, password: 'correct-horse-9' });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('refuses a password made of the account’s own username or email', async () => {
    const credentials = uniqueCredentials();
    const username = `tran.minh.${credentials.username.slice(-8)}`;
    const email = `nguyen.van.an.${credentials.username.slice(-8)}@example.com`;
    for (const password of [username, `${username}1`, email.split('@')[0] ?? '']) {
      const response = await postJson(app, '/api/auth/register', { username, email, password });
      const body = expectFailure(response, 400, en('common.validationFailed'));
      expect(body.errors, password).toEqual([{ msg: en('validation.passwordWeak'), path: 'password' }]);
    }
  });

  it('answers in Vietnamese by default', async () => {
    const response = await postJson(app, '/api/auth/register', { ...uniqueCredentials(), password: 'qwertyuiop' }, {});
    const body = expectFailure(response, 400, vi('common.validationFailed'));
    expect(body.errors).toEqual([{ msg: vi('validation.passwordWeak'), path: 'password' }]);
    expect(vi('validation.passwordWeak')).not.toBe(en('validation.passwordWeak'));
  });

  it.each([
    ['a random password of the minimum length', 'Kx9#mQ2v'],
    ['a passphrase', 'correct horse battery staple'],
    ['the browser tests’ password', 'correct-horse-9'],
  ])('accepts %s', async (_label, password) => {
    const response = await postJson(app, '/api/auth/register', { ...uniqueCredentials(), password });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('still reports the length rules first', async () => {
    const response = await postJson(app, '/api/auth/register', { ...uniqueCredentials(), password: 'abc' });
    const body = expectFailure(response, 400, en('common.validationFailed'));
    expect(body.errors).toEqual([{ msg: en('validation.passwordMin'), path: 'password' }]);
  });
});
