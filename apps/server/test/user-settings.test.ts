import {
  DEFAULT_THEME,
  type ApiSuccess,
  type AuthPayload,
  type PublicUser,
  type VisibleUser,
} from '@teamhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure, ownProfile, vi } from './helpers/api.js';
import {
  createTestApp,
  getProfile,
  postJson,
  registerUser,
  type RegisteredUser,
  type TestApp,
} from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('user settings (theme, read receipts)', ({ database }) => {
  let built: TestApp;
  let owner: RegisteredUser;
  let colleague: RegisteredUser;

  const saveSettings = (user: RegisteredUser | undefined, body: unknown) =>
    callApi(built.app, 'PUT', '/api/profile/settings', user?.token, body);
  const sessionUser = async (user: RegisteredUser) =>
    (await getProfile(built.app, `Bearer ${user.token}`)).json<ApiSuccess<{ user: PublicUser }>>().data.user;
  const loginUser = async (user: RegisteredUser) => {
    const response = await postJson(built.app, '/api/auth/login', { email: user.user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ApiSuccess<AuthPayload>>().data.user;
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    owner = await registerUser(built.app);
    colleague = await registerUser(built.app);
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('starts every account on the system theme', async () => {
    expect(DEFAULT_THEME).toBe('system');
    const fresh = await registerUser(built.app);
    expect(fresh.user.theme).toBe('system');
    expect((await sessionUser(fresh)).theme).toBe('system');
    expect((await loginUser(fresh)).theme).toBe('system');
  });

  it('saves the theme and carries it in the session profile, login and own profile answers', async () => {
    for (const theme of ['dark', 'light', 'system', 'dark'] as const) {
      const response = await saveSettings(owner, { theme });
      expect(response.json<{ message: string }>().message).toBe(en('profile.settingsSaved'));
      expect(expectData<{ user: PublicUser }>(response).user).toMatchObject({ id: owner.user.id, theme });
      expect((await sessionUser(owner)).theme).toBe(theme);
      expect((await loginUser(owner)).theme).toBe(theme);
      expect((await ownProfile(built.app, owner.token)).theme).toBe(theme);
    }
  });

  it('changes only the caller, and nobody else sees the choice', async () => {
    await saveSettings(owner, { theme: 'light' });
    await saveSettings(colleague, { theme: 'dark' });
    expect((await sessionUser(owner)).theme).toBe('light');
    expect((await sessionUser(colleague)).theme).toBe('dark');

    const seen = expectData<{ user: VisibleUser }>(
      await callApi(built.app, 'GET', `/api/profile/user/${owner.user.id}`, colleague.token),
    ).user;
    expect(seen.id).toBe(owner.user.id);
    expect(seen).not.toHaveProperty('theme');
    const listed = expectData<{ users: VisibleUser[] }>(
      await callApi(built.app, 'GET', '/api/profile/users?limit=200', colleague.token),
    ).users;
    expect(listed.find((user) => user.id === owner.user.id)).not.toHaveProperty('theme');
    // The caller among them is presented whole, with their own choice.
    expect(listed.find((user) => user.id === colleague.user.id)).toMatchObject({ theme: 'dark' });
  });

  it('sends read receipts by default; saving one setting leaves the other as it is', async () => {
    const fresh = await registerUser(built.app);
    expect(fresh.user.sendReadReceipts).toBe(true);
    await saveSettings(fresh, { theme: 'dark' });
    const off = expectData<{ user: PublicUser }>(await saveSettings(fresh, { sendReadReceipts: false })).user;
    expect(off).toMatchObject({ theme: 'dark', sendReadReceipts: false });
    expect(await sessionUser(fresh)).toMatchObject({ theme: 'dark', sendReadReceipts: false });
    expect((await loginUser(fresh)).sendReadReceipts).toBe(false);
    await saveSettings(fresh, { theme: 'light', sendReadReceipts: true });
    expect(await sessionUser(fresh)).toMatchObject({ theme: 'light', sendReadReceipts: true });
    const seen = expectData<{ user: VisibleUser }>(
      await callApi(built.app, 'GET', `/api/profile/user/${fresh.user.id}`, colleague.token),
    ).user;
    expect(seen).not.toHaveProperty('sendReadReceipts');
  });

  it('does not touch the other profile fields', async () => {
    const before = await ownProfile(built.app, owner.token);
    await saveSettings(owner, { theme: 'dark' });
    const { theme: _before, ...rest } = before;
    expect(await ownProfile(built.app, owner.token)).toMatchObject({ ...rest, theme: 'dark' });
  });

  describe('validation', () => {
    it.each([
      ['an unknown theme', { theme: 'blue' }],
      ['an upper-case theme', { theme: 'Dark' }],
      ['a theme that is not text', { theme: 1 }],
      ['a null theme', { theme: null }],
    ])('answers 400 on the theme field for %s and keeps the saved one', async (_case, body) => {
      await saveSettings(owner, { theme: 'light' });
      const failure = expectFailure(await saveSettings(owner, body), 400, en('common.validationFailed'));
      expect(failure.errors).toEqual([{ path: 'theme', msg: en('validation.themeInvalid') }]);
      expect((await sessionUser(owner)).theme).toBe('light');
    });

    it('answers 400 for a body naming no setting, or read receipts that are not true or false', async () => {
      const empty = expectFailure(await saveSettings(owner, {}), 400, en('common.validationFailed'));
      expect(empty.errors).toEqual([expect.objectContaining({ msg: en('validation.settingsEmpty') })]);
      const failure = expectFailure(
        await saveSettings(owner, { sendReadReceipts: 'no' }),
        400,
        en('common.validationFailed'),
      );
      expect(failure.errors).toEqual([{ path: 'sendReadReceipts', msg: en('validation.sendReadReceiptsInvalid') }]);
      expect((await sessionUser(owner)).sendReadReceipts).toBe(true);
    });

    it('answers in the reader language', async () => {
      const response = await built.app.inject({
        method: 'PUT',
        url: '/api/profile/settings',
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'vi' },
        payload: { theme: 'sepia' },
      });
      const failure = expectFailure(response, 400, vi('common.validationFailed'));
      expect(failure.errors).toEqual([{ path: 'theme', msg: vi('validation.themeInvalid') }]);
    });

    it('answers 400 for a body that is not an object', async () => {
      const response = await built.app.inject({
        method: 'PUT',
        url: '/api/profile/settings',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'accept-language': 'en',
          'content-type': 'application/json',
        },
        payload: '["dark"]',
      });
      expectFailure(response, 400, en('common.bodyMustBeObject'));
    });

    it('answers 401 without a session', async () => {
      expectFailure(await saveSettings(undefined, { theme: 'dark' }), 401, en('auth.required'));
    });
  });
});
