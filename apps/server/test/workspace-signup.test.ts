import type { ApiSuccess, SignupInfo, WorkspaceSettings } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { createTestApp, postJson, registerUser, uniqueCredentials, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { createInvite, OPEN_TO_ALL, putSettings, registerAs, setSignup, tryRegister } from './helpers/workspace.js';

const signupInfo = async (app: FastifyInstance, invite?: string) =>
  expectData<SignupInfo>(
    await callApi(app, 'GET', `/api/auth/signup-info${invite === undefined ? '' : `?invite=${invite}`}`, undefined),
  );

describeEachDatabase('the first account of a workspace', ({ database }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('is its administrator: of two first registrations at once exactly one is, and everyone after is a member', async () => {
    const responses = await Promise.all([0, 1, 2].map(() => tryRegister(app)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const roles = responses.map((response) => response.json<ApiSuccess<{ user: { role: string } }>>().data.user.role);
    expect(roles.sort()).toEqual(['admin', 'member', 'member']);
    await registerAs(app, 'member');
  });
});

describeEachDatabase('the first account when SIGNUP_MODE=closed', ({ database }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp(database(), { signup: { mode: 'closed' } }));
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('is still admitted (a closed deploy gets its administrator), then nobody else is', async () => {
    expect((await signupInfo(app)).signupMode).toBe('open');
    await registerAs(app, 'admin');
    expect((await signupInfo(app)).signupMode).toBe('closed');
    expectFailure(await tryRegister(app), 403, en('workspace.signupClosed'));
  });
});

describeEachDatabase('sign-up modes', ({ database }) => {
  let app: FastifyInstance;
  let admin: RegisteredUser;
  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    admin = await registerAs(app, 'admin');
  });
  afterEach(async () => setSignup(app, admin.token, OPEN_TO_ALL));
  afterAll(async () => app?.close());

  it('opens sign-up to anyone by default', async () => {
    expect(expectData(await callApi(app, 'GET', '/api/admin/settings', admin.token))).toEqual({
      settings: OPEN_TO_ALL,
      lockedByConfig: [],
    });
    await registerAs(app, 'member');
  });

  it('with allowed domains, admits only emails of those domains (not their subdomains), in both languages', async () => {
    await setSignup(app, admin.token, { signupMode: 'open', allowedEmailDomains: ['team.example', 'example.org'] });
    const { username } = uniqueCredentials();
    await registerAs(app, 'member', { email: `${username}@TEAM.example` });
    await registerAs(app, 'member', { email: `${username}@example.org` });
    expectFailure(await tryRegister(app), 403, en('workspace.signupDomainNotAllowed'));
    expectFailure(
      await tryRegister(app, { email: `${username}@sub.team.example` }),
      403,
      en('workspace.signupDomainNotAllowed'),
    );
    const inVietnamese = await postJson(
      app,
      '/api/auth/register',
      { ...uniqueCredentials() },
      { 'accept-language': 'vi' },
    );
    expectFailure(inVietnamese, 403, vi('workspace.signupDomainNotAllowed'));
  });

  it('invite-only refuses a registration without a link and admits one with a link', async () => {
    await setSignup(app, admin.token, { signupMode: 'invite', allowedEmailDomains: [] });
    expectFailure(await tryRegister(app), 403, en('workspace.signupInviteOnly'));
    const invite = await createInvite(app, admin.token);
    await registerAs(app, 'member', { inviteToken: invite.token });
  });

  it('closed refuses everyone, invite links included', async () => {
    const invite = await createInvite(app, admin.token);
    await setSignup(app, admin.token, { signupMode: 'closed', allowedEmailDomains: [] });
    expectFailure(await tryRegister(app), 403, en('workspace.signupClosed'));
    expectFailure(await tryRegister(app, { inviteToken: invite.token }), 403, en('workspace.signupClosed'));
    await setSignup(app, admin.token, { signupMode: 'invite', allowedEmailDomains: [] });
    await registerAs(app, 'member', { inviteToken: invite.token });
  });

  it('refuses before it says whether an email or a name is taken', async () => {
    await setSignup(app, admin.token, { signupMode: 'closed', allowedEmailDomains: [] });
    expectFailure(
      await tryRegister(app, { email: admin.user.email, username: admin.user.username }),
      403,
      en('workspace.signupClosed'),
    );
  });

  it('keeps domains lower-cased without "@" and once each; refuses a bad mode, a bad domain and too many', async () => {
    const saved = await putSettings(app, admin.token, {
      signupMode: 'open',
      allowedEmailDomains: ['@Example.COM', 'example.com', ' team.example '],
    });
    expect(expectData(saved)).toEqual({
      settings: { signupMode: 'open', allowedEmailDomains: ['example.com', 'team.example'] },
      lockedByConfig: [],
    });
    expect(saved.json<{ message: string }>().message).toBe(en('workspace.settingsSaved'));
    const badMode = await callApi(app, 'PUT', '/api/admin/settings', admin.token, {
      signupMode: 'sometimes',
      allowedEmailDomains: [],
    });
    expect(expectFailure(badMode, 400, en('common.validationFailed')).errors).toEqual([
      { msg: en('workspace.signupModeInvalid'), path: 'signupMode' },
    ]);
    const badDomain = await putSettings(app, admin.token, {
      signupMode: 'open',
      allowedEmailDomains: ['not a domain'],
    });
    expect(expectFailure(badDomain, 400, en('common.validationFailed')).errors).toEqual([
      { msg: en('workspace.domainInvalid'), path: 'allowedEmailDomains.0' },
    ]);
    const many = Array.from({ length: 51 }, (_, index) => `d${index}.example`);
    const tooMany = await putSettings(app, admin.token, { signupMode: 'open', allowedEmailDomains: many });
    expect(expectFailure(tooMany, 400, en('common.validationFailed')).errors).toEqual([
      { msg: en('workspace.domainsTooMany'), path: 'allowedEmailDomains' },
    ]);
  });

  it('tells the sign-up screens the mode, the domains only while open, and whether a link works', async () => {
    await setSignup(app, admin.token, { signupMode: 'open', allowedEmailDomains: ['example.com'] });
    expect(await signupInfo(app)).toEqual({
      signupMode: 'open',
      allowedEmailDomains: ['example.com'],
      passwordResetByEmail: false,
    });
    const bound = await createInvite(app, admin.token, { expiresInHours: 1, maxUses: 1, email: 'Bound@Example.com' });
    await setSignup(app, admin.token, { signupMode: 'invite', allowedEmailDomains: ['example.com'] });
    expect(await signupInfo(app, bound.token)).toEqual({
      signupMode: 'invite',
      allowedEmailDomains: [],
      passwordResetByEmail: false,
      invite: { valid: true, invitedBy: admin.user.username, email: 'bound@example.com' },
    });
    const unknown = await signupInfo(app, 'no-such-token');
    expect(unknown.invite).toEqual({ valid: false, invitedBy: null, email: null });
    await setSignup(app, admin.token, { signupMode: 'closed', allowedEmailDomains: [] });
    expect((await signupInfo(app, bound.token)).invite).toEqual({ valid: false, invitedBy: null, email: null });
  });
});

const FIXED: WorkspaceSettings = { signupMode: 'invite', allowedEmailDomains: ['example.com'] };

describeEachDatabase('sign-up settings fixed by the configuration', ({ database }) => {
  let app: FastifyInstance | undefined;
  let admin: RegisteredUser;
  beforeAll(async () => {
    const plain = await createTestApp(database());
    admin = await registerUser(plain.app);
    await plain.app.close();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(signup: { mode?: WorkspaceSettings['signupMode']; emailDomains?: string[] }) {
    ({ app } = await createTestApp(database(), { signup }));
    await app.ready();
    return app;
  }

  it('apply and show as locked; a change to them answers 409, the same values are accepted', async () => {
    const fixedApp = await appWith({ mode: 'invite', emailDomains: ['example.com'] });
    expect(expectData(await callApi(fixedApp, 'GET', '/api/admin/settings', admin.token))).toEqual({
      settings: FIXED,
      lockedByConfig: ['signupMode', 'allowedEmailDomains'],
    });
    expectFailure(await tryRegister(fixedApp), 403, en('workspace.signupInviteOnly'));
    const change = await putSettings(fixedApp, admin.token, { ...FIXED, signupMode: 'open' });
    expectFailure(change, 409, en('workspace.settingLocked'));
    const domains = await putSettings(fixedApp, admin.token, { ...FIXED, allowedEmailDomains: ['other.example'] });
    expectFailure(domains, 409, en('workspace.settingLocked'));
    expect(expectData(await putSettings(fixedApp, admin.token, FIXED))).toMatchObject({ settings: FIXED });
  });

  it('leave the other setting to the admin, and keep the admin’s own choice for when the configuration goes', async () => {
    const modeFixed = await appWith({ mode: 'closed' });
    const saved = await putSettings(modeFixed, admin.token, {
      signupMode: 'closed',
      allowedEmailDomains: ['team.example'],
    });
    expect(expectData(saved)).toEqual({
      settings: { signupMode: 'closed', allowedEmailDomains: ['team.example'] },
      lockedByConfig: ['signupMode'],
    });
    const change = await putSettings(modeFixed, admin.token, { signupMode: 'open', allowedEmailDomains: [] });
    expectFailure(change, 409, en('workspace.settingLocked'));
    await modeFixed.close();
    const unfixed = await appWith({});
    expect(expectData(await callApi(unfixed, 'GET', '/api/admin/settings', admin.token))).toEqual({
      settings: { signupMode: 'open', allowedEmailDomains: ['team.example'] },
      lockedByConfig: [],
    });
  });
});
