import { expect, type Page } from '@playwright/test';
import { bubble, chatTest as test } from '../support/chat-test';
import { MESSAGE_BURST, sendMessagesBySocket } from '../support/chat';
import { asUser } from '../support/users';

/** Right-clicks the message and picks `item` (its exact name) in its menu. */
async function pickInMenu(page: Page, messageId: string, item: string) {
  await bubble(page, messageId!).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

test('a pin reaches the other side live, opens on the message, and leaves on unpin', async ({
  open,
  pair: { tag, alice, bob, conversationId },
  baseURL,
}) => {
  // 38 messages, 30 to a page: the first one is not in the first page Bob loads.
  const texts = (who: string) => Array.from({ length: MESSAGE_BURST }, (_, n) => `${who} ${n + 1} ${tag}`);
  const [target] = await sendMessagesBySocket(baseURL!, alice, conversationId, texts('Alice'));
  await sendMessagesBySocket(baseURL!, bob, conversationId, texts('Bob'));

  const bobPage = await open(bob, `/chat?c=${conversationId}`);
  await bobPage.getByTestId('chat-info-toggle').click();
  const panel = bobPage.getByTestId('chat-info-panel');
  const pinned = panel.getByTestId('info-pinned-item');
  await expect(panel.getByText('Tin nhắn đã ghim')).toBeVisible();
  await expect(panel.getByTestId('info-pinned-empty')).toHaveText('Chưa có tin nhắn nào được ghim');
  await expect(bubble(bobPage, target!)).toHaveCount(0);

  // Alice follows a link to the first message and pins it from its menu.
  const alicePage = await open(alice, `/chat?c=${conversationId}&message=${target}`);
  await expect(bubble(alicePage, target!)).toHaveAttribute('data-landed', 'true');
  await pickInMenu(alicePage, target!, 'Ghim');
  await expect(bubble(alicePage, target!).getByTestId('message-pinned-mark')).toBeVisible();

  // Bob's list shows it at once; opening it from the keyboard loads older history and lands on it.
  await expect(pinned).toHaveCount(1);
  await expect(pinned).toContainText(`Alice 1 ${tag}`);
  await pinned.focus();
  await bobPage.keyboard.press('Enter');
  const row = bubble(bobPage, target!);
  await expect(row).toHaveAttribute('data-landed', 'true');
  await expect(row).toBeInViewport();
  await expect(row).toBeFocused();
  await expect(row.getByTestId('message-pinned-mark')).toBeVisible();

  // At 1280 px the panel lay over the thread and made way; opened again, it still lists the pin.
  await expect(panel).toHaveCount(0);
  await bobPage.getByTestId('chat-info-toggle').click();
  await expect(pinned).toHaveCount(1);

  // Alice unpins: it leaves Bob's list and loses its mark, live.
  await pickInMenu(alicePage, target!, 'Bỏ ghim');
  await expect(bubble(alicePage, target!).getByTestId('message-pinned-mark')).toHaveCount(0);
  await expect(pinned).toHaveCount(0);
  await expect(panel.getByTestId('info-pinned-empty')).toBeVisible();
  await expect(row.getByTestId('message-pinned-mark')).toHaveCount(0);
});

test('on a phone the info panel takes the screen: its pinned list opens a message, Escape gives the focus back', async ({
  open,
  pair: { tag, alice, bob, conversationId },
  request,
  baseURL,
}) => {
  const [messageId] = await sendMessagesBySocket(baseURL!, alice, conversationId, [`Ghim tôi ${tag}`]);
  expect((await asUser(request, alice.token).post(`/api/chats/messages/${messageId}/pin`)).ok()).toBe(true);

  const page = await open(bob, `/chat?c=${conversationId}`, 375);
  const toggle = page.getByTestId('chat-info-toggle');
  const panel = page.getByTestId('chat-info-panel');
  await toggle.click();
  await expect(panel).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('composer-input')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Đóng thông tin' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await panel.getByTestId('info-pinned-item').click();
  await expect(panel).toHaveCount(0);
  await expect(bubble(page, messageId!)).toHaveAttribute('data-landed', 'true');
  await expect(bubble(page, messageId!)).toBeFocused();
});
