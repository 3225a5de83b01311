import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkIn, mailTo } from '../support/mail';
import { loginThroughForm, newUser, registerByApi, type TestUser } from '../support/users';

const NEW_PASSWORD = 'fresh-Maple-42';

/** A browser context of its own (another device), signed in as `user`. */
async function signedInDevice(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginThroughForm(page, user);
  return page;
}

test.describe('passwords', () => {
  test('changing the password in one browser signs the other browser out', async ({ browser, request }) => {
    const user = await registerByApi(request, newUser('changer'));
    const laptop = await signedInDevice(browser, user);
    const phone = await signedInDevice(browser, user);

    await laptop.goto('/settings');
    const security = laptop.getByTestId('security-section');
    // The API registration, the laptop and the phone.
    await expect(security.getByTestId('session-row')).toHaveCount(3);
    await expect(security.locator('[data-testid="session-row"][data-current="true"]')).toContainText('Thiết bị này');

    await security.getByLabel('Mật khẩu hiện tại', { exact: true }).fill(user.password);
    await security.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW_PASSWORD);
    await security.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(NEW_PASSWORD);
    await security.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(security.getByRole('status')).toHaveText(
      'Đã đổi mật khẩu. Các thiết bị khác của bạn đã được đăng xuất.',
    );
    await expect(security.getByTestId('session-row')).toHaveCount(1);

    // The phone does nothing: its session ended, and it finds out on its own.
    await expect(phone).toHaveURL(/\/login/, { timeout: 20_000 });
    // The app's offline and new-version regions are status regions too (empty until they speak).
    await expect(phone.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'Bạn đã được đăng xuất trên thiết bị này. Vui lòng đăng nhập lại.',
    );
    await loginThroughForm(phone, { email: user.email, password: NEW_PASSWORD }, { stay: true });
    // The laptop was never signed out.
    await laptop.reload();
    await expect(laptop.getByTestId('security-section').getByTestId('session-row')).toHaveCount(2);
    await Promise.all([laptop.context().close(), phone.context().close()]);
  });

  test('a forgotten password is reset through the mailed link, which works once', async ({ page, request }) => {
    const user = await registerByApi(request, newUser('forgetful'));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The sign-in page stays on screen while the next page's code loads (a navigation is a
    // transition): its own Email field is there until the new page's heading is.
    await expect(page.getByRole('heading', { name: 'Quên mật khẩu?' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Gửi liên kết' }).click();
    await expect(page.getByRole('heading', { name: 'Hãy kiểm tra hộp thư' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Nếu email này có tài khoản' })).toBeVisible();

    const mail = await mailTo(request, user.email);
    expect(mail.subject).toBe('Đặt lại mật khẩu TeamHub');
    const link = linkIn(mail, '/reset-password?token=');
    await page.goto(link);
    await page.getByLabel('MẬT KHẨU MỚI', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('XÁC NHẬN MẬT KHẨU MỚI', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đặt mật khẩu' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.',
    );

    // The same link a second time.
    await page.goto(link);
    await page.getByLabel('MẬT KHẨU MỚI', { exact: true }).fill('another-Pine-77');
    await page.getByLabel('XÁC NHẬN MẬT KHẨU MỚI', { exact: true }).fill('another-Pine-77');
    await page.getByRole('button', { name: 'Đặt mật khẩu' }).click();
    await expect(page.getByRole('alert')).toContainText('đã hết hạn hoặc đã được dùng');
    await expect(page.getByRole('link', { name: 'Yêu cầu liên kết mới' })).toBeVisible();

    await loginThroughForm(page, { email: user.email, password: NEW_PASSWORD });
  });
});
