import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { chatTest as test } from '../support/chat-test';
import { directConversationByApi, groupByApi } from '../support/chat';
import { asUser, createPostByApi, registerByApi } from '../support/users';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const imageFile = { name: 'photo.png', mimeType: 'image/png', buffer: readFileSync(path.join(fixtures, 'avatar.png')) };

test('a mention picked by keyboard in a muted group reaches the named member live, with the "@" badge', async ({
  open,
  request,
}) => {
  const [alice, bob, carol] = [
    await registerByApi(request),
    await registerByApi(request),
    await registerByApi(request),
  ];
  const groupId = await groupByApi(request, alice, [bob, carol], 'Mentions');
  const muted = await request.patch(`/api/chats/conversations/${groupId}/mute`, {
    headers: { Authorization: `Bearer ${bob.token}` },
    data: { muted: true },
  });
  expect(muted.status()).toBe(200);

  // Bob has another conversation open: the group is a row of his list.
  const bobPage = await open(bob, `/chat?c=${await directConversationByApi(request, bob, carol)}`);
  const alicePage = await open(alice, `/chat?c=${groupId}`);
  const bobRow = bobPage.locator(`[data-testid="conversation-item"][data-conversation-id="${groupId}"]`);
  await expect(bobRow.getByTestId('conversation-mentions')).toHaveCount(0);

  // Alice types "@" and Bob's first letters; the list opens, and the keyboard picks him.
  const input = alicePage.getByTestId('composer-input');
  await input.focus();
  await alicePage.keyboard.type(`Xem nhé @${bob.username.slice(0, 4)}`);
  const list = alicePage.getByRole('listbox', { name: 'Nhắc đến thành viên' });
  await expect(list.getByRole('option', { name: `@${bob.username}` })).toBeVisible();
  await expect(input).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  // Move to Bob's option (the others may share his first letters) and pick it with Enter.
  for (let step = 0; step < 5; step += 1) {
    const active = await input.getAttribute('aria-activedescendant');
    if (active && (await alicePage.locator(`[id="${active}"]`).textContent())?.startsWith(`@${bob.username}`)) break;
    await alicePage.keyboard.press('ArrowDown');
  }
  await alicePage.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(input).toHaveValue(`Xem nhé @${bob.username} `);
  await alicePage.keyboard.press('Enter');

  // Alice sees her mention marked (not hers: no yellow), Bob sees it marked as his.
  const aliceMention = alicePage.getByTestId('message-mention').last();
  await expect(aliceMention).toHaveText(`@${bob.username}`);
  await expect(aliceMention).toHaveAttribute('data-mine', 'false');

  // Bob, in the muted group: the "@" badge in the list, live, and the notification.
  await expect(bobRow.getByTestId('conversation-mentions')).toBeVisible();
  await expect(bobRow.getByTestId('conversation-mentions')).toHaveAttribute(
    'aria-label',
    '1 lần nhắc đến bạn chưa đọc',
  );
  await bobPage.goto('/notifications');
  const item = bobPage.getByTestId('notification-item').first();
  await expect(item).toContainText(`${alice.username} đã nhắc đến bạn trong một tin nhắn`);
  // Opening it lands on the message; reading clears the badge.
  await item.click();
  await expect(bobPage).toHaveURL(new RegExp(`/chat\\?c=${groupId}`));
  const bobMention = bobPage.getByTestId('message-mention').last();
  await expect(bobMention).toHaveAttribute('data-mine', 'true');
  await expect(bobRow.getByTestId('conversation-mentions')).toHaveCount(0);
});

test('an @name in a caption and in a comment links to the profile and notifies the named member', async ({
  browser,
  request,
}) => {
  const [author, named] = [await registerByApi(request), await registerByApi(request)];
  const post = await createPostByApi(request, author.token, { caption: `Cảm ơn @${named.username}!`, file: imageFile });
  const comment = await asUser(request, author.token).post(`/api/posts/${post._id}/comment`, {
    text: `Lần nữa @${named.username}.`,
  });
  expect(comment.status()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('token', token), named.token);
  const page = await context.newPage();
  await page.goto('/notifications');
  const items = page.getByTestId('notification-item');
  await expect(items.filter({ hasText: 'đã nhắc đến bạn trong một bài viết' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'đã nhắc đến bạn trong một bình luận' })).toHaveCount(1);

  await items.filter({ hasText: 'trong một bài viết' }).click();
  await expect(page).toHaveURL(new RegExp(`highlight=${post._id}`));
  const link = page
    .locator(`#post-${post._id}`)
    .getByRole('link', { name: `@${named.username}` })
    .first();
  await expect(link).toHaveAttribute('href', `/profile/${encodeURIComponent(`@${named.username}`)}`);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/%40/);
  await expect(page.getByRole('heading', { level: 1, name: named.username })).toBeVisible();
  await context.close();
});
