import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectFeedLoaded, postCard } from '../support/feed';
import { countFeedWatches } from '../support/live';
import { createPostByApi, loginThroughForm, registerByApi } from '../support/users';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const imageFile = { name: 'photo.png', mimeType: 'image/png', buffer: readFileSync(path.join(fixtures, 'avatar.png')) };

test('a #tag in a caption opens its page by keyboard, with the posts written with or without accents, and a new one live', async ({
  browser,
  request,
}) => {
  // Other tests share the server: the tag is this run's own.
  const suffix = randomBytes(4).toString('hex');
  const author = await registerByApi(request);
  const viewer = await registerByApi(request);
  const older = await createPostByApi(request, author.token, {
    caption: `Về quê ăn #tet${suffix} thôi`,
    file: imageFile,
  });
  const newer = await createPostByApi(request, author.token, {
    caption: `Chúc mừng năm mới! #Tết${suffix} #gia_đình`,
    file: imageFile,
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  const watches = countFeedWatches(page);
  await loginThroughForm(page, viewer);
  await expectFeedLoaded(page);
  await expect.poll(watches).toBe(1);

  // The caption's tag is a link; with the keyboard alone it opens the tag's page.
  const link = postCard(page, newer._id).getByRole('link', { name: `#Tết${suffix}` });
  await expect(link).toHaveAttribute('href', `/tags/${encodeURIComponent(`Tết${suffix}`)}`);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tags/${encodeURIComponent(`Tết${suffix}`)}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Bài viết có thẻ #Tết${suffix}` })).toBeVisible();
  // Both spellings, newest first.
  const cards = page.getByTestId('post-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('id', `post-${newer._id}`);
  await expect(cards.nth(1)).toHaveAttribute('id', `post-${older._id}`);

  // A post shared with the tag now reaches the open page live, at the top.
  await expect.poll(watches).toBe(2);
  const live = await createPostByApi(request, author.token, { caption: `#TET${suffix} pháo hoa`, file: imageFile });
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('id', `post-${live._id}`);

  // A tag nobody used says so.
  await page.goto(`/tags/trong${suffix}`);
  await expect(page.getByTestId('feed-empty')).toHaveText(`Chưa có bài viết nào có thẻ #trong${suffix}.`);
  await context.close();
});
