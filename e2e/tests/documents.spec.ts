import { readFile } from 'node:fs/promises';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  avatarPng,
  documentItem,
  documentsApi,
  fetchedBytes,
  holdUploads,
  itemAction,
  listByApi,
  openShare,
  pdfFile,
  pngFile,
  shownNames,
  textFile,
  trashByApi,
  uploadByApi,
  watchChatConnection,
  type TestFile,
} from '../support/documents';
import { asUser, loginThroughForm, newUser, registerByApi } from '../support/users';

type DocumentsUser = Awaited<ReturnType<typeof registerByApi>>;

const register = (request: APIRequestContext, prefix: string) => registerByApi(request, newUser(prefix));
const PHONE = { width: 375, height: 740 };

interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Called with the new page before it signs in (to watch its sockets from the start). */
  watch?: (page: Page) => void;
}

/** `open(user, path, options)` opens a new browser context (one per user), signs in and goes to `path`. */
const test = base.extend<{
  open: (user: DocumentsUser, path?: string, options?: OpenOptions) => Promise<Page>;
}>({
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, path = '/documents', { viewport, watch } = {}) => {
      const context = await browser.newContext({ acceptDownloads: true, ...(viewport ? { viewport } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      watch?.(page);
      await loginThroughForm(page, user);
      await page.goto(path);
      if (path.startsWith('/documents')) {
        await expect(page.getByRole('heading', { level: 1, name: 'Tài liệu của tôi' })).toBeVisible();
      }
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const fileInput = (page: Page) => page.getByTestId('documents-file-input');
const items = (page: Page) => page.getByTestId('document-item');

/** Waits until the list shows exactly `names` (in any order). */
async function expectListed(page: Page, names: string[]) {
  await expect(items(page)).toHaveCount(names.length);
  for (const name of names) await expect(documentItem(page, name)).toBeVisible();
}

/** Renames through the inline textbox: it holds the base name; `key` commits (Enter) or cancels (Escape). */
async function typeNewName(page: Page, name: string, typed: string, key: 'Enter' | 'Escape') {
  await itemAction(documentItem(page, name), 'Đổi tên');
  const box = page.getByRole('textbox', { name: 'Tên mới' });
  await expect(box).toHaveValue(name.replace(/\.[^.]+$/, ''));
  await box.fill(typed);
  await box.press(key);
  await expect(box).toHaveCount(0);
}

async function nameOnServer(request: APIRequestContext, user: DocumentsUser, id: string) {
  return (await listByApi(request, user.token)).find((document) => document._id === id)?.name;
}

test('three files uploaded through the file input: a progress row each, "Upload thành công!", all three listed', async ({
  open,
  request,
}) => {
  const user = await register(request, 'upload');
  const page = await open(user);
  await expect(page.getByText('Chưa có tài liệu nào')).toBeVisible();

  const files = [pdfFile('ke-hoach.pdf'), textFile('ghi-chu.txt', 2_000), pngFile('so-do.png')];
  const uploads = await holdUploads(page);
  await fileInput(page).setInputFiles(files);
  const rows = page.getByTestId('upload-item');
  await expect(rows).toHaveCount(3);
  for (const [index, file] of files.entries()) {
    await expect(rows.nth(index)).toContainText(file.name);
    await expect(rows.nth(index).getByRole('progressbar')).toBeVisible();
    await expect(rows.nth(index).getByRole('button', { name: 'Hủy' })).toBeVisible();
  }
  await expect.poll(uploads.held, { message: 'the upload requests reached the network' }).toBeGreaterThan(0);
  uploads.release();

  await expect(status(page, 'Upload thành công!')).toBeVisible();
  await expectListed(
    page,
    files.map((file) => file.name),
  );
  await expect(page.getByText('Chưa có tài liệu nào')).toHaveCount(0);
  const stored = await listByApi(request, user.token);
  expect(stored.map((document) => [document.name, document.size]).sort()).toEqual(
    files.map((file) => [file.name, file.buffer.length]).sort(),
  );
});

test('an upload cancelled while it is held leaves nothing listed', async ({ open, request }) => {
  const user = await register(request, 'cancel');
  const page = await open(user);
  const uploads = await holdUploads(page);
  await fileInput(page).setInputFiles([textFile('huy-bo.txt')]);
  const row = page.getByTestId('upload-item').filter({ hasText: 'huy-bo.txt' });
  await row.getByRole('button', { name: 'Hủy' }).click();
  await expect(row).toHaveCount(0);
  uploads.release();
  await expect(page.getByText('Chưa có tài liệu nào')).toBeVisible();
  await expect.poll(async () => (await listByApi(request, user.token)).length).toBe(0);
});

test('inline rename keeps the extension: Enter commits "final" as "final.pdf", Escape cancels', async ({
  open,
  request,
}) => {
  const user = await register(request, 'rename');
  const [report, notes] = await uploadByApi(request, user.token, [pdfFile('report.pdf'), textFile('notes.txt')]);
  const page = await open(user);
  await expectListed(page, ['report.pdf', 'notes.txt']);

  await typeNewName(page, 'report.pdf', 'final', 'Enter');
  await expect(status(page, 'Đổi tên thành công!')).toBeVisible();
  await expect(documentItem(page, 'final.pdf')).toBeVisible();
  await expect(documentItem(page, 'report.pdf')).toHaveCount(0);
  expect(await nameOnServer(request, user, report!._id)).toBe('final.pdf');

  await typeNewName(page, 'notes.txt', 'something else', 'Escape');
  await expect(documentItem(page, 'notes.txt')).toBeVisible();
  await expect(documentItem(page, 'something else.txt')).toHaveCount(0);
  expect(await nameOnServer(request, user, notes!._id)).toBe('notes.txt');

  // Still so after a reload: the server has the new name.
  await page.reload();
  await expectListed(page, ['final.pdf', 'notes.txt']);
});

test('sort by name, size (largest first), date (newest first) and type; the search narrows the list', async ({
  open,
  request,
}) => {
  const user = await register(request, 'sort');
  // Uploaded one by one, oldest first; each order below differs from the others.
  const files = [pngFile('chart.png'), textFile('agenda.txt', 30_000), pdfFile('budget.pdf')];
  for (const file of files) await uploadByApi(request, user.token, [file]);
  expect(avatarPng.length).toBeGreaterThan(files[2]!.buffer.length);
  const names = files.map((file) => file.name);
  const page = await open(user);
  await expectListed(page, names);

  const sort = page.getByLabel('Sắp xếp');
  const expected: Record<string, string[]> = {
    name: ['agenda.txt', 'budget.pdf', 'chart.png'],
    size: ['agenda.txt', 'chart.png', 'budget.pdf'],
    date: ['budget.pdf', 'agenda.txt', 'chart.png'],
    type: ['budget.pdf', 'chart.png', 'agenda.txt'],
  };
  for (const [key, order] of Object.entries(expected)) {
    await sort.selectOption(key);
    await expect.poll(() => shownNames(page, names), { message: `sorted by ${key}` }).toEqual(order);
  }

  const search = page.getByRole('searchbox', { name: 'Tìm kiếm tài liệu' });
  await search.fill('bud');
  await expectListed(page, ['budget.pdf']);
  await search.fill('.p');
  await expectListed(page, ['budget.pdf', 'chart.png']);
  await search.fill('không có');
  await expect(items(page)).toHaveCount(0);
  await search.fill('');
  await expectListed(page, names);
});

test('grid view shows an uploaded image’s preview once it is made, and the preview dialog opens', async ({
  open,
  request,
}) => {
  const user = await register(request, 'grid');
  await uploadByApi(request, user.token, [pdfFile('tai-lieu.pdf')]);
  const page = await open(user);
  const grid = page.getByRole('button', { name: 'Lưới', exact: true });
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Danh sách', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // Uploaded on this page: the picture is made after the upload answers and shows without a reload.
  await fileInput(page).setInputFiles([pngFile('anh-chup.png')]);
  await expect(status(page, 'Upload thành công!')).toBeVisible();
  const tile = documentItem(page, 'anh-chup.png');
  const preview = tile.locator('img');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview).toHaveAttribute('alt', '');
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await tile.getByText('anh-chup.png', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'anh-chup.png' });
  await expect(dialog).toBeVisible();
  const full = dialog.locator('img');
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('delete two selected with the count confirmed; they are in the trash and one is restored', async ({
  open,
  request,
}) => {
  const user = await register(request, 'delete');
  const names = ['mot.txt', 'hai.txt', 'ba.txt'];
  const uploaded = await uploadByApi(
    request,
    user.token,
    names.map((name) => textFile(name)),
  );
  const page = await open(user);
  await expectListed(page, names);

  // Select all, then none again.
  const all = page.getByRole('checkbox', { name: 'Chọn tất cả' });
  await all.check();
  await expect(page.getByRole('button', { name: 'Xóa (3)' })).toBeVisible();
  await all.uncheck();
  for (const name of names) await expect(page.getByRole('checkbox', { name: `Chọn ${name}` })).not.toBeChecked();

  await page.getByRole('checkbox', { name: 'Chọn mot.txt' }).check();
  await page.getByRole('checkbox', { name: 'Chọn hai.txt' }).check();
  await page.getByRole('button', { name: 'Xóa (2)' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('2');
  await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(status(page, 'Xóa thành công 2 tài liệu!')).toBeVisible();
  await expectListed(page, ['ba.txt']);

  const trash = await trashByApi(request, user.token);
  expect(trash.documents.map((document) => document.name).sort()).toEqual(['hai.txt', 'mot.txt']);

  await page
    .getByRole('button', { name: 'Thùng rác' })
    .or(page.getByRole('link', { name: 'Thùng rác' }))
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Thùng rác' })).toBeVisible();
  await expectListed(page, ['mot.txt', 'hai.txt']);
  await documentItem(page, 'hai.txt').getByRole('button', { name: 'Khôi phục' }).click();
  await expectListed(page, ['mot.txt']);

  await expect
    .poll(async () => (await listByApi(request, user.token)).map((document) => document.name).sort())
    .toEqual(['ba.txt', 'hai.txt']);
  expect((await trashByApi(request, user.token)).documents.map((document) => document._id)).toEqual([
    uploaded.find((document) => document.name === 'mot.txt')!._id,
  ]);
  await page.goto('/documents');
  await expectListed(page, ['ba.txt', 'hai.txt']);
});

test('a downloaded document has the uploaded bytes and name', async ({ open, request }) => {
  const user = await register(request, 'download');
  const file = pdfFile('hợp đồng.pdf');
  await uploadByApi(request, user.token, [file, textFile('khac.txt')]);
  const page = await open(user);
  await expectListed(page, [file.name, 'khac.txt']);

  const downloading = page.waitForEvent('download');
  await itemAction(documentItem(page, file.name), 'Tải xuống');
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toBe(file.name);
  expect((await readFile(await download.path())).equals(file.buffer)).toBe(true);
});

test('a document shared into a chat reaches the other member live, with the same bytes', async ({ open, request }) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const made = await asUser(request, a.token).post('/api/chats/conversations', { targetUserId: b.id });
  expect(made.status()).toBe(201);
  const conversationId = ((await made.json()) as { data: { _id: string } }).data._id;
  const file = pdfFile('chia-se.pdf');
  await uploadByApi(request, a.token, [file]);

  // B's page on the conversation, connected to /chat, so the shared file arrives live.
  let live = () => false;
  const bPage = await open(b, `/chat?c=${conversationId}`, { watch: (page) => (live = watchChatConnection(page)) });
  await expect(bPage.getByTestId('chat-thread')).toBeVisible();
  await expect.poll(() => live(), { message: 'the /chat socket is connected' }).toBe(true);
  const aPage = await open(a);
  const dialog = await openShare(aPage, file.name, 'Chia sẻ vào cuộc trò chuyện');
  await dialog
    .getByRole('radio', { name: b.username })
    .or(dialog.getByRole('button', { name: b.username }))
    .click();
  await dialog.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const message = bPage.getByTestId('message-file').filter({ hasText: file.name });
  await expect(message).toBeVisible();
  const link = message.getByRole('link', { name: `Tải xuống ${file.name}` });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  expect(await fetchedBytes(bPage, href!)).toBe(file.buffer.toString('base64'));
  const downloading = bPage.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  expect((await readFile(await download.path())).equals(file.buffer)).toBe(true);
});

test('a share link opens the file signed out until it is revoked', async ({ open, request, browser, baseURL }) => {
  const user = await register(request, 'link');
  const file = textFile('cong-khai.txt', 500);
  await uploadByApi(request, user.token, [file]);
  const page = await open(user);
  const dialog = await openShare(page, file.name, 'Tạo liên kết chia sẻ');
  await dialog.getByLabel('Hết hạn sau').selectOption('1');
  await dialog.getByRole('button', { name: 'Tạo liên kết' }).click();
  const linkBox = dialog.getByRole('textbox');
  await expect(linkBox).toHaveCount(1);
  await expect(linkBox).toHaveAttribute('readonly');
  const url = new URL(await linkBox.inputValue(), baseURL).href;

  // Someone signed out: a fresh context with no token.
  const stranger = await browser.newContext();
  try {
    const opened = await stranger.request.get(url);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await opened.body()).equals(file.buffer)).toBe(true);

    await dialog.getByRole('button', { name: 'Thu hồi' }).click();
    await expect(linkBox).toHaveCount(0);
    const revoked = await stranger.request.get(url, { headers: { 'Accept-Language': 'vi' } });
    expect(revoked.status()).toBe(404);
  } finally {
    await stranger.close();
  }
  const links = await documentsApi(request, user.token).get(
    `/api/documents/${(await listByApi(request, user.token))[0]!._id}/links`,
  );
  expect(((await links.json()) as { data: unknown[] }).data).toEqual([]);
});

test.describe('at 375 px wide', () => {
  test('upload, rename and delete work, and nothing overflows sideways', async ({ open, request }) => {
    const user = await register(request, 'phone');
    await uploadByApi(request, user.token, [textFile('giu-lai.txt')]);
    const page = await open(user, '/documents', { viewport: PHONE });
    await expectListed(page, ['giu-lai.txt']);

    const files: TestFile[] = [textFile('dien-thoai.txt')];
    await fileInput(page).setInputFiles(files);
    await expect(status(page, 'Upload thành công!')).toBeVisible();
    await expectListed(page, ['giu-lai.txt', 'dien-thoai.txt']);

    await typeNewName(page, 'dien-thoai.txt', 'mobile', 'Enter');
    await expect(documentItem(page, 'mobile.txt')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Chọn mobile.txt' }).check();
    await page.getByRole('button', { name: 'Xóa (1)' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('1');
    await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(status(page, 'Xóa thành công 1 tài liệu!')).toBeVisible();
    await expectListed(page, ['giu-lai.txt']);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
