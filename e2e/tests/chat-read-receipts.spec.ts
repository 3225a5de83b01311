import { expect, type Page } from '@playwright/test';
import { chatTest as test } from '../support/chat-test';
import { directConversationByApi, groupByApi, sendMessagesBySocket } from '../support/chat';
import { registerByApi } from '../support/users';

/** What shows right under the message `messageId` (a receipt is the next sibling of its bubble). */
const under = (page: Page, messageId: string, testId: string) =>
  page.locator(`[data-testid="message-bubble"][data-message-id="${messageId}"] + [data-testid="${testId}"]`);

test('B opens the chat and A sees "Đã xem" live under her last message; with receipts off, none', async ({
  open,
  request,
  baseURL,
}) => {
  const [alice, bob] = [await registerByApi(request), await registerByApi(request)];
  const conversationId = await directConversationByApi(request, alice, bob);
  const [first, last] = await sendMessagesBySocket(baseURL!, alice, conversationId, [
    'Bạn rảnh không?',
    'Gọi mình nhé',
  ]);

  const alicePage = await open(alice, `/chat?c=${conversationId}`);
  await expect(alicePage.getByTestId('message-bubble')).toHaveCount(2);
  await expect(alicePage.getByTestId('read-receipt-seen')).toHaveCount(0);

  const bobPage = await open(bob, `/chat?c=${conversationId}`, 375);
  await expect(under(alicePage, last!, 'read-receipt-seen')).toHaveText('Đã xem');
  // Only under the latest message read.
  await expect(alicePage.getByTestId('read-receipt-seen')).toHaveCount(1);
  await expect(under(alicePage, first!, 'read-receipt-seen')).toHaveCount(0);

  // Bob turns read receipts off in Settings, from the keyboard.
  await bobPage.goto('/settings');
  const receiptsSwitch = bobPage.getByRole('switch', { name: 'Gửi xác nhận đã xem' });
  await expect(receiptsSwitch).toBeChecked();
  await receiptsSwitch.focus();
  const saved = bobPage.waitForResponse(
    (response) => response.url().endsWith('/api/profile/settings') && response.request().method() === 'PUT',
  );
  await bobPage.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(receiptsSwitch).not.toBeChecked();

  // Alice opens the conversation again: Bob's receipt is gone.
  const reads = alicePage.waitForResponse((response) => response.url().endsWith(`/${conversationId}/reads`));
  await alicePage.reload();
  expect(await (await reads).json()).toMatchObject({ data: [] });
  await expect(alicePage.getByTestId('message-bubble')).toHaveCount(2);
  await expect(alicePage.getByTestId('read-receipt-seen')).toHaveCount(0);
});

test('in a group, the readers’ faces sit under what they read, and "Đã xem bởi N người" lists them', async ({
  open,
  request,
  baseURL,
}) => {
  const [owner, an, binh] = [await registerByApi(request), await registerByApi(request), await registerByApi(request)];
  const groupId = await groupByApi(request, owner, [an, binh], 'Nhóm đọc');
  const [message] = await sendMessagesBySocket(baseURL!, owner, groupId, ['Họp lúc 3 giờ nhé']);

  const ownerPage = await open(owner, `/chat?c=${groupId}`);
  await expect(ownerPage.getByTestId('read-receipts-button')).toHaveCount(0);

  await open(an, `/chat?c=${groupId}`);
  const seenBy = under(ownerPage, message!, 'read-receipts').getByTestId('read-receipts-button');
  await expect(seenBy).toHaveText('Đã xem bởi 1 người');
  await open(binh, `/chat?c=${groupId}`, 375);
  await expect(seenBy).toHaveText('Đã xem bởi 2 người');
  await expect(seenBy.getByTestId('read-receipt-face')).toHaveCount(2);

  // The list opens from the keyboard, names both readers, and closes with Escape back on the button.
  await seenBy.focus();
  await ownerPage.keyboard.press('Enter');
  const list = ownerPage.getByRole('dialog', { name: 'Đã xem bởi 2 người' });
  const names = list.getByTestId('read-receipts-list').getByRole('listitem');
  await expect(names).toHaveCount(2);
  await expect(names.filter({ hasText: an.username })).toHaveCount(1);
  await expect(names.filter({ hasText: binh.username })).toHaveCount(1);
  await ownerPage.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(seenBy).toBeFocused();
});
