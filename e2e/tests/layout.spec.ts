import { expect, test } from '@playwright/test';
import { loginThroughForm, registerByApi } from '../support/users';

test('the sidebar lists the entries in order and each link opens its screen', async ({ page, request }) => {
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
  await expect(nav.locator('a, button')).toHaveText([
    'Trang chủ',
    'Notification',
    'Add',
    'Chat',
    'Project',
    'Funding',
    'Document',
    'Movie Room',
    'Logout',
  ]);
  await expect(page.getByText('v1.0')).toBeVisible();

  await nav.getByRole('link', { name: 'Project' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dự án');

  await nav.getByRole('button', { name: 'Notification' }).click();
  await expect(page.getByTestId('notification-panel')).toContainText('No notifications yet');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-panel')).toHaveCount(0);

  await page.getByTestId('account-block').click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the welcome image shows for about 5 seconds', async ({ page, request }) => {
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  // In the sidebar's brand slot (the phone's top bar has its own, hidden at this width).
  await expect(page.getByTestId('welcome-sticker').filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('welcome-sticker')).toHaveCount(0, { timeout: 8_000 });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bottom bar replaces the sidebar', async ({ page, request }) => {
    const user = await registerByApi(request);
    await loginThroughForm(page, user);
    const bottomBar = page.getByTestId('bottom-bar');
    await expect(bottomBar).toBeVisible();
    await expect(page.getByTestId('account-block')).toBeHidden();
    await bottomBar.getByRole('link', { name: 'Thông báo' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await bottomBar.getByRole('link', { name: 'Trang cá nhân' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
