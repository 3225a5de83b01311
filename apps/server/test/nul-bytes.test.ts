import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsNulByte } from '../src/lib/nul-bytes.js';
import { callApi, en, expectFailure, vi } from './helpers/api.js';
import { createComment, createPost, sharePost, smallImage } from './helpers/posts.js';
import { createTestApp, postJson, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const NUL = '\u0000';

describe('containsNulByte', () => {
  it.each<[string, unknown, boolean]>([
    ['a plain string', 'hello', false],
    ['a string with NUL', `a${NUL}b`, true],
    ['a nested array', { a: [1, 'x', { b: [`${NUL}`] }] }, true],
    ['an object key', { [`k${NUL}`]: 'v' }, true],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: undefined }, false],
    ['a Buffer holding a zero byte (binary, not text)', { file: Buffer.from([0, 1, 2]) }, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(containsNulByte(value)).toBe(expected);
  });

  it('walks a very deeply nested body without overflowing the stack', () => {
    const depth = 200_000;
    const deep: unknown = JSON.parse(`${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}`);
    expect(containsNulByte(deep)).toBe(true);
  });
});

describeEachDatabase('NUL characters over REST', ({ database }) => {
  let app: FastifyInstance;
  let alice: RegisteredUser;

  const expectNulRefused = (response: LightMyRequestResponse) => {
    const body = expectFailure(response, 400, en('common.nulByte'));
    expect(body.message).toMatch(/NUL/);
  };

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    alice = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses profile fields', async () => {
    const response = await callApi(app, 'PUT', '/api/profile', alice.token, {
      username: alice.user.username,
      email: alice.user.email,
      position: `Lead${NUL}`,
    });
    expectNulRefused(response);
  });

  it('refuses a registration field, in Vietnamese by default', async () => {
    const response = await postJson(
      app,
      '/api/auth/register',
      { username: 'nul_user', email: `nul${NUL}@example.com`, password: 'correct-horse-9' },
      {},
    );
    expectFailure(response, 400, vi('common.nulByte'));
  });

  it('refuses a comment and a reply', async () => {
    const post = await createPost(app, alice);
    expectNulRefused(await callApi(app, 'POST', `/api/posts/${post.id}/comment`, alice.token, { text: `hi${NUL}` }));
    const top = await createComment(app, alice, post.id, 'top');
    const reply = await callApi(app, 'POST', `/api/posts/${post.id}/comment/${top.id}/reply`, alice.token, {
      text: 'ok',
      replyToUsername: `x${NUL}`,
    });
    expectNulRefused(reply);
  });

  it('refuses a post caption (a multipart field)', async () => {
    const response = await sharePost(app, alice.token, await smallImage(), { fields: { caption: `Hello${NUL}` } });
    expectNulRefused(response);
  });

  it('refuses a group name', async () => {
    expectNulRefused(await callApi(app, 'POST', '/api/chats/groups', alice.token, { name: `Team${NUL}` }));
  });

  it('refuses a query string (user search)', async () => {
    expectNulRefused(await callApi(app, 'GET', '/api/chats/users/search?query=a%00b', alice.token));
  });

  it('refuses a route param', async () => {
    expectNulRefused(await callApi(app, 'GET', '/api/profile/user/%00', alice.token));
    expectNulRefused(await callApi(app, 'GET', '/api/posts/abc%00/comments', alice.token));
  });

  it('still accepts text without NUL (other control characters are not its business)', async () => {
    const response = await callApi(app, 'GET', '/api/chats/users/search?query=a%01b', alice.token);
    expect(response.statusCode, response.body).toBe(200);
  });
});
