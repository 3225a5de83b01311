import { randomBytes } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { pngFile, textFile, uploadByApi } from '../support/documents';
import {
  addMemberByApi,
  card,
  createProjectByApi,
  createTaskByApi,
  openBoardAs,
  taskPanelOf,
} from '../support/projects';
import { newUser, registerByApi } from '../support/users';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

const attachmentsIn = (page: Page) => taskPanelOf(page).getByTestId('task-attachment');

/** Every serious axe finding of the page, in the light and the dark theme. */
async function axeBothThemes(page: Page, where: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await seriousViolations(page, `${where} light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await seriousViolations(page, `${where} dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  return [...light, ...dark];
}

test('a picture uploaded in one member’s task panel counts live on the other’s card and shows as a thumbnail; a document attaches from the picker', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Tệp chung') });
  await addMemberByApi(request, a.token, project._id, b);
  const task = await createTaskByApi(request, a.token, project._id, { title: unique('Thiết kế trang chủ') });
  const documentName = `${unique('bien-ban')}.txt`;
  await uploadByApi(request, a.token, [textFile(documentName)]);

  const bPage = await openBoardAs(browser, b, project._id);
  const aPage = await openBoardAs(browser, a, project._id);
  await expect(card(bPage, task).getByTestId('card-attachments')).toHaveCount(0);

  // A uploads a picture from the task's panel: progress, then the row with its thumbnail.
  await card(aPage, task).click();
  const section = taskPanelOf(aPage).getByTestId('task-attachments');
  await expect(section).toContainText('Chưa có tệp đính kèm.');
  await section.getByTestId('task-attachment-input').setInputFiles(pngFile('anh-bia.png'));
  await expect(attachmentsIn(aPage)).toHaveCount(1);
  await expect(attachmentsIn(aPage).first()).toContainText('anh-bia.png');
  await expect(section.getByTestId('task-attachment-progress')).toHaveCount(0);

  // B's card shows the paperclip with 1, live; B opens the task and sees the thumbnail drawn.
  const badge = card(bPage, task).getByTestId('card-attachments');
  await expect(badge).toContainText('1');
  await expect(badge.getByText('1 tệp đính kèm')).toBeAttached();
  await card(bPage, task).click();
  const thumbnail = attachmentsIn(bPage).first().getByTestId('task-attachment-thumbnail');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const link = attachmentsIn(bPage).first().getByRole('link', { name: 'anh-bia.png' });
  const download = await bPage.request.get(String(await link.getAttribute('href')));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  // B neither uploaded it nor manages the project: no remove button.
  await expect(attachmentsIn(bPage).first().getByTestId('task-attachment-remove')).toHaveCount(0);

  // A attaches one of A's documents from the picker, by keyboard: search, Tab to it, Enter.
  await section.getByTestId('task-attachment-document').click();
  const picker = aPage.getByTestId('document-picker');
  await expect(picker.getByTestId('document-picker-item').first()).toBeVisible();
  expect(await axeBothThemes(aPage, 'document picker')).toEqual([]);
  await picker.getByTestId('document-picker-search').fill(documentName.slice(0, 14));
  const item = picker.getByRole('button', { name: `Đính kèm ${documentName}` });
  await expect(picker.getByTestId('document-picker-item')).toHaveCount(1);
  await aPage.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await aPage.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(attachmentsIn(aPage)).toHaveCount(2);
  await expect(attachmentsIn(aPage).nth(1)).toContainText(documentName);
  await expect(attachmentsIn(aPage).nth(1)).toContainText('Tài liệu');
  // B's open panel and card follow.
  await expect(attachmentsIn(bPage)).toHaveCount(2);
  await expect(badge).toContainText('2');

  expect(await axeBothThemes(aPage, 'task panel with attachments at 1280 px')).toEqual([]);
  await aPage.setViewportSize({ width: 375, height: 740 });
  expect(await aPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeBothThemes(aPage, 'task panel with attachments at 375 px')).toEqual([]);

  // A removes the document link after confirming; B's card counts 1 again.
  await attachmentsIn(aPage)
    .nth(1)
    .getByRole('button', { name: `Gỡ tệp đính kèm ${documentName}` })
    .click();
  const confirm = aPage.getByTestId('task-attachment-remove-dialog');
  await expect(confirm).toContainText('Tài liệu vẫn còn');
  await aPage.getByTestId('task-attachment-remove-confirm').click();
  await expect(attachmentsIn(aPage)).toHaveCount(1);
  await expect(badge).toContainText('1');
  await expect(attachmentsIn(bPage)).toHaveCount(1);

  await Promise.all([aPage.context().close(), bPage.context().close()]);
});

test('a file the server refuses says why in the panel', async ({ browser, request }) => {
  const owner = await registerByApi(request, newUser('owner'));
  const project = await createProjectByApi(request, owner.token, { name: unique('Tệp bị từ chối') });
  const task = await createTaskByApi(request, owner.token, project._id, { title: unique('Việc có tệp') });
  const page = await openBoardAs(browser, owner, project._id);
  await page.goto(`/projects/${project._id}/tasks/${task._id}`);
  const section = taskPanelOf(page).getByTestId('task-attachments');
  await section.getByTestId('task-attachment-input').setInputFiles({
    name: 'trang.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(section.getByTestId('task-attachment-error')).toContainText('Chỉ đính kèm được ảnh, PDF');
  await expect(attachmentsIn(page)).toHaveCount(0);
  await page.context().close();
});
