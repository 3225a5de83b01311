import { expect, test } from '@playwright/test';
import { loginThroughForm, registerByApi } from '../support/users';

test('switching to English in Settings changes every text and is remembered', async ({ page, request }) => {
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cài đặt');

  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

  // The server answers in the chosen language too.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, { email: user.email, password: 'wrong-password' }, { expectSuccess: false });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByRole('link', { name: 'Register now' }).click();
  await page.locator('#register-password').fill('abcdefgh');
  await page.locator('#register-confirm-password').fill('abcdefgx');
  await page.locator('#register-username').fill('someone');
  await page.locator('#register-email').fill('someone@example.com');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
});

test('the sign-in screen has its own language switch', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chào mừng trở lại');
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(page.getByText("Don't have an account?")).toBeVisible();
});
