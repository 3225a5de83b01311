import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { feedTest as test, postCard } from '../support/feed';
import { createPostByApi, registerByApi } from '../support/users';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const imageFile = { name: 'photo.png', mimeType: 'image/png', buffer: readFileSync(path.join(fixtures, 'avatar.png')) };
/** Other tests share the server and its feed: every caption here carries its own tag. */
const unique = (text: string) => `${text} ${randomBytes(4).toString('hex')}`;

test('the author edits a post and then deletes it; another member sees both live, and its link says it is gone', async ({
  signIn,
  request,
}) => {
  const author = await registerByApi(request);
  const viewer = await registerByApi(request);
  const before = unique('Trước khi sửa');
  const post = await createPostByApi(request, author.token, { caption: before, file: imageFile });
  const viewerPage = await signIn(viewer);
  const page = await signIn(author);
  const card = postCard(page, post._id);
  const viewerCard = postCard(viewerPage, post._id);
  await expect(viewerCard).toContainText(before);
  // Only the author has the menu.
  await expect(viewerCard.getByTestId('post-menu')).toHaveCount(0);
  await expect(viewerCard.getByTestId('post-edited')).toHaveCount(0);

  // The menu by keyboard: Enter opens it on its first entry, Escape closes it and gives focus back.
  const menuButton = card.getByTestId('post-menu');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Chỉnh sửa' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Edit: a new caption, saved; the author's card shows it and the "edited" mark at once.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('edit-post-dialog');
  await expect(dialog).toBeVisible();
  const after = unique('Sau khi sửa');
  await dialog.getByLabel('Chú thích', { exact: true }).fill(after);
  await dialog.getByTestId('edit-post-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(card).toContainText(after);
  await expect(card.getByTestId('post-edited')).toHaveText(/đã chỉnh sửa/);

  // The other member's open feed follows live, with the mark and the edit time in its title.
  await expect(viewerCard).toContainText(after);
  await expect(viewerCard).not.toContainText(before);
  const viewerMark = viewerCard.getByTestId('post-edited');
  await expect(viewerMark).toBeVisible();
  await expect(viewerMark).toHaveAttribute('title', /^Đã chỉnh sửa lúc /);

  // Delete, confirmed: gone from both feeds, the other one live.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Xóa bài viết' }).click();
  const confirm = page.getByTestId('delete-post-dialog');
  await expect(confirm).toContainText('sẽ bị xóa vĩnh viễn');
  await page.getByTestId('delete-post-confirm').click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(viewerCard).toHaveCount(0);

  // Its link now says so, instead of an error or nothing.
  await viewerPage.goto(`/?highlight=${post._id}`);
  await expect(viewerPage.getByTestId('post-gone')).toContainText('Bài viết này không còn tồn tại.');
  await viewerPage.getByTestId('post-gone').getByRole('button', { name: 'Đóng' }).click();
  await expect(viewerPage.getByTestId('post-gone')).toHaveCount(0);
});

test('a post open in another member’s comments turns into “this post no longer exists” when its author deletes it', async ({
  signIn,
  request,
}) => {
  const author = await registerByApi(request);
  const viewer = await registerByApi(request);
  const post = await createPostByApi(request, author.token, { caption: unique('Sắp bị xóa'), file: imageFile });
  const viewerPage = await signIn(viewer);
  await postCard(viewerPage, post._id).getByRole('button', { name: 'Bình luận', exact: true }).click();
  await expect(viewerPage.getByTestId('comments-dialog')).toBeVisible();

  const response = await request.delete(`/api/posts/${post._id}`, {
    headers: { Authorization: `Bearer ${author.token}` },
  });
  expect(response.status()).toBe(200);

  await expect(viewerPage.getByTestId('comments-dialog')).toHaveCount(0);
  await expect(viewerPage.getByTestId('post-gone')).toContainText('Bài viết này không còn tồn tại.');
});
