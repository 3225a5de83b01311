import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sendMessagesBySocket } from '../support/chat';
import { createProjectByApi, createTaskByApi } from '../support/projects';
import { openPalette, palette, paletteGroup, paletteInput, seedConversation, WANTED_MESSAGE } from '../support/search';
import { loginThroughForm } from '../support/users';

const results = (page: Page) => page.getByTestId('search-result');

test('Ctrl+K finds a message by its words without accents and Enter opens its conversation at it', async ({
  page,
  request,
  baseURL,
}) => {
  const { writer, conversationId, wanted } = await seedConversation(request, baseURL!);
  await loginThroughForm(page, writer);
  await openPalette(page);
  await paletteInput(page).pressSequentially('tai lieu thiet');

  const option = paletteGroup(page, 'Tin nhắn').getByRole('option').filter({ hasText: WANTED_MESSAGE });
  await expect(option).toBeVisible();
  // The words found are marked, accents and all, as they are written.
  await expect(option.locator('mark')).toHaveText('tài liệu thiết');
  // The only hit, and the first option: Enter opens it.
  await expect(paletteInput(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/chat' &&
      url.searchParams.get('c') === conversationId &&
      url.searchParams.get('message') === wanted._id,
  );
  // The conversation opens at the message, marked as the one landed on.
  await expect(page.locator('[data-testid="message-bubble"][data-landed="true"]')).toContainText(WANTED_MESSAGE);
});

test('the palette opens from the search box and the phone’s top bar, and Escape gives focus back', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { writer } = await seedConversation(request, baseURL!);
  await loginThroughForm(page, writer);
  const box = page.getByTestId('search-trigger-box');
  await box.click();
  await expect(paletteInput(page)).toBeFocused();
  // Before a question: the pages to go to, and ↓ walks them.
  await expect(paletteGroup(page, 'Đi tới').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(paletteGroup(page, 'Đi tới').getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(box).toBeFocused();

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phonePage = await phone.newPage();
  await loginThroughForm(phonePage, writer);
  const topBar = phonePage.locator('[data-fixed-bar="top"]');
  // Every action of the top bar still fits in 375 px, once the greeting has left the brand's place.
  await expect(phonePage.getByTestId('welcome-sticker')).toHaveCount(0, { timeout: 15_000 });
  expect(await topBar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
  const logout = (await topBar.getByRole('button', { name: 'Logout' }).boundingBox())!;
  expect(logout.x + logout.width).toBeLessThanOrEqual(375);
  const icon = phonePage.getByTestId('search-trigger-icon');
  await icon.click();
  await expect(paletteInput(phonePage)).toBeFocused();
  const width = (await palette(phonePage).boundingBox())?.width ?? Infinity;
  expect(width).toBeLessThanOrEqual(375);
  await phonePage.keyboard.press('Escape');
  await expect(palette(phonePage)).toBeHidden();
  await expect(icon).toBeFocused();
  await phone.close();
});

test('/search pages through every hit, filters by kind, and keeps it all in the address', async ({
  page,
  request,
  baseURL,
}) => {
  const { writer, reader, conversationId } = await seedConversation(request, baseURL!);
  // A word of this test's own, so nothing another test wrote is counted.
  const code = `ma${randomBytes(3).toString('hex')}`;
  const reports = Array.from({ length: 25 }, (_, index) => `Báo cáo tuần ${index + 1}, ${code}`);
  // Both of them write (the server takes 20 messages in 10 s from one person).
  await sendMessagesBySocket(baseURL!, writer, conversationId, reports.slice(0, 12));
  await sendMessagesBySocket(baseURL!, reader, conversationId, reports.slice(12));
  const project = await createProjectByApi(request, writer.token, { name: 'Kế hoạch quý' });
  await createTaskByApi(request, writer.token, project._id, { title: `Tổng hợp báo cáo ${code}` });
  await loginThroughForm(page, writer);

  await page.goto(`/search?q=${encodeURIComponent(`bao cao ${code}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tìm kiếm' })).toBeVisible();
  await expect(results(page)).toHaveCount(20);
  await expect(results(page).first().locator('mark').first()).toHaveText(/^báo cáo/i);
  await page.getByRole('button', { name: 'Tải thêm' }).click();
  await expect(results(page)).toHaveCount(26);
  await expect(page.getByText('Đã hiện hết kết quả.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tải thêm' })).toHaveCount(0);
  // Reading goes on from the first hit that came.
  await expect(results(page).nth(20).getByRole('link')).toBeFocused();

  await page.getByRole('group', { name: 'Loại kết quả' }).getByRole('button', { name: 'Công việc' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'task');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(`Tổng hợp báo cáo ${code}`);
  await expect(results(page)).toContainText('Kế hoạch quý');
  await expect(page.getByRole('button', { name: 'Công việc' })).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has('type'));
  // The list as it was left, pages loaded and all.
  await expect(results(page)).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Tất cả' })).toHaveAttribute('aria-pressed', 'true');

  // A new question from the page's own field.
  const field = page.getByRole('searchbox', { name: 'Tìm gì?' });
  await field.fill(`tuan 7 ${code}`);
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === `tuan 7 ${code}`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(`Báo cáo tuần 7, ${code}`);
});

test('says when nothing is found, on the page and in the palette', async ({ page, request, baseURL }) => {
  const { writer } = await seedConversation(request, baseURL!);
  await loginThroughForm(page, writer);
  const nothing = `khongco${randomBytes(3).toString('hex')}`;
  await page.goto(`/search?q=${nothing}&type=document`);
  await expect(page.getByRole('heading', { name: `Không tìm thấy kết quả cho “${nothing}”` })).toBeVisible();
  // With a filter on, the way out is offered.
  await page.getByTestId('search-no-results').getByRole('button', { name: 'Xóa bộ lọc' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === nothing && !url.searchParams.has('type'));
  await expect(page.getByRole('heading', { name: `Không tìm thấy kết quả cho “${nothing}”` })).toBeVisible();

  await openPalette(page);
  await paletteInput(page).pressSequentially(nothing);
  await expect(palette(page).getByText(`Không tìm thấy kết quả cho “${nothing}”`)).toBeVisible();
  await expect(palette(page).getByRole('option')).toHaveText([`Xem tất cả kết quả cho “${nothing}”`]);
});
