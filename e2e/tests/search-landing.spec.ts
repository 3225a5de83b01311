import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { directConversationByApi, groupByApi, MESSAGE_BURST, sendMessagesBySocket } from '../support/chat';
import { pdfFile, textFile, uploadByApi } from '../support/documents';
import { createProjectByApi, createTaskByApi } from '../support/projects';
import { asUser, createPostByApi, registerByApi } from '../support/users';

type User = Awaited<ReturnType<typeof registerByApi>>;

const imageFile = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png')),
};
const tag = () => randomBytes(3).toString('hex');

/**
 * `open(user, path, width?)`: a new browser context signed in as `user` (the session token put where the
 * app keeps it), at `path`, once the page has rendered.
 */
const test = base.extend<{ open: (user: User, path: string, width?: number) => Promise<Page> }>({
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, target, width = 1280) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      contexts.push(context);
      await context.addInitScript((token) => localStorage.setItem('token', token), user.token);
      const page = await context.newPage();
      await page.goto(target);
      await expect(page.getByTestId('account-block')).toBeAttached({ timeout: 30_000 });
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

const bubble = (page: Page, messageId: string) =>
  page.locator(`[data-testid="message-bubble"][data-message-id="${messageId}"]`);
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The message a link landed on: on screen, marked, focused, and the link's parameter gone. */
async function expectLanded(page: Page, messageId: string) {
  const row = bubble(page, messageId);
  await expect(row).toHaveAttribute('data-landed', 'true');
  await expect(row).toBeInViewport();
  await expect(row).toBeFocused();
  await expect.poll(() => param(page, 'message')).toBeNull();
}

test.describe('a message link', () => {
  test('loads older history page by page until the message is there, then shows it marked and focused', async ({
    open,
    request,
    baseURL,
  }) => {
    // 76 messages, 30 to a page: the first is on the third page. Four writers: each may send 19 in a burst.
    const reader = await registerByApi(request);
    const writers = await Promise.all(Array.from({ length: 4 }, () => registerByApi(request)));
    const conversationId = await groupByApi(request, reader, writers, `Nhóm ${tag()}`);
    const ids: string[] = [];
    for (const [index, writer] of writers.entries()) {
      const texts = Array.from({ length: MESSAGE_BURST }, (_, n) => `Tin nhắn số ${index * MESSAGE_BURST + n + 1}`);
      ids.push(...(await sendMessagesBySocket(baseURL!, writer, conversationId, texts)));
    }
    const oldest = ids[0]!;

    const page = await open(reader, `/chat?c=${conversationId}&message=${oldest}`);
    await expectLanded(page, oldest);
    await expect(bubble(page, oldest)).toContainText('Tin nhắn số 1');
    await expect(page.getByTestId('chat-beginning')).toBeAttached();
    expect(param(page, 'c')).toBe(conversationId);
    await expect(page.getByTestId('chat-seeking')).toHaveCount(0);

    // The mark stays while the message has the focus and goes with it.
    await page.getByTestId('composer-input').focus();
    await expect(bubble(page, oldest)).not.toHaveAttribute('data-landed');
  });

  test('to a deleted message says so instead of searching forever; one from a conversation not ours too', async ({
    open,
    request,
    baseURL,
  }) => {
    const [reader, writer, outsider] = await Promise.all([
      registerByApi(request),
      registerByApi(request),
      registerByApi(request),
    ]);
    const conversationId = await directConversationByApi(request, reader, writer);
    const [gone] = await sendMessagesBySocket(baseURL!, writer, conversationId, ['Sắp bị xóa', 'Còn lại']);
    expect((await asUser(request, writer.token).delete(`/api/chats/messages/${gone}`)).status()).toBe(200);

    const page = await open(reader, `/chat?c=${conversationId}&message=${gone}`);
    await expect(page.getByTestId('chat-message-gone')).toHaveText('Tin nhắn này không còn nữa');
    await expect(page.getByTestId('chat-seeking')).toHaveCount(0);
    await expect.poll(() => param(page, 'message')).toBeNull();

    const stranger = await open(outsider, `/chat?c=${conversationId}&message=${gone}`);
    await expect(stranger.getByTestId('chat-error')).toContainText('Tin nhắn này không còn nữa');
    await expect.poll(() => param(stranger, 'c')).toBeNull();
  });
});

test('a task link opens the board with the task’s edit dialog; closing drops it; a gone task is said', async ({
  open,
  request,
}) => {
  const owner = await registerByApi(request);
  const project = await createProjectByApi(request, owner.token, { name: `Dự án ${tag()}` });
  const title = `Viết tài liệu thiết kế ${tag()}`;
  const task = await createTaskByApi(request, owner.token, project._id, { title, status: 'in_progress' });
  const other = await createTaskByApi(request, owner.token, project._id, { title: 'Việc khác' });

  const page = await open(owner, `/projects?project=${project._id}&task=${task._id}`);
  const dialog = page.getByRole('dialog', { name: 'Chỉnh sửa task' });
  await expect(dialog.getByLabel('Tên task *')).toHaveValue(title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => param(page, 'task')).toBeNull();
  expect(param(page, 'project')).toBe(project._id);
  await expect(page.locator(`[data-task-id="${task._id}"]`)).toBeFocused();

  expect((await asUser(request, owner.token).delete(`/api/projects/tasks/${other._id}`)).status()).toBe(200);
  await page.goto(`/projects?project=${project._id}&task=${other._id}`);
  await expect(page.getByTestId('projects-error')).toContainText('Task này không còn nữa');
  await expect(dialog).toBeHidden();
  await expect.poll(() => param(page, 'task')).toBeNull();
});

test('a document link opens its preview (a PDF at the page asked for); closing drops it', async ({ open, request }) => {
  const owner = await registerByApi(request);
  const text = textFile(`ghi-chu-${tag()}.txt`);
  const pdf = pdfFile(`bao-cao-${tag()}.pdf`);
  const [note, report] = await uploadByApi(request, owner.token, [text, pdf]);

  const page = await open(owner, `/documents?preview=${note!._id}`);
  const dialog = page.getByRole('dialog', { name: text.name });
  await expect(dialog.locator('pre')).toContainText(text.buffer.toString().slice(0, 20));
  await dialog.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => param(page, 'preview')).toBeNull();
  await expect(page.getByRole('button', { name: text.name, exact: true })).toBeFocused();

  await page.goto(`/documents?preview=${report!._id}&page=2`);
  const pdfDialog = page.getByRole('dialog', { name: pdf.name });
  await expect(pdfDialog.getByTestId('pdf-preview')).toHaveAttribute('data', /^blob:.*#page=2$/);
  await page.keyboard.press('Escape');
  await expect(pdfDialog).toBeHidden();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  await page.goto(`/documents?preview=${crypto.randomUUID()}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Tài liệu này không còn ở đây' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a comment link finds a post that is not on the first page of the feed and marks the comment', async ({
  open,
  request,
}) => {
  const [author, reader] = await Promise.all([registerByApi(request), registerByApi(request)]);
  const post = await createPostByApi(request, author.token, { caption: `Bài cũ ${tag()}`, file: imageFile });
  const commented = await asUser(request, author.token).post(`/api/posts/${post._id}/comment`, {
    text: `Bình luận cũ ${tag()}`,
  });
  expect(commented.status()).toBe(201);
  const commentId = ((await commented.json()) as { data: { _id: string } }).data._id;
  // A feed page is 20 posts: 21 newer ones put it on the second page at least.
  for (let index = 0; index < 21; index += 1) {
    await createPostByApi(request, author.token, { caption: `Bài mới ${index}`, file: imageFile });
  }

  const page = await open(reader, `/?highlight=${post._id}&comment=${commentId}`);
  await expect(page.locator(`#post-${post._id}`)).toHaveAttribute('data-highlighted', 'true', { timeout: 20_000 });
  await expect(page.locator(`#comment-${commentId}`)).toHaveAttribute('data-highlighted', 'true', { timeout: 20_000 });
});

for (const width of [1280, 375]) {
  test(`the chat sidebar finds messages by unaccented words and opens one where it is (${width} px)`, async ({
    open,
    request,
    baseURL,
  }) => {
    const [reader, writer] = await Promise.all([registerByApi(request), registerByApi(request)]);
    const conversationId = await directConversationByApi(request, reader, writer);
    // 23 messages about the design (more than a page of results), then enough to put the first on the
    // second page of the history; each user sends at most a burst.
    const designs = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `Bản thiết kế số ${from + index}`);
    const [wanted] = await sendMessagesBySocket(baseURL!, writer, conversationId, [
      'Gửi tài liệu thiết kế',
      ...designs(1, 18),
    ]);
    await sendMessagesBySocket(baseURL!, reader, conversationId, [
      ...designs(19, 4),
      ...Array.from({ length: 15 }, (_, index) => `Đã xem ${index + 1}`),
    ]);

    const page = await open(reader, '/chat', width);
    const search = page.getByTestId('chat-search');
    const hits = page.getByTestId('message-hit');

    await search.fill('thiet ke');
    await expect(hits).toHaveCount(20);
    await page.getByTestId('message-search-more').click();
    await expect(hits).toHaveCount(23);

    await search.fill('khong co gi');
    await expect(page.getByTestId('message-search-empty')).toHaveText('Không có tin nhắn nào khớp với “khong co gi”');

    await search.fill('tai lieu');
    await expect(hits).toHaveCount(1);
    const hit = hits.first();
    await expect(hit).toContainText(writer.username);
    await expect(hit).toContainText('Gửi tài liệu thiết kế');
    await expect(hit.locator('mark')).toHaveText(['tài liệu']);

    // Keyboard only: Down from the search box to the hit (no conversation is named so), Enter opens it.
    await search.focus();
    await page.keyboard.press('ArrowDown');
    await expect(hit).toBeFocused();
    await page.keyboard.press('Enter');
    await expectLanded(page, wanted!);
    expect(param(page, 'c')).toBe(conversationId);
    // On a phone the thread took the whole screen; Back returns to the list, the search still there.
    if (width === 375) {
      await expect(search).toBeHidden();
      await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
      await expect(hits).toHaveCount(1);
    }
  });
}
