import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { feedTest as test, postCard } from '../support/feed';
import { asUser, createPostByApi, registerByApi } from '../support/users';

const imageFile = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png')),
};

test('three members like a post: its author sees one grouped entry, live, that opens the post', async ({
  signIn,
  request,
}) => {
  const [author, an, binh, chi] = await Promise.all(Array.from({ length: 4 }, () => registerByApi(request)));
  const post = await createPostByApi(request, author!.token, { caption: 'Tiệc cuối năm', file: imageFile });

  const authorPage = await signIn(author!);
  await authorPage.goto('/notifications');
  await expect(authorPage.getByText('No notifications yet')).toBeVisible();

  // One like from another member's browser, two more through the API.
  const anPage = await signIn(an!);
  await postCard(anPage, post._id).getByTestId('like-button').click();
  await expect(postCard(anPage, post._id).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  const items = authorPage.getByTestId('notification-item');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`${an!.username} đã thích bài viết của bạn`);

  for (const fan of [binh!, chi!]) {
    expect((await asUser(request, fan.token).post(`/api/posts/${post._id}/like`)).status()).toBe(200);
  }
  await expect(items.first()).toContainText(`${chi!.username} và 2 người khác đã thích bài viết của bạn`);
  await expect(items).toHaveCount(1);
  await expect(items.first().getByTestId('notification-actors').locator(':scope > *')).toHaveCount(3);

  await items.first().click();
  await expect(authorPage).toHaveURL(new RegExp(`/\\?highlight=${post._id}`));
  await expect(postCard(authorPage, post._id)).toBeVisible();
});
