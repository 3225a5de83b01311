import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { asUser, loginThroughForm, newUser, registerByApi } from '../support/users';

type Registered = Awaited<ReturnType<typeof registerByApi>>;

/** A signed-in page of `user` in a browser context of its own (downloads allowed). */
async function signedIn(browser: Browser, user: Registered): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await loginThroughForm(page, user);
  return page;
}

/** The names a zip lists in its central directory (stored as plain text; the server tests unzip it whole). */
async function zipNames(file: string): Promise<string> {
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  return bytes.toString('latin1');
}

test('a person downloads their data, then deletes their account; the other side keeps the chat under "deleted user"', async ({
  browser,
  request,
}) => {
  const alice = await registerByApi(request, newUser('alice'));
  const bob = await registerByApi(request, newUser('bob'));
  const opened = await asUser(request, bob.token).post('/api/chats/conversations', { targetUserId: alice.id });
  expect(opened.status()).toBe(201);
  const conversationId = ((await opened.json()) as { data: { _id: string } }).data._id;

  // Alice writes to Bob.
  const alicePage = await signedIn(browser, alice);
  await alicePage.goto(`/chat?c=${conversationId}`);
  const composer = alicePage.getByTestId('composer-input');
  await composer.fill('Goodbye, Bob');
  await composer.press('Enter');
  await expect(alicePage.getByTestId('message-bubble').filter({ hasText: 'Goodbye, Bob' })).toBeVisible();
  await expect(alicePage.getByTestId('message-pending')).toHaveCount(0);

  // Download my data: the progress shows while the server prepares it, then the zip is saved.
  await alicePage.goto('/settings');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await alicePage.route('**/api/account/export', async (route) => {
    await held;
    await route.continue();
  });
  await alicePage.getByRole('button', { name: 'Tải dữ liệu của tôi' }).click();
  await expect(alicePage.getByRole('progressbar', { name: 'Tiến trình tải dữ liệu' })).toBeVisible();
  await expect(alicePage.getByTestId('export-status')).toHaveText('Đang chuẩn bị dữ liệu…');
  const downloading = alicePage.waitForEvent('download');
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^teamhub-export-${alice.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  await expect(alicePage.getByTestId('export-status')).toHaveText(/^Đã tải xong \(.+\)\.$/u);
  const names = await zipNames(await download.path());
  for (const name of ['index.json', 'profile.json', 'posts.json', 'messages.json', 'documents.json']) {
    expect(names).toContain(name);
  }

  // Bob has the conversation open in his own browser.
  const bobPage = await signedIn(browser, bob);
  await bobPage.goto(`/chat?c=${conversationId}`);
  await expect(bobPage.getByTestId('thread-title')).toHaveText(alice.username);
  await expect(bobPage.getByTestId('message-bubble').filter({ hasText: 'Goodbye, Bob' })).toBeVisible();

  // Delete my account: a wrong password is refused on the spot, the right one deletes it.
  await alicePage.getByRole('button', { name: 'Xóa tài khoản của tôi' }).click();
  const dialog = alicePage.getByRole('dialog', { name: 'Xóa tài khoản của bạn?' });
  await expect(dialog.getByRole('heading', { name: 'Sẽ bị xóa' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Vẫn giữ lại' })).toBeVisible();
  const password = dialog.getByLabel('Nhập mật khẩu để xác nhận');
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu không đúng');
  await password.fill(alice.password);
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(alicePage).toHaveURL(/\/login$/u);
  await expect(alicePage.getByRole('status').filter({ hasText: 'Tài khoản của bạn đã bị xóa.' })).toBeVisible();

  // Bob's conversation keeps her message, now from "deleted user" (after a reload: nothing is pushed).
  await bobPage.reload();
  await expect(bobPage.getByTestId('thread-title')).toHaveText('Người dùng đã xóa');
  await expect(bobPage.getByTestId('message-bubble').filter({ hasText: 'Goodbye, Bob' })).toBeVisible();
  await expect(bobPage.getByText(alice.username)).toHaveCount(0);

  // She cannot sign in again.
  await loginThroughForm(alicePage, alice, { stay: true, expectSuccess: false });
  await expect(alicePage.locator('form [role="alert"]')).toBeVisible();
  await expect(alicePage).toHaveURL(/\/login$/u);
});
