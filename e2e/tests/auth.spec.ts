import { expect, test } from '@playwright/test';
import { watchLiveConnection } from '../support/live';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

test.describe('sign-in and registration', () => {
  test('registering lands on the feed with the username in the account block', async ({ page }) => {
    const user = newUser('reg');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.locator('#register-username').fill(user.username);
    await page.locator('#register-email').fill(user.email);
    await page.locator('#register-password').fill(user.password);
    await page.locator('#register-confirm-password').fill(user.password);
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await expect(page).toHaveURL(/\/$/);
    const account = page.getByTestId('account-block');
    await expect(account).toContainText(user.username);
    await expect(account).toContainText(user.email);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('mismatched passwords show "Mật khẩu không khớp" and send nothing', async ({ page }) => {
    const user = newUser('mismatch');
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registerCalls += 1;
    });
    await page.goto('/register');
    await page.locator('#register-username').fill(user.username);
    await page.locator('#register-email').fill(user.email);
    await page.locator('#register-password').fill(user.password);
    await page.locator('#register-confirm-password').fill(`${user.password}x`);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('alert')).toHaveText('Mật khẩu không khớp');
    expect(registerCalls).toBe(0);
    // A typed error clears as soon as the user edits a field.
    await page.locator('#register-confirm-password').fill(user.password);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a taken email shows the server message', async ({ page, request }) => {
    const existing = await registerByApi(request);
    await page.goto('/register');
    await page.locator('#register-username').fill(newUser().username);
    await page.locator('#register-email').fill(existing.email);
    await page.locator('#register-password').fill('another-pass-1');
    await page.locator('#register-confirm-password').fill('another-pass-1');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email này đã được đăng ký.');
  });

  test('a wrong password shows the server message and keeps the form usable', async ({ page, request }) => {
    const user = await registerByApi(request);
    await loginThroughForm(page, { email: user.email, password: 'wrong-password' }, { expectSuccess: false });
    await expect(page.getByRole('alert')).toHaveText('Email hoặc mật khẩu không đúng.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#login-email')).toBeEnabled();
  });

  test('the session survives a reload, and logout goes to /login', async ({ page, request }) => {
    const user = await registerByApi(request);
    await loginThroughForm(page, user);
    await expect(page.getByTestId('account-block')).toContainText(user.username);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-block')).toContainText(user.username);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Logging out ends the session on the server: the token no longer works anywhere.
    expect((await loggedOut).status()).toBe(200);
    const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a tab whose session was signed out from another device goes to /login at once, saying why', async ({
    page,
    request,
  }) => {
    const user = await registerByApi(request);
    const live = watchLiveConnection(page);
    await loginThroughForm(page, user);
    // The app's live connection is up before the other device acts.
    await expect.poll(live).toBe(true);
    const ended = await request.delete('/api/auth/sessions', { headers: { Authorization: `Bearer ${user.token}` } });
    expect(ended.status()).toBe(200);
    // No click, no reload: the server disconnects the tab's sockets and the tab signs out.
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Bạn đã được đăng xuất trên thiết bị này' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a deep link while signed out goes to /login, then back to the link after signing in', async ({
    page,
    request,
  }) => {
    const user = await registerByApi(request);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, user, { stay: true });
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('an unknown path redirects to the feed', async ({ page, request }) => {
    const user = await registerByApi(request);
    await loginThroughForm(page, user);
    await expect(page.getByTestId('account-block')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a token the server no longer accepts is cleared on start', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'tampered.token.value'));
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
