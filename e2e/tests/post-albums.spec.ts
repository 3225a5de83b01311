import { randomBytes } from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';
import { albumFiles, createAlbumByApi } from '../support/albums';
import { seriousViolations } from '../support/axe';
import { feedTest as test, postCard } from '../support/feed';
import { untilDndListens } from '../support/keyboard';
import { loginThroughForm, registerByApi } from '../support/users';

/** Other tests share the server and its feed: every caption here carries its own tag. */
const unique = (text: string) => `${text} ${randomBytes(4).toString('hex')}`;
const names = (page: Page) =>
  page.getByTestId('album-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));

test('an album of three made in the wizard (one item moved by keyboard), read by another member with ← → and dots, its alt texts edited live', async ({
  signIn,
  request,
}) => {
  const author = await registerByApi(request);
  const viewer = await registerByApi(request);
  const caption = unique('Album Đà Lạt');
  const page = await signIn(author);

  // Step 1: three files at once.
  await page.getByRole('button', { name: 'Add' }).filter({ visible: true }).click();
  await page.getByTestId('post-file-input').setInputFiles(albumFiles());
  // Step 2: each item with its alt text; the last one moved to the front from the keyboard.
  await expect(page.getByTestId('album-item')).toHaveCount(3);
  expect(await names(page)).toEqual(['first.png', 'clip.webm', 'third.png']);
  await page.getByRole('textbox', { name: 'Văn bản thay thế mục 1' }).fill('Đồi thông');
  await page.getByRole('textbox', { name: 'Văn bản thay thế mục 3' }).fill('Hồ Xuân Hương');
  // Each step waits for dnd-kit's announcement: the next arrow is measured from where the item now is.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: 'Di chuyển mục 3' }).focus();
  await page.keyboard.press('Space');
  // The pick-up is announced, then at once where the item is.
  await expect(announced).toHaveText('Mục 3 đang ở vị trí 3.');
  await untilDndListens(page);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Mục 3 đang ở vị trí 2.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Mục 3 đang ở vị trí 1.');
  await page.keyboard.press('Space');
  await expect.poll(() => names(page)).toEqual(['third.png', 'first.png', 'clip.webm']);
  // The alt text went with its item.
  await expect(page.getByRole('textbox', { name: 'Văn bản thay thế mục 1' })).toHaveValue('Hồ Xuân Hương');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Chú thích' }).fill(caption);
  await page.getByTestId('wizard-share').click();
  const authorCard = page.getByTestId('post-card').filter({ hasText: caption });
  await expect(authorCard.getByTestId('post-carousel-position')).toHaveText('1 / 3');

  // Another member: the album in the feed, read with the keyboard and the dots.
  const other = await signIn(viewer);
  const card = other.getByTestId('post-card').filter({ hasText: caption });
  const position = card.getByTestId('post-carousel-position');
  await expect(position).toHaveText('1 / 3');
  await expect(card.getByRole('img', { name: 'Hồ Xuân Hương' })).toBeVisible();
  await card.getByTestId('post-carousel-track').focus();
  await other.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2 / 3');
  await expect(card.getByRole('img', { name: 'Đồi thông' })).toBeInViewport();
  await other.keyboard.press('ArrowRight');
  await expect(position).toHaveText('3 / 3');
  await expect(card.locator('video')).toBeInViewport();
  await other.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('2 / 3');
  await card.getByRole('button', { name: 'Đến mục 1' }).click();
  await expect(position).toHaveText('1 / 3');
  await expect(card.getByRole('button', { name: 'Đến mục 1' })).toHaveAttribute('aria-current', 'true');

  // The author describes the second item better; the other member's carousel follows live.
  await authorCard.getByTestId('post-menu').click();
  await page.getByRole('menuitem', { name: 'Chỉnh sửa' }).click();
  const dialog = page.getByTestId('edit-post-dialog');
  await expect(dialog.getByRole('textbox', { name: 'Văn bản thay thế mục 1' })).toHaveValue('Hồ Xuân Hương');
  await dialog.getByRole('textbox', { name: 'Văn bản thay thế mục 2' }).fill('Đồi thông lúc bình minh');
  expect(await seriousViolations(page, 'album edit dialog')).toEqual([]);
  await dialog.getByTestId('edit-post-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('post-edited')).toBeVisible();
  await card.getByRole('button', { name: 'Đến mục 2' }).click();
  await expect(card.getByRole('img', { name: 'Đồi thông lúc bình minh' })).toBeInViewport();
  await expect(card.getByRole('img', { name: 'Đồi thông', exact: true })).toHaveCount(0);
});

/** A phone: 375 px wide, touch, a mobile viewport. */
const phoneTest = base.extend<{ phone: Page }>({
  phone: async ({ browser }, use) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await use(await context.newPage());
    await context.close();
  },
});

// A real swipe could not be made here: Chromium's synthesized touch gestures (Input.synthesizeScrollGesture,
// Input.dispatchTouchEvent) did not scroll the track in the headless browser. What a swipe does to the
// track, a horizontal scroll, is made with the wheel instead; the track's own scroll-snap is the swipe.
phoneTest(
  'at 375 px the album moves by a tap on its arrow and by a sideways scroll of its track',
  async ({ phone, request }) => {
    const author = await registerByApi(request);
    const postId = await createAlbumByApi(request, author.token, unique('Album vuốt'), ['Một', 'Hai', 'Ba']);
    await loginThroughForm(phone, author);
    const card = postCard(phone, postId);
    const position = card.getByTestId('post-carousel-position');
    await expect(position).toHaveText('1 / 3');
    await card.getByRole('button', { name: 'Ảnh tiếp theo' }).tap();
    await expect(position).toHaveText('2 / 3');
    const track = card.getByTestId('post-carousel-track');
    const box = await track.boundingBox();
    if (!box) throw new Error('the carousel is not on screen');
    await phone.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await phone.mouse.wheel(box.width, 0);
    await expect(position).toHaveText('3 / 3');
    await expect(card.getByRole('button', { name: 'Ảnh tiếp theo' })).toHaveCount(0);
  },
);
