import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiSuccess } from '@teamhub/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { mailTo, resetLinkIn, smtpStandInPerSuite, TEST_APP_URL } from './helpers/mail.js';
import { createTestApp, getProfile, postJson, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const newPassword = () => `New-${randomBytes(6).toString('hex')}`;

const forgot = (app: FastifyInstance, email: string, language = 'en') =>
  postJson(app, '/api/auth/forgot-password', { email }, { 'accept-language': language });
const reset = (app: FastifyInstance, token: string, password: string) =>
  postJson(app, '/api/auth/reset-password', { token, newPassword: password });
const login = (app: FastifyInstance, email: string, password: string) =>
  postJson(app, '/api/auth/login', { email, password });

describeEachDatabase('password reset by mail', ({ database }) => {
  const mail = smtpStandInPerSuite();
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), mail.mailOptions()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Asks for a link for `person` and answers it, read from the mail the stand-in received. */
  async function linkFor(person: RegisteredUser) {
    expect((await forgot(app, person.user.email)).statusCode).toBe(200);
    const received = await mailTo(mail.smtp, person.user.email);
    mail.smtp.reset();
    return resetLinkIn(received);
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers the same whether or not the email has an account, and mails only the account', async () => {
      const person = await registerUser(app);
      const unknown = await forgot(app, `nobody-${randomUUID()}@example.com`);
      const known = await forgot(app, person.user.email.toUpperCase());
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ success: true, message: en('workspace.resetMailSent'), data: {} });
      await mailTo(mail.smtp, person.user.email);
      expect(mail.smtp.mails.map((received) => received.to)).toEqual([[person.user.email]]);
    });

    it('mails a link to APP_URL’s reset page that works, in the language the person asked in', async () => {
      const person = await registerUser(app);
      expect((await forgot(app, person.user.email, 'vi')).json()).toMatchObject({
        message: vi('workspace.resetMailSent'),
      });
      const received = await mailTo(mail.smtp, person.user.email);
      expect(received.subject).toBe('Đặt lại mật khẩu TeamHub');
      expect(received.text).toContain(`Chào ${person.user.username},`);
      expect(received.from).toBe('teamhub@example.test');
      const { url, token } = resetLinkIn(received);
      expect(url.origin + url.pathname).toBe(`${TEST_APP_URL}/reset-password`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(received.html).toContain(`href="${url.href}"`);

      const password = newPassword();
      const answer = await reset(app, token, password);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: en('workspace.passwordReset'), data: {} });
      expect((await login(app, person.user.email, password)).statusCode).toBe(200);
      expectFailure(await login(app, person.user.email, person.password), 401, en('auth.invalidCredentials'));
    });

    it('writes the mail in English for an English reader', async () => {
      const person = await registerUser(app);
      await forgot(app, person.user.email, 'en');
      const received = await mailTo(mail.smtp, person.user.email);
      expect(received.subject).toBe('Reset your TeamHub password');
      expect(received.text).toContain(`Hi ${person.user.username},`);
    });

    it('stores only a hash of the token', async () => {
      const person = await registerUser(app);
      const { token } = await linkFor(person);
      const rows = await database()
        .db.select({ tokenHash: passwordResets.tokenHash })
        .from(passwordResets)
        .where(eq(passwordResets.userId, person.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.tokenHash).not.toContain(token);
    });

    it('mails nothing to a deactivated or deleted account, with the same answer', async () => {
      const deactivated = await registerUser(app);
      const deleted = await registerUser(app);
      const active = await registerUser(app);
      const { db } = database();
      await db.update(users).set({ status: 'deactivated' }).where(eq(users.id, deactivated.user.id));
      await db.update(users).set({ status: 'deleted' }).where(eq(users.id, deleted.user.id));
      for (const person of [deactivated, deleted]) {
        expect((await forgot(app, person.user.email)).json()).toMatchObject({ message: en('workspace.resetMailSent') });
      }
      await forgot(app, active.user.email);
      await mailTo(mail.smtp, active.user.email);
      expect(mail.smtp.mails.flatMap((received) => received.to)).toEqual([active.user.email]);
    });

    it('refuses a malformed email with 400', async () => {
      const body = expectFailure(await forgot(app, 'not-an-email'), 400, en('common.validationFailed'));
      expect(body.errors).toEqual([{ msg: en('validation.emailInvalid'), path: 'email' }]);
    });

    it('limits the mails per email address (5 an hour), known or not, whatever the requester’s address', async () => {
      const person = await registerUser(app);
      const stranger = `nobody-${randomUUID()}@example.com`;
      for (const email of [person.user.email, stranger]) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const fromElsewhere = await app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email },
            remoteAddress: `10.0.0.${attempt}`,
          });
          expect(fromElsewhere.statusCode).toBe(200);
        }
        expectFailure(await forgot(app, email.toUpperCase()), 429, en('common.tooManyRequests'));
      }
      await mail.smtp.waitFor(() => mail.smtp.mails.length === 5);
      // Another address is not held up by them.
      expect((await forgot(app, (await registerUser(app)).user.email)).statusCode).toBe(200);
    });

    it('answers before the mail is handed over, and still 200 when the mail server refuses it', async () => {
      const person = await registerUser(app);
      mail.smtp.controls.reject = true;
      expect((await forgot(app, person.user.email)).statusCode).toBe(200);
      expect(mail.smtp.refused).toBe(0);
      await mail.smtp.waitFor(() => mail.smtp.refused === 1);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('works once: the second use answers 410', async () => {
      const person = await registerUser(app);
      const { token } = await linkFor(person);
      expect((await reset(app, token, newPassword())).statusCode).toBe(200);
      expectFailure(await reset(app, token, newPassword()), 410, en('workspace.resetLinkInvalid'));
    });

    it('answers 410 for an expired link and for a token that was never made', async () => {
      const person = await registerUser(app);
      const { token } = await linkFor(person);
      await database()
        .db.update(passwordResets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResets.userId, person.user.id));
      expectFailure(await reset(app, token, newPassword()), 410, en('workspace.resetLinkInvalid'));
      expectFailure(
        await reset(app, randomBytes(32).toString('base64url'), newPassword()),
        410,
        en('workspace.resetLinkInvalid'),
      );
      expect((await login(app, person.user.email, person.password)).statusCode).toBe(200);
    });

    it('lasts an hour', async () => {
      const person = await registerUser(app);
      await linkFor(person);
      const [row] = await database()
        .db.select({ minutes: sql<number>`round(extract(epoch from ${passwordResets.expiresAt} - now()) / 60)::int` })
        .from(passwordResets)
        .where(eq(passwordResets.userId, person.user.id));
      expect(row?.minutes).toBe(60);
    });

    it('refuses a weak password on newPassword (the account’s own name too) and leaves the link usable', async () => {
      const person = await registerUser(app);
      const { token } = await linkFor(person);
      for (const weak of ['password123', `${person.user.username}1`]) {
        const body = expectFailure(await reset(app, token, weak), 400, en('common.validationFailed'));
        expect(body.errors).toEqual([{ msg: en('validation.passwordWeak'), path: 'newPassword' }]);
      }
      const short = expectFailure(await reset(app, token, 'short'), 400, en('common.validationFailed'));
      expect(short.errors).toEqual([{ msg: en('validation.passwordMin'), path: 'newPassword' }]);
      expect((await reset(app, token, newPassword())).statusCode).toBe(200);
    });

    it('lets one of two requests racing with the same link win; the other changes nothing', async () => {
      const person = await registerUser(app);
      const { token } = await linkFor(person);
      const passwords = [newPassword(), newPassword()];
      const answers = await Promise.all(passwords.map((password) => reset(app, token, password)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect((await login(app, person.user.email, passwords[winner] ?? '')).statusCode).toBe(200);
      expect((await login(app, person.user.email, passwords[1 - winner] ?? '')).statusCode).toBe(401);
    });

    it('ends every session of the account', async () => {
      const person = await registerUser(app);
      const other = expectData<{ token: string }>(await login(app, person.user.email, person.password));
      const { token } = await linkFor(person);
      expect((await reset(app, token, newPassword())).statusCode).toBe(200);
      for (const sessionToken of [person.token, other.token]) {
        expect((await getProfile(app, `Bearer ${sessionToken}`)).statusCode).toBe(401);
      }
    });

    it('voids the account’s other links, and a password change voids links asked for before it', async () => {
      const person = await registerUser(app);
      const first = await linkFor(person);
      const second = await linkFor(person);
      expect((await reset(app, second.token, newPassword())).statusCode).toBe(200);
      expectFailure(await reset(app, first.token, newPassword()), 410, en('workspace.resetLinkInvalid'));

      const changer = await registerUser(app);
      const pending = await linkFor(changer);
      const changed = await callApi(app, 'POST', '/api/auth/password', changer.token, {
        currentPassword: changer.password,
        newPassword: newPassword(),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expectFailure(await reset(app, pending.token, newPassword()), 410, en('workspace.resetLinkInvalid'));
    });

    it('refuses the link of an account deactivated since', async () => {
      const person = await registerUser(app);
      const { token } = await linkFor(person);
      await database().db.update(users).set({ status: 'deactivated' }).where(eq(users.id, person.user.id));
      expectFailure(await reset(app, token, newPassword()), 410, en('workspace.resetLinkInvalid'));
    });

    it('needs a token', async () => {
      const body = expectFailure(await reset(app, '', newPassword()), 400, en('common.validationFailed'));
      expect(body.errors).toEqual([{ msg: en('workspace.resetLinkInvalid'), path: 'token' }]);
    });
  });
});

describeEachDatabase('password reset without mail', ({ database }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { authRateLimitMax: 3 }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503: ask an administrator, in both languages', async () => {
    const person = await registerUser(app);
    expectFailure(await forgot(app, person.user.email), 503, en('workspace.resetByEmailOff'));
    expectFailure(await forgot(app, person.user.email, 'vi'), 503, vi('workspace.resetByEmailOff'));
  });

  it('limits forgot and reset requests per address (AUTH_RATE_LIMIT_MAX a minute)', async () => {
    for (const [url, payload, allowed] of [
      ['/api/auth/forgot-password', { email: 'a@example.com' }, 503],
      ['/api/auth/reset-password', { token: 'x', newPassword: newPassword() }, 410],
    ] as const) {
      const from = (remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await from('10.1.1.1')).statusCode).toBe(allowed);
      expect((await from('10.1.1.1')).statusCode).toBe(429);
      expect((await from('10.1.1.2')).statusCode).toBe(allowed);
    }
  });
});

describeEachDatabase('an admin’s password-reset link', ({ database }) => {
  let app: FastifyInstance;
  let admin: RegisteredUser;
  let member: RegisteredUser;

  const makeLink = (token: string, userId: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/password-reset`,
      headers: { 'accept-language': 'en', authorization: `Bearer ${token}`, ...headers },
    });

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    admin = await registerUser(app);
    member = await registerUser(app);
    await database().db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 201 with a link to this server’s reset page that works once', async () => {
    const response = await makeLink(admin.token, member.user.id);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ApiSuccess<{ url: string; expiresAt: string }>>();
    expect(body.message).toBe(en('workspace.resetLinkCreated'));
    const url = new URL(body.data.url);
    expect(url.origin + url.pathname).toBe('http://localhost/reset-password');
    const minutesLeft = (Date.parse(body.data.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    const password = newPassword();
    const token = url.searchParams.get('token') ?? '';
    expect((await reset(app, token, password)).statusCode).toBe(200);
    expectFailure(await reset(app, token, newPassword()), 410, en('workspace.resetLinkInvalid'));
    // The reset ended the member's sessions: they sign in again.
    const signedIn = expectData<{ token: string }>(await login(app, member.user.email, password));
    expectFailure(await getProfile(app, `Bearer ${member.token}`), 401, en('workspace.sessionEnded'));
    member = { ...member, password, token: signedIn.token };
    const [row] = await database()
      .db.select({ createdBy: passwordResets.createdBy })
      .from(passwordResets)
      .where(eq(passwordResets.userId, member.user.id));
    expect(row?.createdBy).toBe(admin.user.id);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const response = await makeLink(admin.token, member.user.id, { 'x-forwarded-host': 'evil.example' });
    expect(expectCreated(response).url).not.toContain('evil.example');
  });

  it('answers 403 to a member', async () => {
    expectFailure(await makeLink(member.token, admin.user.id), 403, en('workspace.adminOnly'));
  });

  it('answers 401 signed out', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/admin/users/${member.user.id}/password-reset` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for no such account, a malformed id and a deleted account', async () => {
    expectFailure(await makeLink(admin.token, randomUUID()), 404, en('workspace.userNotFound'));
    expectFailure(await makeLink(admin.token, 'not-a-uuid'), 404, en('workspace.userNotFound'));
    const gone = await registerUser(app);
    await database().db.update(users).set({ status: 'deleted' }).where(eq(users.id, gone.user.id));
    expectFailure(await makeLink(admin.token, gone.user.id), 404, en('workspace.userNotFound'));
  });

  it('answers 409 for a deactivated member: reactivate them first', async () => {
    const away = await registerUser(app);
    await database().db.update(users).set({ status: 'deactivated' }).where(eq(users.id, away.user.id));
    expectFailure(await makeLink(admin.token, away.user.id), 409, en('passwords.reactivateFirst'));
  });
});

describeEachDatabase('an admin’s link with APP_URL set', ({ database }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { appUrl: TEST_APP_URL }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('points to APP_URL', async () => {
    const admin = await registerUser(app);
    const member = await registerUser(app);
    await database().db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const response = await callApi(app, 'POST', `/api/admin/users/${member.user.id}/password-reset`, admin.token);
    expect(expectCreated(response).url).toMatch(new RegExp(`^${TEST_APP_URL}/reset-password\\?token=`));
  });
});

function expectCreated(response: Awaited<ReturnType<FastifyInstance['inject']>>): { url: string; expiresAt: string } {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<{ url: string; expiresAt: string }>>().data;
}
