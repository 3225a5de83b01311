import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import { watchLiveConnection } from '../support/live';
import { createStoryByApi } from '../support/stories';
import { asUser, loginThroughForm, registerByApi, type TestUser } from '../support/users';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const imagePath = path.join(fixtures, 'avatar.png');
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

/** One browser context per user, signed in, on the feed with its live connection open. */
const test = base.extend<{ signIn: (user: TestUser, width?: number) => Promise<Page> }>({
  signIn: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, width = 1280) => {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 800 } });
      contexts.push(context);
      const page = await context.newPage();
      const live = watchLiveConnection(page);
      await loginThroughForm(page, user);
      await expect(page.getByTestId('story-strip')).toBeVisible();
      await expect(page.getByTestId('story-entry-own')).toBeVisible();
      await expect.poll(live, { message: 'the /notifications socket is connected' }).toBe(true);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

const stripEntry = (page: Page, userId: string) => page.getByTestId(`story-entry-${userId}`);
const viewer = (page: Page) => page.getByTestId('story-viewer');

test('a story posted with a preset, a slider and a text reaches another user live, plays, turns watched, shows who saw it, and takes a reply', async ({
  signIn,
  request,
}) => {
  test.setTimeout(180_000);
  const author = await registerByApi(request);
  const friend = await registerByApi(request);
  const friendPage = await signIn(friend);
  const page = await signIn(author);

  // The author creates the story: select step, then edit step.
  await page.getByRole('button', { name: 'Tin của bạn: tạo tin mới' }).click();
  const dialog = page.getByTestId('create-story-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'select');
  await dialog.getByTestId('story-file-input').setInputFiles(imagePath);
  await expect(dialog).toHaveAttribute('data-step', 'edit');

  await dialog.getByTestId('story-preset-clarendon').click();
  await expect(dialog.getByTestId('story-preset-clarendon')).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByTestId('story-slider-brightness').fill('20');
  // The live preview carries the filter exactly as the viewer will draw it.
  const previewFilter = await dialog.getByTestId('story-media').evaluate((element) => getComputedStyle(element).filter);
  expect(previewFilter).not.toBe('none');

  const overlayText = unique('Chào buổi sáng');
  await dialog.getByTestId('story-add-text-input').fill(overlayText);
  await dialog.getByTestId('story-add-text-button').click();
  await expect(dialog.getByTestId('story-overlay').filter({ hasText: overlayText })).toBeVisible();
  const caption = unique('Cà phê sáng');
  await dialog.getByTestId('story-caption').fill(caption);
  await expect(dialog.getByTestId('story-caption-counter')).toHaveText(`${caption.length}/500`);
  await dialog.getByTestId('story-duration-10').click();

  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/stories' && response.request().method() === 'POST',
  );
  await dialog.getByTestId('story-share').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const story = ((await response.json()) as { data: { story: { _id: string; filters: Record<string, unknown> } } }).data
    .story;
  expect(story.filters).toMatchObject({ clarendon: true, brightness: 20 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('story-entry-own')).toHaveAttribute('data-status', 'new');

  // The friend's strip shows the author as new without a reload.
  const entry = stripEntry(friendPage, author.id);
  await expect(entry).toHaveAttribute('data-status', 'new');
  await entry.getByRole('button', { name: `Xem tin của ${author.username}, chưa xem` }).click();
  const open = viewer(friendPage);
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('data-story-id', story._id);
  await expect(open.getByTestId('story-overlay').filter({ hasText: overlayText })).toBeVisible();
  await expect(open.getByText(caption)).toBeVisible();
  const viewerFilter = await open.getByTestId('story-media').evaluate((element) => getComputedStyle(element).filter);
  expect(viewerFilter).toBe(previewFilter);
  // The bar fills as the story plays, then the viewer moves on by itself: this was the author's only
  // story, so to the next author with stories (tests running alongside post some), or it closes.
  const bar = open.getByTestId('story-progress-0');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(friendPage.locator(`[data-testid="story-viewer"][data-story-id="${story._id}"]`)).toHaveCount(0, {
    timeout: 30_000,
  });
  if (await open.count()) await friendPage.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
  await expect(entry).toHaveAttribute('data-status', 'watched');

  // The author sees the friend among those who saw it.
  await page.getByRole('button', { name: 'Xem tin của bạn' }).click();
  const own = viewer(page);
  await expect(own.getByTestId('story-seen-by')).toContainText('1');
  await own.getByTestId('story-seen-by').click();
  await expect(page.getByTestId('story-viewers-list')).toContainText(friend.username);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(own).toHaveCount(0);

  // The friend opens it again and replies; the author gets the message in chat, quoting the story.
  await entry.getByRole('button', { name: `Xem tin của ${author.username}, đã xem` }).click();
  const reply = unique('Đẹp quá');
  await viewer(friendPage).getByTestId('story-reply-input').fill(reply);
  await viewer(friendPage).getByTestId('story-reply-input').press('Enter');
  await expect(viewer(friendPage).getByText('Đã gửi')).toBeVisible();

  await page.goto('/chat');
  await page.getByTestId('conversation-item').filter({ hasText: friend.username }).click();
  const message = page.getByTestId('message-bubble').filter({ hasText: reply });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Đã trả lời tin của bạn');
  await expect(message).toContainText(caption.slice(0, 20));
});

test('on a phone, taps move between stories and users, Escape closes, and a deleted story leaves others’ strips live', async ({
  signIn,
  request,
}) => {
  const first = await registerByApi(request);
  const second = await registerByApi(request);
  const watcher = await registerByApi(request);
  const a1 = await createStoryByApi(request, first.token, { content: 'first one' });
  const a2 = await createStoryByApi(request, first.token, { content: 'first two' });
  const b1 = await createStoryByApi(request, second.token, { content: 'second one' });
  const page = await signIn(watcher, 375);

  // The strip lists the most recent author first: the second user, then the first.
  await stripEntry(page, second.id)
    .getByRole('button', { name: `Xem tin của ${second.username}, chưa xem` })
    .click();
  const open = viewer(page);
  await expect(open).toHaveAttribute('data-story-id', b1._id);
  // Pause first, so a slow machine cannot let a story run out between the steps.
  await open.getByTestId('story-pause').click();
  await expect(open.getByTestId('story-pause')).toHaveAttribute('aria-pressed', 'true');
  // Past the second user's only story: the next user with stories, from their first story.
  await page.keyboard.press('ArrowRight');
  await expect(open).toHaveAttribute('data-story-id', a1._id);
  await page.keyboard.press('ArrowLeft');
  await expect(open).toHaveAttribute('data-story-id', b1._id);
  await page.keyboard.press('ArrowRight');
  await expect(open).toHaveAttribute('data-story-id', a1._id);

  // At 375 px a tap on the right half goes on, on the left half back.
  const area = open.getByTestId('story-media-area');
  const box = (await area.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  await expect(open).toHaveAttribute('data-story-id', a2._id);
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
  await expect(open).toHaveAttribute('data-story-id', a1._id);
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);

  // The second user deletes their story: it leaves the watcher's strip without a reload.
  await expect(stripEntry(page, second.id)).toBeVisible();
  expect((await asUser(request, second.token).delete(`/api/stories/${b1._id}`)).status()).toBe(200);
  await expect(stripEntry(page, second.id)).toHaveCount(0);
});

test('a file that is neither a picture nor a video is refused with the spec’s alert, and closing resets the creator', async ({
  signIn,
  request,
}) => {
  const user = await registerByApi(request);
  const page = await signIn(user);
  await page.getByRole('button', { name: 'Tin của bạn: tạo tin mới' }).click();
  const dialog = page.getByTestId('create-story-dialog');
  await dialog.getByTestId('story-file-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByTestId('story-select-error')).toHaveText('Only image and video files are supported!');
  await expect(dialog).toHaveAttribute('data-step', 'select');

  await dialog.getByTestId('story-file-input').setInputFiles(imagePath);
  await expect(dialog).toHaveAttribute('data-step', 'edit');
  await dialog.getByTestId('story-add-text-input').fill('   ');
  await dialog.getByTestId('story-add-text-button').click();
  await expect(dialog.getByTestId('story-overlay')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('story-discard').getByRole('button', { name: 'Bỏ tin' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Tin của bạn: tạo tin mới' }).click();
  await expect(page.getByTestId('create-story-dialog')).toHaveAttribute('data-step', 'select');
});

test('a story made and watched with the keyboard alone', async ({ signIn, request }) => {
  const user = await registerByApi(request);
  const page = await signIn(user);

  await tabTo(page, page.getByRole('button', { name: 'Tin của bạn: tạo tin mới' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('create-story-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'select');
  await tabTo(page, dialog.getByRole('button', { name: 'Chọn từ máy tính' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(imagePath);
  await expect(dialog).toHaveAttribute('data-step', 'edit');

  await tabTo(page, dialog.getByTestId('story-preset-lark'));
  await page.keyboard.press('Space');
  await expect(dialog.getByTestId('story-preset-lark')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, dialog.getByTestId('story-add-text-input'));
  await page.keyboard.type('Bằng bàn phím');
  await page.keyboard.press('Enter');
  const overlay = dialog.getByTestId('story-overlay');
  await expect(overlay).toHaveCount(1);
  await tabTo(page, overlay);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(overlay).toHaveAttribute('data-x', '51');
  await expect(overlay).toHaveAttribute('data-y', '55');

  await tabTo(page, dialog.getByTestId('story-share'));
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/stories' && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  const story = ((await (await created).json()) as { data: { story: { textOverlays: unknown[] } } }).data.story;
  expect(story.textOverlays).toEqual([expect.objectContaining({ text: 'Bằng bàn phím', x: 51, y: 55 })]);
  await expect(dialog).toHaveCount(0);

  // Focus moves to the new story (the "create" button it was on is gone); the viewer opens with
  // Enter, closes with Escape and gives focus back.
  const openOwn = page.getByRole('button', { name: 'Xem tin của bạn' });
  await expect(openOwn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(openOwn).toBeFocused();
});
