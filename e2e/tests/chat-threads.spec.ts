import { expect } from '@playwright/test';
import { bubble, chatTest as test } from '../support/chat-test';
import { sendMessagesBySocket } from '../support/chat';

test('a reply in a thread reaches the other side live, on the root and in the open panel', async ({
  open,
  pair: { tag, alice, bob, conversationId },
  baseURL,
}) => {
  const [root] = await sendMessagesBySocket(baseURL!, bob, conversationId, [`Thread root ${tag}`]);

  const alicePage = await open(alice, `/chat?c=${conversationId}`);
  const bobPage = await open(bob, `/chat?c=${conversationId}`);

  // Alice, by keyboard: the message's menu, "Reply in thread".
  const row = bubble(alicePage, root!);
  await row.hover();
  await row.getByTestId('message-menu-button').focus();
  await alicePage.keyboard.press('Enter');
  await expect(alicePage.getByRole('menuitem', { name: 'Trả lời', exact: true })).toBeFocused();
  await alicePage.keyboard.press('ArrowDown');
  await expect(alicePage.getByRole('menuitem', { name: 'Trả lời trong chuỗi' })).toBeFocused();
  await alicePage.keyboard.press('Enter');
  const alicePanel = alicePage.getByTestId('thread-panel');
  await expect(alicePanel).toBeVisible();
  await expect(alicePanel.locator(`[data-message-id="${root}"]`)).toContainText(`Thread root ${tag}`);
  const aliceBox = alicePanel.getByRole('textbox');
  await expect(aliceBox).toBeFocused();
  await aliceBox.fill(`Alice in the thread ${tag}`);
  await aliceBox.press('Enter');
  await expect(alicePanel.getByText(`Alice in the thread ${tag}`)).toBeVisible();

  // Bob: the root says "1 trả lời" live, with one new; the reply is not in his conversation.
  const summary = bubble(bobPage, root!).getByTestId('thread-summary');
  await expect(summary.getByTestId('thread-reply-count')).toHaveText('1 trả lời');
  await expect(summary.getByTestId('thread-unread')).toHaveText('1 mới');
  await expect(bobPage.getByTestId('message-list').getByText(`Alice in the thread ${tag}`)).toHaveCount(0);

  // Bob opens the thread, replies; Alice sees it live in her panel, and the count moves on both sides.
  await summary.click();
  const bobPanel = bobPage.getByTestId('thread-panel');
  await expect(bobPanel.getByText(`Alice in the thread ${tag}`)).toBeVisible();
  await expect(summary.getByTestId('thread-unread')).toHaveCount(0);
  const bobBox = bobPanel.getByRole('textbox');
  await bobBox.fill(`Bob answers ${tag}`);
  await bobBox.press('Enter');
  await expect(alicePanel.getByText(`Bob answers ${tag}`)).toBeVisible();
  await expect(bubble(alicePage, root!).getByTestId('thread-reply-count')).toHaveText('2 trả lời');
  // Alice has the thread open: nothing unread on her root.
  await expect(bubble(alicePage, root!).getByTestId('thread-unread')).toHaveCount(0);

  // Escape closes the panel and gives the focus back to the root's line.
  await bobBox.focus();
  await bobPage.keyboard.press('Escape');
  await expect(bobPanel).toHaveCount(0);
  await expect(summary).toBeFocused();

  // A thread link followed while the conversation is open (a thread-reply notification's) opens it.
  await bobPage.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/chat?c=${conversationId}&message=${root}&thread=${root}`);
  await expect(bobPanel.getByText(`Bob answers ${tag}`)).toBeVisible();
});

test('at 375 px the thread takes the whole chat area and closes back to the conversation', async ({
  open,
  pair: { tag, alice, bob, conversationId },
  baseURL,
}) => {
  const [root] = await sendMessagesBySocket(baseURL!, bob, conversationId, [`Phone root ${tag}`]);
  const page = await open(alice, `/chat?c=${conversationId}`, 375);

  await bubble(page, root!).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Trả lời trong chuỗi' }).click();
  const panel = page.getByTestId('thread-panel');
  await expect(panel).toBeVisible();
  // The conversation's column is hidden: the panel is as wide as the window.
  await expect(page.getByTestId('chat-thread')).toBeHidden();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(375);
  await panel.getByRole('button', { name: 'Quay lại cuộc trò chuyện' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('chat-thread')).toBeVisible();
  await expect(bubble(page, root!)).toBeVisible();
});
