import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import { asUser, newUser, registerByApi } from '../support/users';

/*
 * The whole path with the keyboard alone: sign in, post through the wizard, like, comment and
 * reply, read a notification, start a chat and send a message. No clicks: only Tab, Shift+Tab,
 * Enter, Space and Escape (a file is handed to the file chooser the keyboard opened).
 */

const imagePath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png');
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

/**
 * The contrast of the focused element's focus indicator against what surrounds it: its outline,
 * or a ring (box-shadow) on it or on the field wrapper around it, composited over the first
 * opaque background behind. Returns the best one found (0 if there is none).
 */
function focusIndicatorContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      if (!match?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const contrast = (x: Rgba, y: Rgba) => {
      const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const backdrop = (element: Element | null): Rgba => {
      for (let node = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && color[3] === 1) return color;
      }
      return [255, 255, 255, 1];
    };

    let best = 0;
    let node: Element | null = document.activeElement;
    for (let depth = 0; node && depth < 3; depth += 1, node = node.parentElement) {
      const style = getComputedStyle(node);
      const behind = backdrop(node.parentElement);
      const outline = parse(style.outlineColor);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && outline) {
        best = Math.max(best, contrast(over(outline, behind), behind));
      }
      // A ring: `<color> 0px 0px 0px <spread>` with a spread of at least 2 px.
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = parse(shadow);
        const lengths = shadow
          .replace(/rgba?\([^)]*\)/, '')
          .trim()
          .split(/\s+/)
          .map(parseFloat);
        if (color && !shadow.includes('inset') && (lengths[3] ?? 0) >= 2) {
          best = Math.max(best, contrast(over(color, behind), behind));
        }
      }
    }
    return best;
  });
}

/** The ring may still be fading in (fields animate it): wait for its final colour. */
const expectVisibleFocus = (page: Page) =>
  expect.poll(() => focusIndicatorContrast(page), { message: 'focus indicator contrast' }).toBeGreaterThanOrEqual(3);

test('sign in, post, like, comment and reply, read a notification and send a message with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const me = await registerByApi(request, newUser('keys'));
  const friend = await registerByApi(request, newUser('pal'));

  // Sign in: the fields show focus at 3:1 or more.
  await page.goto('/login');
  const email = page.locator('#login-email');
  await tabTo(page, email);
  await expectVisibleFocus(page);
  await page.keyboard.type(me.email);
  await tabTo(page, page.locator('#login-password'));
  await page.keyboard.type(me.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-block')).toBeAttached();

  // The first Tab stop of a fresh page is the skip link, shown when focused; it moves focus to main.
  await page.goto('/');
  await expect(page.getByTestId('account-block')).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
  await expect(nav.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');

  // Post through the wizard.
  const add = nav.getByRole('button', { name: 'Add' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: 'Tạo bài viết mới' });
  await expect(wizard).toBeVisible();
  await tabTo(page, wizard.getByRole('button', { name: 'Chọn từ máy tính' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(imagePath);
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const caption = unique('Typed without a mouse');
  await tabTo(page, wizard.getByRole('textbox', { name: 'Chú thích' }));
  await expectVisibleFocus(page);
  await page.keyboard.type(caption);
  await tabTo(page, wizard.getByTestId('wizard-share'));
  await page.keyboard.press('Enter');
  await expect(wizard).toHaveCount(0);
  await expect(add).toBeFocused();
  const post = page.locator('[id^="post-"]').filter({ hasText: caption });
  await expect(post).toBeVisible();
  const postId = (await post.getAttribute('id'))!.replace('post-', '');

  // Like with Space.
  const like = post.getByRole('button', { name: 'Thích', exact: true });
  await tabTo(page, like);
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // Comment and reply in the dialog; Escape gives focus back to the button that opened it.
  const openComments = post.getByRole('button', { name: 'Bình luận', exact: true });
  await tabTo(page, openComments);
  await page.keyboard.press('Enter');
  const comments = page.getByRole('dialog', { name: 'Bình luận' });
  await expect(comments).toBeVisible();
  await tabTo(page, comments.getByRole('textbox', { name: 'Bình luận' }));
  await expectVisibleFocus(page);
  const comment = unique('First comment');
  await page.keyboard.type(comment);
  await page.keyboard.press('Enter');
  await expect(comments.getByText(comment)).toBeVisible();
  await tabTo(page, comments.getByRole('button', { name: 'Trả lời' }).first());
  await page.keyboard.press('Enter');
  await expect(comments.getByRole('textbox', { name: 'Bình luận' })).toBeFocused();
  const reply = unique('and a reply');
  await page.keyboard.type(reply);
  await page.keyboard.press('Enter');
  await expect(comments.getByText(reply)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(comments).toHaveCount(0);
  await expect(openComments).toBeFocused();

  // A notification is read out through the one live region, and the panel is usable by keyboard.
  expect((await asUser(request, friend.token).post(`/api/posts/${postId}/like`)).status()).toBe(200);
  await expect(page.getByTestId('live-region')).toContainText(friend.username);
  const bell = nav.getByRole('button', { name: 'Notification' });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeFocused();
  const item = panel.getByTestId('notification-item').filter({ hasText: friend.username });
  await tabTo(page, item);
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`highlight=${postId}`));

  // Start a chat and send a message.
  const chatLink = nav.getByRole('link', { name: 'Chat' });
  await tabTo(page, chatLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat/);
  await expect(chatLink).toHaveAttribute('aria-current', 'page');
  await tabTo(page, page.getByRole('button', { name: 'Tin nhắn mới' }));
  await page.keyboard.press('Enter');
  const search = page.getByRole('dialog', { name: 'Tin nhắn mới' });
  await expect(search.getByTestId('new-message-search')).toBeFocused();
  await page.keyboard.type(friend.username);
  await tabTo(page, search.getByRole('button', { name: new RegExp(friend.username) }));
  await page.keyboard.press('Enter');
  await expect(search).toHaveCount(0);
  const composer = page.getByRole('textbox', { name: 'Nhập tin nhắn' });
  await tabTo(page, composer);
  await expectVisibleFocus(page);
  const message = unique('Hello from the keyboard');
  await page.keyboard.type(message);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-bubble').filter({ hasText: message })).toBeVisible();
  await expect(page.getByTestId('message-pending')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  // A touch screen: the composer does not take focus on its own (that would dismiss the greeting).
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the welcome greeting does not cover the chat message box', async ({ page, request }) => {
    const me = await registerByApi(request, newUser('narrow'));
    const friend = await registerByApi(request, newUser('pal'));
    const created = await asUser(request, me.token).post('/api/chats/conversations', { targetUserId: friend.id });
    expect(created.status()).toBe(201);
    const conversationId = ((await created.json()) as { data: { _id: string } }).data._id;

    await page.goto('/login');
    await page.locator('#login-email').fill(me.email);
    await page.locator('#login-password').fill(me.password);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-block')).toBeAttached();
    await page.goto(`/chat?c=${conversationId}`);
    const greeting = page.getByTestId('welcome-sticker').filter({ visible: true });
    const composer = page.getByRole('textbox', { name: 'Nhập tin nhắn' });
    await expect(greeting).toBeVisible();
    await expect(composer).toBeVisible();
    const [a, b] = [await greeting.boundingBox(), await composer.boundingBox()];
    const overlaps =
      !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
  });
});
