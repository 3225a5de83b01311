import { expect, test, type Page } from '@playwright/test';
import { asUser, loginThroughForm, registerByApi } from '../support/users';

// The browser's clock for this spec: a new account takes it, and the button offers it back. Not Ho Chi
// Minh City: Chromium names that one by its old alias, Asia/Saigon.
const DEVICE_ZONE = 'Asia/Tokyo';
test.use({ timezoneId: DEVICE_ZONE });

const zoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Múi giờ của bạn' });
const useDeviceButton = (page: Page) =>
  page.getByRole('button', { name: 'Dùng múi giờ của thiết bị này (Asia/Tokyo)' });

/** A PUT /api/profile/settings saving `timeZone`, answered 200. */
function zoneSaved(page: Page, timeZone: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/profile/settings') &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { timeZone?: string }).timeZone === timeZone &&
      response.status() === 200,
  );
}

test('a new account takes this browser’s time zone; a zone chosen in Settings is kept after a reload', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  const profile = async () => {
    const answer = await asUser(request, user.token).get('/api/auth/profile');
    return ((await answer.json()) as { data: { user: { timeZone: string | null } } }).data.user.timeZone;
  };
  expect(await profile()).toBeNull();

  // Signing in saves the browser's zone, silently.
  const defaulted = zoneSaved(page, DEVICE_ZONE);
  await loginThroughForm(page, user);
  await defaulted;
  expect(await profile()).toBe(DEVICE_ZONE);

  await page.goto('/settings');
  const section = page.getByTestId('time-zone-settings');
  await expect(section.getByRole('heading', { name: 'Múi giờ' })).toBeVisible();
  await expect(zoneSelect(page)).toHaveValue(DEVICE_ZONE);
  await expect(page.getByRole('option', { name: '(UTC+09:00) Asia/Tokyo' })).toBeAttached();
  await expect(section).toContainText('09:00');
  await expect(useDeviceButton(page)).toHaveCount(0);

  const chosen = zoneSaved(page, 'Europe/Paris');
  await zoneSelect(page).selectOption('Europe/Paris');
  await chosen;
  await expect(useDeviceButton(page)).toBeVisible();

  await page.reload();
  await expect(zoneSelect(page)).toHaveValue('Europe/Paris');
  expect(await profile()).toBe('Europe/Paris');

  // Back to this device's zone with one click; the button goes away.
  const back = zoneSaved(page, DEVICE_ZONE);
  await useDeviceButton(page).click();
  await back;
  await expect(zoneSelect(page)).toHaveValue(DEVICE_ZONE);
  await expect(useDeviceButton(page)).toHaveCount(0);
});

test('quiet hours start on the account’s time zone', async ({ page, request }) => {
  const user = await registerByApi(request);
  const saved = await request.put('/api/profile/settings', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { timeZone: 'America/Sao_Paulo' },
  });
  expect(saved.status()).toBe(200);
  await loginThroughForm(page, user);
  await page.goto('/settings');
  const notifications = page.getByTestId('notifications-section');
  await notifications.getByRole('switch', { name: 'Không gửi thông báo đẩy trong giờ yên lặng' }).check();
  await expect(notifications.getByRole('combobox', { name: 'Múi giờ' })).toHaveValue('America/Sao_Paulo');
  // The account's own zone was set, so nothing overwrote it with the browser's.
  await expect(zoneSelect(page)).toHaveValue('America/Sao_Paulo');
});
