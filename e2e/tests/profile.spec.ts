import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { loginThroughForm, registerByApi } from '../support/users';

const avatarFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png');

test('editing every field shows the changes on the profile after a reload', async ({ page, request }) => {
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  await page.getByTestId('account-block').click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);

  const newName = `${user.username}_x`;
  await page.locator('#profile-username').fill(newName);
  await page.locator('#profile-position').fill('Kỹ sư phần mềm');
  await page.locator('#profile-address').fill('Hà Nội, Việt Nam');
  await page.locator('#profile-dateOfBirth').fill('1995-04-30');
  await page.locator('#profile-website').fill('https://minh.example.com');
  await page.locator('#profile-facebook').fill('https://facebook.com/minh');
  await page.locator('#profile-instagram').fill('https://instagram.com/minh');
  await page.locator('#profile-telegram').fill('@minh_anh');
  await page.getByRole('button', { name: 'Lưu' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.getByText('Kỹ sư phần mềm')).toBeVisible();
  await expect(page.getByText('Hà Nội, Việt Nam')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/minh_anh');
  await expect(page.getByRole('link', { name: 'Trang web' })).toHaveAttribute('href', 'https://minh.example.com');
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/minh');
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/minh');
  await expect(page.getByTestId('account-block')).toContainText(newName);

  await page.goto('/edit-profile');
  await expect(page.locator('#profile-dateOfBirth')).toHaveValue('1995-04-30');
});

test('a field error appears beside its field, from the browser check and from the server', async ({
  page,
  request,
}) => {
  const other = await registerByApi(request);
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  await page.goto('/edit-profile');

  await page.locator('#profile-telegram').fill('not a handle');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByTestId('profile-telegram-error')).toHaveText(
    'Vui lòng nhập @username Telegram (5–32 ký tự) hoặc liên kết t.me',
  );
  await expect(page).toHaveURL(/\/edit-profile$/);

  // Typing clears that field's error.
  await page.locator('#profile-telegram').fill('@valid_handle');
  await expect(page.getByTestId('profile-telegram-error')).toHaveCount(0);

  // Uniqueness is only known to the server: its error lands beside the email field.
  await page.locator('#profile-email').fill(other.email);
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByTestId('profile-email-error')).toHaveText('Email này đã được đăng ký.');
});

test('an uploaded avatar shows in the sidebar account block', async ({ page, request }) => {
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  const accountAvatar = page.getByTestId('account-block').locator('img');
  await expect(accountAvatar).toHaveCount(0);

  await page.goto('/edit-profile');
  await page.getByTestId('avatar-input').setInputFiles(avatarFile);
  await expect(accountAvatar).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
  const src = await accountAvatar.getAttribute('src');
  const image = await request.get(src!);
  expect(image.headers()['content-type']).toBe('image/webp');

  await page.reload();
  await expect(accountAvatar).toHaveAttribute('src', src!);
  await page.getByRole('button', { name: 'Xóa ảnh' }).click();
  await expect(accountAvatar).toHaveCount(0);
});

test('following another user changes their follower count, live and after a reload', async ({ page, request }) => {
  const target = await registerByApi(request);
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  await page.goto(`/profile/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.username);
  await expect(page.getByTestId('count-followers')).toContainText('0');
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.getByTestId('count-followers')).toContainText('1');
  await page.reload();
  await expect(page.getByTestId('count-followers')).toContainText('1');
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('count-following')).toContainText('1');

  await page.goto(`/profile/${target.id}`);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(page.getByTestId('count-followers')).toContainText('0');
});

test('one\'s own id shows the own profile, and a missing user shows "User not found"', async ({ page, request }) => {
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  await page.goto(`/profile/${user.id}`);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();

  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('User not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile/not-a-uuid');
  await expect(page.getByText('User not found')).toBeVisible();
});

/** Today's month and day 28 years ago (a multiple of four, so 29 February exists too), as the date input wants. */
function birthdayToday(): string {
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${today.getFullYear() - 28}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

test("a hidden email disappears from another user's view of the profile; the owner still sees it", async ({
  page,
  browser,
  request,
}) => {
  const owner = await registerByApi(request);
  const viewer = await registerByApi(request);
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await loginThroughForm(viewerPage, viewer);

  // Emails start shared with everyone.
  await viewerPage.goto(`/profile/${owner.id}`);
  await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(owner.username);
  await expect(viewerPage.getByRole('link', { name: owner.email })).toBeVisible();

  await loginThroughForm(page, owner);
  await page.goto('/edit-profile');
  const emailVisibility = page.getByRole('combobox', { name: 'Ai được xem email của bạn' });
  await expect(emailVisibility).toHaveValue('everyone');
  await expect(page.getByRole('combobox', { name: 'Ai được xem ngày sinh của bạn' })).toHaveValue('only-me');
  await emailVisibility.selectOption({ label: 'Chỉ mình tôi' });
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-fact-email')).toContainText(owner.email);
  await expect(
    page.getByTestId('profile-fact-email').getByRole('img', { name: 'Chỉ bạn nhìn thấy mục này' }),
  ).toBeVisible();

  await viewerPage.reload();
  await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(owner.username);
  await expect(viewerPage.getByTestId('profile-fact-email')).toHaveCount(0);
  await expect(viewerPage.getByText(owner.email)).toHaveCount(0);
  await viewerContext.close();
});

test('a date of birth shown to everyone puts its owner in the birthday widget, with day and month', async ({
  page,
  browser,
  request,
}) => {
  const owner = await registerByApi(request);
  const viewer = await registerByApi(request);
  const birthday = birthdayToday();

  await loginThroughForm(page, owner);
  await page.goto('/edit-profile');
  await page.locator('#profile-dateOfBirth').fill(birthday);
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Hidden (the default): nobody else sees the date, and the widget does not list its owner.
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await loginThroughForm(viewerPage, viewer);
  const widget = viewerPage.getByTestId('birthday-widget');
  await expect(widget.getByRole('heading', { name: 'Birthday' })).toBeVisible();
  await expect(widget.getByRole('list').or(widget.getByText('Hôm nay không có sinh nhật nào.'))).toBeVisible();
  await expect(widget.getByText(owner.username)).toHaveCount(0);
  await viewerPage.goto(`/profile/${owner.id}`);
  await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(owner.username);
  await expect(viewerPage.getByTestId('profile-fact-dateOfBirth')).toHaveCount(0);

  await page.goto('/edit-profile');
  await page.getByRole('combobox', { name: 'Ai được xem ngày sinh của bạn' }).selectOption('everyone');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await viewerPage.reload();
  await expect(viewerPage.getByTestId('profile-fact-dateOfBirth')).toBeVisible();
  await viewerPage.goto('/');
  const today = new Date();
  const entry = widget.getByRole('listitem').filter({ hasText: owner.username });
  await expect(entry).toContainText(`Sinh nhật ${today.getDate()} tháng ${today.getMonth() + 1}`);
  await viewerContext.close();
});
