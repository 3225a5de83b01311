import { expect, test } from '@playwright/test';
import { openAdminSection } from '../support/admin';
import { watchLiveConnection } from '../support/live';
import { SEEDED_ADMIN } from '../support/seeded-admin';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

test.describe('the workspace administrator', () => {
  test('invites someone with a link, who registers with it; deactivating them signs their open tab out', async ({
    browser,
  }) => {
    const adminContext = await browser.newContext();
    const guestContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const guest = await guestContext.newPage();

    await loginThroughForm(admin, SEEDED_ADMIN);
    await admin.getByRole('link', { name: 'Quản trị' }).filter({ visible: true }).click();
    await admin
      .getByRole('navigation', { name: 'Các mục quản trị' })
      .getByRole('link', { name: 'Liên kết mời' })
      .click();
    await admin.getByRole('button', { name: 'Tạo liên kết mời' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tạo liên kết mời' });
    await dialog.getByLabel('Số lượt dùng tối đa').fill('1');
    await dialog.getByRole('button', { name: 'Tạo liên kết' }).click();
    const link = admin.getByTestId('created-invite-link');
    await expect(link).toHaveValue(/\/register\?invite=[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();
    await admin.getByRole('button', { name: 'Xong' }).click();
    await expect(admin.getByTestId('admin-invite').first()).toContainText('0 / 1');

    // A second browser: the new person opens the link and registers.
    const person = newUser('invited');
    const live = watchLiveConnection(guest);
    await guest.goto(url);
    await expect(guest.getByTestId('signup-invited')).toContainText(`${SEEDED_ADMIN.username} mời bạn tham gia`);
    await guest.locator('#register-username').fill(person.username);
    await guest.locator('#register-email').fill(person.email);
    await guest.locator('#register-password').fill(person.password);
    await guest.locator('#register-confirm-password').fill(person.password);
    await guest.getByRole('button', { name: 'REGISTER' }).click();
    await expect(guest.getByTestId('account-block')).toContainText(person.username, { timeout: 30_000 });
    await expect.poll(live).toBe(true);
    // An ordinary member: no admin entry, no administrator's notice.
    await expect(guest.getByRole('link', { name: 'Quản trị' })).toHaveCount(0);
    await expect(guest.getByTestId('open-signup-notice')).toHaveCount(0);

    await admin.reload();
    await expect(admin.getByTestId('admin-invite').first()).toContainText('1 / 1');
    await openAdminSection(admin, 'members');
    await admin.getByLabel('Tìm thành viên').fill(person.username);
    const row = admin.getByTestId('admin-member').filter({ hasText: person.email });
    await expect(admin.getByTestId('admin-member')).toHaveCount(1);
    await row.getByRole('button', { name: 'Vô hiệu hóa' }).click();
    const confirm = admin.getByRole('dialog', { name: `Vô hiệu hóa ${person.username}?` });
    await confirm.getByRole('button', { name: 'Vô hiệu hóa' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByTestId('member-status')).toHaveText('Đã vô hiệu hóa');

    // No click, no reload: their open tab goes to the sign-in page within 2 seconds.
    await expect(guest).toHaveURL(/\/login$/, { timeout: 2_000 });
    await guest.locator('#login-email').fill(person.email);
    await guest.locator('#login-password').fill(person.password);
    await guest.getByRole('button', { name: 'Sign in' }).click();
    await expect(guest.getByRole('alert')).toContainText('Tài khoản này đã bị vô hiệu hóa');
    // Their content stays, and their name says they were deactivated.
    const personId = await row.getAttribute('data-member-id');
    await admin.goto(`/profile/${personId}`);
    await expect(admin.getByTestId('profile-deactivated')).toHaveText('Đã vô hiệu hóa');

    await adminContext.close();
    await guestContext.close();
  });

  test('a member who opens /admin gets the 403 screen', async ({ page, request }) => {
    const member = await registerByApi(request);
    await loginThroughForm(page, member);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeVisible();
    expect(
      (await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${member.token}` } })).status(),
    ).toBe(403);
  });
});
