import { createHash } from 'node:crypto';
import type { ApiSuccess, WorkspaceInvite } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { workspaceInvites } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { mailTo, smtpStandInPerSuite, TEST_APP_URL } from './helpers/mail.js';
import { createTestApp, uniqueCredentials, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { createInvite, OPEN_TO_ALL, registerAs, setSignup, tryRegister } from './helpers/workspace.js';

const HOUR_MS = 3_600_000;

describeEachDatabase('invite links', ({ database }) => {
  let app: FastifyInstance;
  let admin: RegisteredUser;
  // The app's clock: a test moves it forward to let a link expire.
  let offsetMs = 0;
  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { now: () => new Date(Date.now() + offsetMs) }));
    await app.ready();
    admin = await registerAs(app, 'admin');
  });
  afterEach(async () => {
    offsetMs = 0;
    await setSignup(app, admin.token, { signupMode: 'invite', allowedEmailDomains: [] });
  });
  afterAll(async () => app?.close());

  const listInvites = async () =>
    expectData<{ invites: WorkspaceInvite[] }>(await callApi(app, 'GET', '/api/admin/invites', admin.token)).invites;
  const listed = async (id: string) => (await listInvites()).find((invite) => invite.id === id);

  it('makes a long random token, shown once in a link on the address the admin used; only its hash is kept', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en', host: 'teamhub.example:8080' },
      payload: { expiresInHours: 48, maxUses: 3, email: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ApiSuccess<{ invite: WorkspaceInvite & { token: string; url: string } }>>();
    expect(body.message).toBe(en('workspace.inviteCreated'));
    expect(response.body).not.toMatch(/argon2|passwordHash/);
    const { invite } = body.data;
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.url).toBe(`http://teamhub.example:8080/register?invite=${invite.token}`);
    expect(invite).toMatchObject({
      email: null,
      maxUses: 3,
      uses: 0,
      state: 'active',
      revokedAt: null,
      createdBy: { id: admin.user.id, username: admin.user.username },
    });
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBeGreaterThan(48 * HOUR_MS - 60_000);

    const rows = await database().db.select().from(workspaceInvites);
    const row = rows.find((candidate) => candidate.id === invite.id);
    expect(row?.tokenHash).toBe(createHash('sha256').update(invite.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(invite.token);

    const inList = await listed(invite.id);
    expect(inList).toEqual({ ...invite, token: undefined, url: undefined, createdAt: inList?.createdAt });
    expect(Object.keys(inList ?? {})).not.toContain('token');
  });

  it('refuses an expiry or a number of uses out of range, and an invalid email', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expiresInHours: 0, maxUses: 1 }, 'expiresInHours', 'workspace.inviteExpiryInvalid'],
      [{ expiresInHours: 721, maxUses: 1 }, 'expiresInHours', 'workspace.inviteExpiryInvalid'],
      [{ expiresInHours: 1.5, maxUses: 1 }, 'expiresInHours', 'workspace.inviteExpiryInvalid'],
      [{ expiresInHours: 1, maxUses: 0 }, 'maxUses', 'workspace.inviteUsesInvalid'],
      [{ expiresInHours: 1, maxUses: 501 }, 'maxUses', 'workspace.inviteUsesInvalid'],
      [{ expiresInHours: 1, maxUses: 1, email: 'nope' }, 'email', 'validation.emailInvalid'],
    ];
    for (const [body, path, key] of cases) {
      const response = await callApi(app, 'POST', '/api/admin/invites', admin.token, body);
      expect(expectFailure(response, 400, en('common.validationFailed')).errors).toEqual([
        { msg: en(key as never), path },
      ]);
    }
  });

  it('admits as many people as it has uses, counts them, then answers 410', async () => {
    const invite = await createInvite(app, admin.token, { expiresInHours: 1, maxUses: 2 });
    await registerAs(app, 'member', { inviteToken: invite.token });
    expect((await listed(invite.id))?.uses).toBe(1);
    await registerAs(app, 'member', { inviteToken: invite.token });
    expect(await listed(invite.id)).toMatchObject({ uses: 2, state: 'used-up' });
    expectFailure(await tryRegister(app, { inviteToken: invite.token }), 410, en('workspace.inviteGone'));
  });

  it('gives the last use to only one of several people registering at once', async () => {
    const invite = await createInvite(app, admin.token, { expiresInHours: 1, maxUses: 1 });
    const responses = await Promise.all([0, 1, 2, 3].map(() => tryRegister(app, { inviteToken: invite.token })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 410, 410, 410]);
    expect((await listed(invite.id))?.uses).toBe(1);
  });

  it('stops working when it expires', async () => {
    const invite = await createInvite(app, admin.token, { expiresInHours: 2, maxUses: 5 });
    offsetMs = 2 * HOUR_MS + 1000;
    expectFailure(await tryRegister(app, { inviteToken: invite.token }), 410, en('workspace.inviteGone'));
    expect((await listed(invite.id))?.state).toBe('expired');
  });

  it('stops working at once when revoked; revoking again is fine; an unknown link is 404', async () => {
    const invite = await createInvite(app, admin.token);
    const revoked = await callApi(app, 'DELETE', `/api/admin/invites/${invite.id}`, admin.token);
    expect(revoked.json<{ message: string }>().message).toBe(en('workspace.inviteRevoked'));
    const { invite: view } = expectData<{ invite: WorkspaceInvite }>(revoked);
    expect(view).toMatchObject({ id: invite.id, state: 'revoked', revokedAt: expect.any(String) });
    expectFailure(await tryRegister(app, { inviteToken: invite.token }), 410, en('workspace.inviteGone'));
    const again = expectData<{ invite: WorkspaceInvite }>(
      await callApi(app, 'DELETE', `/api/admin/invites/${invite.id}`, admin.token),
    );
    expect(again.invite.revokedAt).toBe(view.revokedAt);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectFailure(
        await callApi(app, 'DELETE', `/api/admin/invites/${id}`, admin.token),
        404,
        en('workspace.inviteNotFound'),
      );
    }
  });

  it('answers 400 for a token this workspace never made', async () => {
    const response = await tryRegister(app, { inviteToken: 'A'.repeat(43) });
    expectFailure(response, 400, en('workspace.inviteInvalid'));
  });

  it('bound to an email, admits only that email (any letter case)', async () => {
    const { email } = uniqueCredentials();
    const invite = await createInvite(app, admin.token, { expiresInHours: 1, maxUses: 2, email: email.toUpperCase() });
    expect(invite.email).toBe(email);
    expectFailure(await tryRegister(app, { inviteToken: invite.token }), 403, en('workspace.inviteEmailMismatch'));
    await registerAs(app, 'member', { inviteToken: invite.token, email: ` ${email.toUpperCase()}` });
    expect((await listed(invite.id))?.uses).toBe(1);
  });

  it('admits past the allowed domains while sign-up is open: the admin chose that person', async () => {
    await setSignup(app, admin.token, { signupMode: 'open', allowedEmailDomains: ['team.example'] });
    expectFailure(await tryRegister(app), 403, en('workspace.signupDomainNotAllowed'));
    const invite = await createInvite(app, admin.token);
    await registerAs(app, 'member', { inviteToken: invite.token });
    await setSignup(app, admin.token, OPEN_TO_ALL);
  });

  it('takes no use from a registration that fails', async () => {
    const invite = await createInvite(app, admin.token, { expiresInHours: 1, maxUses: 1 });
    const taken = await tryRegister(app, { inviteToken: invite.token, username: admin.user.username });
    expectFailure(taken, 409, en('auth.usernameTaken'));
    expect((await listed(invite.id))?.uses).toBe(0);
    await registerAs(app, 'member', { inviteToken: invite.token });
  });

  it('lists the newest links first, with uses and state', async () => {
    const older = await createInvite(app, admin.token);
    const newer = await createInvite(app, admin.token);
    const ids = (await listInvites()).map((invite) => invite.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describeEachDatabase('invite links by mail', ({ database }) => {
  const mail = smtpStandInPerSuite();
  let app: FastifyInstance;
  let admin: RegisteredUser;
  beforeAll(async () => {
    ({ app } = await createTestApp(database(), mail.mailOptions()));
    await app.ready();
    admin = await registerAs(app, 'admin');
  });
  afterAll(async () => app?.close());

  it('mails a link bound to an email there, on APP_URL, in the admin’s language; the link registers that person', async () => {
    const { email } = uniqueCredentials();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'vi', host: 'forged.example' },
      payload: { expiresInHours: 72, maxUses: 1, email },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { invite, mailed } =
      response.json<ApiSuccess<{ invite: { url: string; token: string }; mailed: boolean }>>().data;
    expect(mailed).toBe(true);
    expect(invite.url).toBe(`${TEST_APP_URL}/register?invite=${invite.token}`);
    const received = await mailTo(mail.smtp, email);
    expect(received.subject).toBe(`${admin.user.username} mời bạn tham gia TeamHub`);
    expect(received.text).toContain('Liên kết dùng được trong 3 ngày.');
    expect(received.text).toContain(invite.url);
    expect(received.text).not.toContain('forged.example');
    await registerAs(app, 'member', { email, inviteToken: invite.token });
  });

  it('mails nothing for a link bound to no email', async () => {
    const response = await callApi(app, 'POST', '/api/admin/invites', admin.token, { expiresInHours: 1, maxUses: 1 });
    expect(response.json<ApiSuccess<{ mailed: boolean }>>().data.mailed).toBe(false);
    expect(mail.smtp.mails).toEqual([]);
  });

  it('tells the sign-in screens that a password reset can be mailed', async () => {
    const info = expectData<{ passwordResetByEmail: boolean }>(
      await callApi(app, 'GET', '/api/auth/signup-info', undefined),
    );
    expect(info.passwordResetByEmail).toBe(true);
  });
});
