import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { watchLiveConnection } from '../support/live';
import { asUser, createPostByApi, loginThroughForm, registerByApi } from '../support/users';

const imageFile = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png')),
};

const notificationButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('button', { name: /^Notification/ });

test('a like shows up live, opens the post, and mark-all-read clears the badge', async ({ page, request }) => {
  const author = await registerByApi(request);
  const fan = await registerByApi(request);
  const post = await createPostByApi(request, author.token, {
    caption: 'Sunset over Hồ Tây, tonight',
    file: imageFile,
  });

  await loginThroughForm(page, author);
  await expect(page.getByTestId('account-block')).toBeVisible();
  await expect(notificationButton(page)).toHaveText('Notification');

  expect((await asUser(request, fan.token).post(`/api/posts/${post._id}/like`)).status()).toBe(200);
  await expect(notificationButton(page)).toContainText('1');

  await notificationButton(page).click();
  const panel = page.getByTestId('notification-panel');
  const item = panel.getByTestId('notification-item').first();
  await expect(item).toContainText(`${fan.username} đã thích bài viết của bạn`);
  await expect(item).toContainText('Sunset over Hồ Tây, tonight');
  await expect(item.getByTestId('unread-dot')).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/\\?highlight=${post._id}`));
  await expect(page.locator(`#post-${post._id}`)).toBeVisible();
  await expect(notificationButton(page)).toHaveText('Notification');

  // A second notification, then "Mark all as read" on the page.
  await asUser(request, fan.token).post(`/api/posts/${post._id}/comment`, { text: 'Đẹp quá!' });
  await expect(notificationButton(page)).toContainText('1');
  await page.goto('/notifications');
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notificationButton(page)).toHaveText('Notification');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
});

test("a follow notification opens the follower's profile", async ({ page, request }) => {
  const user = await registerByApi(request);
  const follower = await registerByApi(request);
  await loginThroughForm(page, user);
  await expect(page.getByTestId('account-block')).toBeVisible();

  await asUser(request, follower.token).post(`/api/profile/user/${user.id}/follow`);
  await expect(notificationButton(page)).toContainText('1');
  await notificationButton(page).click();
  await page.getByTestId('notification-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/profile/${follower.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(follower.username);
});

test('a desktop notification is shown while the tab is hidden', async ({ browser, request }) => {
  const user = await registerByApi(request);
  const fan = await registerByApi(request);
  const post = await createPostByApi(request, user.token, { file: imageFile });
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification });
    Object.defineProperty(document, 'hidden', { get: () => true });
  });
  const page = await context.newPage();
  const live = watchLiveConnection(page);
  await loginThroughForm(page, user);
  // Desktop notifications come from live events only: wait until the connection is up.
  await expect.poll(live).toBe(true);

  await asUser(request, fan.token).post(`/api/posts/${post._id}/like`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications))
    .toEqual([{ title: 'TeamHub', body: `${fan.username} đã thích bài viết của bạn: "A post from the tests"` }]);
  await context.close();
});
