import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { bubble, chatTest as test } from '../support/chat-test';
import { directConversationByApi, sendMessagesBySocket } from '../support/chat';
import { registerByApi } from '../support/users';

const chip = (page: Page, messageId: string, emoji: string) =>
  bubble(page, messageId).locator(`[data-testid="reaction-chip"][data-emoji="${emoji}"]`);

test('reactions from the quick row and the picker reach the other side live, and toggle', async ({
  open,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString('hex');
  const [alice, bob] = [await registerByApi(request), await registerByApi(request)];
  const conversationId = await directConversationByApi(request, alice, bob);
  const [target] = await sendMessagesBySocket(baseURL!, bob, conversationId, [`React to this ${tag}`]);

  const alicePage = await open(alice, `/chat?c=${conversationId}`);
  const bobPage = await open(bob, `/chat?c=${conversationId}`);

  // Alice: 👍 from the quick row of the message's menu.
  await bubble(alicePage, target!).click({ button: 'right' });
  await alicePage.getByRole('menuitem', { name: 'Bày tỏ cảm xúc 👍' }).click();
  await expect(chip(alicePage, target!, '👍')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(alicePage, target!, '👍')).toContainText('1');

  // Alice, by keyboard only: the menu button, "more", then the picker's search and Enter.
  const row = bubble(alicePage, target!);
  await row.hover();
  await row.getByTestId('message-menu-button').focus();
  await alicePage.keyboard.press('Enter');
  await expect(alicePage.getByRole('menuitem', { name: 'Trả lời', exact: true })).toBeFocused();
  const more = alicePage.getByRole('menuitem', { name: 'Thêm cảm xúc' });
  for (let step = 0; step < 10 && !(await more.evaluate((node) => node === document.activeElement)); step += 1) {
    await alicePage.keyboard.press('ArrowUp');
  }
  await expect(more).toBeFocused();
  await alicePage.keyboard.press('Enter');
  const picker = alicePage.getByTestId('emoji-picker');
  await expect(picker).toBeVisible();
  const search = alicePage.getByRole('searchbox', { name: 'Tìm biểu tượng cảm xúc' });
  await expect(search).toBeFocused();
  // The Vietnamese data, served by the app itself: searched by its Vietnamese name.
  await expect(picker.getByRole('gridcell', { name: 'mặt cười toe toét' })).toBeVisible({ timeout: 20_000 });
  await search.fill('tên lửa');
  await expect(picker.getByRole('gridcell', { name: 'tên lửa' })).toBeVisible();
  await alicePage.keyboard.press('ArrowDown');
  await alicePage.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(chip(alicePage, target!, '🚀')).toHaveAttribute('aria-pressed', 'true');

  // Bob sees both live, neither his.
  await expect(chip(bobPage, target!, '👍')).toHaveAttribute('aria-pressed', 'false');
  await expect(chip(bobPage, target!, '👍')).toContainText('1');
  await expect(chip(bobPage, target!, '🚀')).toHaveAttribute('aria-pressed', 'false');

  // Bob adds the same 👍: two, highlighted for him; Alice's count follows live.
  await chip(bobPage, target!, '👍').click();
  await expect(chip(bobPage, target!, '👍')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(bobPage, target!, '👍')).toContainText('2');
  await expect(chip(alicePage, target!, '👍')).toContainText('2');
  await expect(chip(alicePage, target!, '👍')).toHaveAttribute('aria-pressed', 'true');

  // Hovering shows who reacted.
  await chip(alicePage, target!, '👍').hover();
  await expect(chip(alicePage, target!, '👍')).toHaveAttribute('title', `${alice.username}, ${bob.username}`);

  // Alice removes hers: one left, Bob's; her 🚀 goes too.
  await chip(alicePage, target!, '👍').click();
  await chip(alicePage, target!, '🚀').click();
  await expect(chip(bobPage, target!, '👍')).toContainText('1');
  await expect(chip(bobPage, target!, '👍')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(bobPage, target!, '🚀')).toHaveCount(0);
  await expect(chip(alicePage, target!, '👍')).toHaveAttribute('aria-pressed', 'false');
});
