import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { watchGreeting } from '../support/live';
import { asUser, loginThroughForm, newUser, registerByApi } from '../support/users';

const imagePath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png');
const pdfFile = {
  name: 'bao-cao.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
};

/** Short (the reply quote shows 30 characters) and unique to the test. */
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

type ChatUser = Awaited<ReturnType<typeof registerByApi>>;

/** Registers a user whose name no other test shares (so searching for it finds only them). */
const register = (request: APIRequestContext, prefix: string) => registerByApi(request, newUser(prefix));

/**
 * `openChat(user, conversationId?)` opens a new browser context (one per user), signs in, opens
 * /chat (on that conversation, if given) and waits until the list has loaded and the /chat socket
 * has been greeted, so live events sent from then on arrive. `close` ends a context early.
 */
const test = base.extend<{
  openChat: (user: ChatUser, conversationId?: string) => Promise<Page>;
}>({
  openChat: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, conversationId) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const live = watchGreeting(page, 'chat');
      await loginThroughForm(page, user);
      await page.goto(conversationId ? `/chat?c=${conversationId}` : '/chat');
      await expect(page.getByTestId('chat-page')).toBeVisible();
      await expect.poll(live, { message: 'the /chat socket is connected' }).toBe(true);
      await expect(page.getByTestId('conversation-list').or(page.getByTestId('chat-list-empty'))).toBeVisible();
      if (conversationId) await expect(page.getByTestId('chat-thread')).toBeVisible();
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** The direct conversation of `a` and `b`, made through the API; answers its id. */
async function directConversation(request: APIRequestContext, a: ChatUser, b: ChatUser) {
  const response = await asUser(request, a.token).post('/api/chats/conversations', { targetUserId: b.id });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** Marks the document, so a later check can tell that the page was never reloaded in between. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

const bubble = (page: Page, text: string) => page.getByTestId('message-bubble').filter({ hasText: text });
const conversationItem = (page: Page, id: string) =>
  page.locator(`[data-testid="conversation-item"][data-conversation-id="${id}"]`);
const conversationIdOf = (page: Page) => new URL(page.url()).searchParams.get('c');

/** Types into the composer and sends with Enter; waits until the server has saved it. */
async function send(page: Page, text: string) {
  const input = page.getByTestId('composer-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(bubble(page, text)).toBeVisible();
  await expect(page.getByTestId('message-pending')).toHaveCount(0);
}

/** Right-clicks the message and picks `item` in its context menu. */
async function openMenuItem(page: Page, text: string, item: string) {
  await bubble(page, text).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

test('a new conversation from "Tin nhắn mới": typing shows live and the message arrives without a reload', async ({
  openChat,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const bPage = await openChat(b);
  await markDocument(bPage);
  const aPage = await openChat(a);

  // A finds B by name (the search waits 500 ms after typing stops) and opens the conversation.
  await aPage.getByTestId('chat-new-message').click();
  const modal = aPage.getByRole('dialog', { name: 'Tin nhắn mới' });
  await expect(modal).toBeVisible();
  await modal.getByTestId('new-message-search').fill(b.username);
  const result = modal.getByTestId('user-search-result').filter({ hasText: b.username });
  await expect(result).toHaveAttribute('data-user-id', b.id);
  await expect(modal.getByTestId('user-search-result')).toHaveCount(1);
  await result.click();
  await expect(modal).toHaveCount(0);
  await expect(aPage.getByTestId('thread-title')).toHaveText(b.username);
  await expect(aPage.getByTestId('chat-empty-thread')).toBeVisible();
  await expect.poll(() => conversationIdOf(aPage)).toMatch(/^[0-9a-f-]{36}$/);
  const conversationId = conversationIdOf(aPage)!;

  // The new conversation shows up in B's list live; B opens it.
  const item = conversationItem(bPage, conversationId);
  await expect(item).toContainText(a.username);
  await item.click();
  await expect(bPage.getByTestId('thread-title')).toHaveText(a.username);

  // B sees '{A} is typing...' while A types. The typing line only reaches sockets that have joined the
  // conversation's room, which B's page does right after opening it, with no sign of when it is done:
  // should A's first keystrokes come before that, A starts typing again.
  const typingLine = bPage.getByTestId('typing-line');
  await expect(typingLine).toHaveText('');
  const composer = aPage.getByTestId('composer-input');
  const text = unique('Chào Bình');
  await expect(async () => {
    await composer.fill('');
    await composer.pressSequentially(text.slice(0, 4));
    await expect(typingLine).toHaveText(`${a.username} is typing...`, { timeout: 1_500 });
  }).toPass();
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  // The message reaches B live, and the typing line goes.
  await expect(bubble(bPage, text)).toBeVisible();
  await expect(bubble(bPage, text)).toHaveAttribute('data-own', 'false');
  await expect(typingLine).toHaveText('');
  await expect(bubble(aPage, text)).toHaveAttribute('data-own', 'true');
  await expect(item.getByTestId('conversation-preview')).toHaveText(text);
  await expectNotReloaded(bPage);
});

test('a reply shows its quoted original to the other person', async ({ openChat, request }) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const conversationId = await directConversation(request, a, b);
  const aPage = await openChat(a, conversationId);
  await markDocument(aPage);
  const bPage = await openChat(b, conversationId);

  const original = unique('Họp lúc 3 giờ?');
  await send(aPage, original);
  await expect(bubble(bPage, original)).toBeVisible();

  await openMenuItem(bPage, original, 'Trả lời');
  const replying = bPage.getByTestId('composer-reply');
  await expect(replying).toContainText(`Đang trả lời ${a.username}`);
  await expect(replying).toContainText(original);
  const answer = unique('Được, hẹn lúc đó');
  await send(bPage, answer);
  await expect(replying).toHaveCount(0);

  const reply = bubble(aPage, answer);
  await expect(reply).toBeVisible();
  await expect(reply).toHaveAttribute('data-own', 'false');
  const quote = reply.getByTestId('message-reply-quote');
  await expect(quote).toContainText(`Trả lời ${a.username}`);
  await expect(quote).toContainText(original);
  await expectNotReloaded(aPage);
});

test('an edit shows "(đã chỉnh sửa)" to the other person, and a deleted message disappears for them', async ({
  openChat,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const conversationId = await directConversation(request, a, b);
  const aPage = await openChat(a, conversationId);
  const bPage = await openChat(b, conversationId);
  await markDocument(bPage);

  const first = unique('Gửi nhầm');
  const kept = unique('Tin nhắn ở lại');
  await send(aPage, first);
  await send(aPage, kept);
  await expect(bubble(bPage, first)).toBeVisible();
  await expect(bubble(bPage, kept)).toBeVisible();
  await expect(bubble(bPage, first).getByTestId('message-edited')).toHaveCount(0);

  // A edits: Enter saves.
  await openMenuItem(aPage, first, 'Chỉnh sửa');
  const editor = aPage.getByTestId('message-edit-input');
  await expect(editor).toHaveValue(first);
  const edited = unique('Đã sửa lại');
  await editor.fill(edited);
  await editor.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(bubble(aPage, edited).getByTestId('message-edited')).toHaveText('(đã chỉnh sửa)');

  const seen = bubble(bPage, edited);
  await expect(seen).toBeVisible();
  await expect(seen.getByTestId('message-edited')).toHaveText('(đã chỉnh sửa)');
  await expect(bubble(bPage, first)).toHaveCount(0);

  // A deletes it, after confirming.
  await openMenuItem(aPage, edited, 'Xóa');
  const confirm = aPage.getByRole('dialog', { name: 'Xóa tin nhắn' });
  await expect(confirm).toContainText('Bạn có chắc muốn xóa tin nhắn này?');
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(bubble(aPage, edited)).toHaveCount(0);

  await expect(bubble(bPage, edited)).toHaveCount(0);
  await expect(bubble(bPage, kept)).toBeVisible();
  await expectNotReloaded(bPage);
});

test('an image and a PDF sent through the composer reach the other person: the image loads, the PDF downloads', async ({
  openChat,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const conversationId = await directConversation(request, a, b);
  const aPage = await openChat(a, conversationId);
  const bPage = await openChat(b, conversationId);
  await markDocument(bPage);

  const fileInput = aPage.getByTestId('composer-file-input');
  await fileInput.setInputFiles(imagePath);
  await expect(aPage.getByTestId('message-image')).toHaveCount(1);
  await expect(aPage.getByTestId('composer-upload')).toHaveCount(0);
  await fileInput.setInputFiles(pdfFile);
  await expect(aPage.getByTestId('message-file')).toContainText(pdfFile.name);

  // The picture, shown to B and loaded from the server.
  const image = bPage.getByTestId('message-image').locator('img');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', `Ảnh do ${a.username} gửi`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // The PDF, as a download.
  const file = bPage.getByTestId('message-file');
  await expect(file).toContainText(pdfFile.name);
  const link = file.getByRole('link', { name: `Tải xuống ${pdfFile.name}` });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await bPage.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      body: await response.text(),
    };
  }, href!);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('application/pdf');
  expect(answer.disposition).toMatch(/^attachment;/);
  expect(answer.body).toBe(pdfFile.buffer.toString());
  const downloading = bPage.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(pdfFile.name);
  expect(await download.failure()).toBeNull();
  await expectNotReloaded(bPage);
});

test('the thread header turns from "Active now" to "Offline" when the other person leaves', async ({
  openChat,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const conversationId = await directConversation(request, a, b);
  const aPage = await openChat(a, conversationId);
  const presence = aPage.getByTestId('presence-label');
  await expect(presence).toHaveText('Offline');

  const bPage = await openChat(b, conversationId);
  await expect(presence).toHaveText('Active now');
  await expect(presence).toHaveAttribute('data-online', 'true');

  await bPage.context().close();
  await expect(presence).toHaveText('Offline');
  await expect(presence).toHaveAttribute('data-online', 'false');
});

test('a group of three: made in "Tạo nhóm", its first message reaches both other members live', async ({
  openChat,
  request,
}) => {
  // Three signed-in browser contexts: on a busy 2-core machine this took close to two minutes.
  test.setTimeout(180_000);
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const c = await register(request, 'chi');
  const bPage = await openChat(b);
  const cPage = await openChat(c);
  await markDocument(bPage);
  await markDocument(cPage);
  const aPage = await openChat(a);

  await aPage.getByTestId('chat-new-group').click();
  const modal = aPage.getByRole('dialog', { name: 'Tạo nhóm' });
  await expect(modal).toBeVisible();
  const name = unique('Nhóm dự án');
  await modal.getByTestId('new-group-name').fill(name);
  const search = modal.getByTestId('user-picker-search');
  for (const member of [b, c]) {
    await search.fill(member.username);
    const result = modal.locator(`[data-testid="user-search-result"][data-user-id="${member.id}"]`);
    await result.click();
    await expect(result).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(modal).toContainText('Đã chọn 2 người');
  await modal.getByTestId('new-group-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(aPage.getByTestId('thread-title')).toHaveText(name);
  await expect(aPage.getByTestId('presence-label')).toContainText('3 thành viên');
  await expect.poll(() => conversationIdOf(aPage)).toMatch(/^[0-9a-f-]{36}$/);
  const groupId = conversationIdOf(aPage)!;

  const text = unique('Chào cả nhóm');
  await send(aPage, text);

  for (const page of [bPage, cPage]) {
    const item = conversationItem(page, groupId);
    await expect(item).toContainText(name);
    await expect(item.getByTestId('conversation-preview')).toHaveText(`${a.username}: ${text}`);
    await expect(item.getByTestId('conversation-unread')).toHaveText('1');
    await expectNotReloaded(page);
    await item.click();
    await expect(page.getByTestId('thread-title')).toHaveText(name);
    await expect(bubble(page, text)).toBeVisible();
    await expect(bubble(page, text)).toContainText(a.username);
  }
});

test('leaving a group from the info panel: it leaves the leaver’s list, and the other member sees them go live', async ({
  openChat,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const name = unique('Nhóm rời');
  const made = await asUser(request, a.token).post('/api/chats/groups', { name, type: 'group', memberIds: [b.id] });
  expect(made.status()).toBe(201);
  const groupId = ((await made.json()) as { data: { _id: string } }).data._id;

  const aPage = await openChat(a, groupId);
  await markDocument(aPage);
  await aPage.getByTestId('chat-info-toggle').click();
  const aMembers = aPage.getByTestId('chat-info-panel').getByTestId('info-member');
  await expect(aMembers).toHaveCount(2);
  await expect(aPage.getByTestId('info-member-count')).toHaveText('2 thành viên');

  const bPage = await openChat(b, groupId);
  await bPage.getByTestId('chat-info-toggle').click();
  await bPage.getByTestId('info-leave').click();
  await expect(bPage.getByTestId('chat-confirm')).toContainText('Bạn có chắc muốn rời nhóm này?');
  await bPage.getByTestId('chat-confirm-accept').click();

  await expect(bPage.getByTestId('chat-thread')).toHaveCount(0);
  await expect(conversationItem(bPage, groupId)).toHaveCount(0);
  await expect(aMembers).toHaveCount(1);
  await expect(aMembers).toContainText(a.username);
  await expect(aPage.getByTestId('info-member-count')).toHaveText('1 thành viên');
  await expectNotReloaded(aPage);
  // Gone for good: a reload does not bring it back.
  await bPage.reload();
  await expect(bPage.getByTestId('conversation-list').or(bPage.getByTestId('chat-list-empty'))).toBeVisible();
  await expect(conversationItem(bPage, groupId)).toHaveCount(0);
});
