import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sendMessagesBySocket } from './chat';
import { asUser, newUser, registerByApi } from './users';

/** The message the search tests look for, among others of the same conversation. */
export const WANTED_MESSAGE = 'Gửi tài liệu thiết kế cho khách hàng';

/**
 * Two members and a direct conversation between them: the first writes the wanted message between two
 * others. Answers the members, the conversation and the wanted message.
 */
export async function seedConversation(request: APIRequestContext, baseURL: string) {
  const writer = await registerByApi(request, newUser('search_writer'));
  const reader = await registerByApi(request, newUser('search_reader'));
  const opened = await asUser(request, writer.token).post('/api/chats/conversations', { targetUserId: reader.id });
  if (opened.status() !== 201) throw new Error(`open conversation: ${opened.status()} ${await opened.text()}`);
  const conversationId = ((await opened.json()) as { data: { _id: string } }).data._id;
  const sent = await sendMessagesBySocket(baseURL, writer, conversationId, [
    'Chào bạn, mai họp lúc mấy giờ?',
    WANTED_MESSAGE,
    'Nhớ mang máy tính nhé',
  ]);
  return { writer, reader, conversationId, wanted: { _id: sent[1]! } };
}

export const palette = (page: Page) => page.getByRole('dialog', { name: /^(Tìm kiếm|Search)$/ });
export const paletteInput = (page: Page) => palette(page).getByRole('combobox');

/** Opens the palette with the keyboard shortcut and waits for its field to have focus. */
export async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(paletteInput(page)).toBeFocused();
}

/** The palette's group of results under `heading` ("Tin nhắn", "Công việc"…). */
export const paletteGroup = (page: Page, heading: string) => palette(page).getByRole('group', { name: heading });
