import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { io } from 'socket.io-client';
import { asUser, createPostByApi, newUser, registerByApi } from './users';

type SeededUser = Awaited<ReturnType<typeof registerByApi>>;

/** Everything the accessibility screens show: made once per worker, shared by every view. */
export interface A11ySeed {
  /** The user the screens are seen as. */
  viewer: SeededUser;
  /** The other user: follows the viewer, likes and comments, chats. */
  other: SeededUser;
  postId: string;
  directConversationId: string;
  groupId: string;
}

const avatarPng = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png'));

async function expectStatus(response: Promise<{ status(): number; text(): Promise<string> }>, status: number) {
  const answer = await response;
  if (answer.status() !== status) throw new Error(`seed: ${answer.status()} ${await answer.text()}`);
  return answer as unknown as { json(): Promise<{ data: { _id: string } }> };
}

/** Sends chat messages as `user` over the /chat socket, each acknowledged by the server before the next. */
async function sendMessages(baseURL: string, user: SeededUser, conversationId: string, texts: string[]) {
  const socket = io(`${baseURL}/chat`, { auth: { token: user.token }, transports: ['websocket'] });
  try {
    for (const content of texts) {
      await new Promise<void>((resolve, reject) =>
        socket.emit('send-message', { conversationId, content }, (answer: { success: boolean; message?: string }) =>
          answer.success ? resolve() : reject(new Error(`seed message: ${answer.message}`)),
        ),
      );
    }
  } finally {
    socket.disconnect();
  }
}

/** Two users with a post and its comments, likes, a follow (so notifications), a chat and a group. */
export async function seedA11yData(request: APIRequestContext, baseURL: string): Promise<A11ySeed> {
  const viewer = await registerByApi(request, newUser('a11y_viewer'));
  const other = await registerByApi(request, newUser('a11y_other'));
  const asViewer = asUser(request, viewer.token);
  const asOther = asUser(request, other.token);

  const post = await createPostByApi(request, viewer.token, {
    caption: 'Hoàng hôn trên Hồ Tây',
    file: { name: 'photo.png', mimeType: 'image/png', buffer: avatarPng },
  });
  await createPostByApi(request, other.token, {
    caption: 'Buổi sáng ở văn phòng',
    file: { name: 'photo.png', mimeType: 'image/png', buffer: avatarPng },
  });
  await expectStatus(asOther.post(`/api/posts/${post._id}/like`), 200);
  await expectStatus(asOther.post(`/api/posts/${post._id}/comment`, { text: 'Đẹp quá! Chụp ở đâu vậy?' }), 201);
  await expectStatus(asViewer.post(`/api/posts/${post._id}/comment`, { text: 'Cảm ơn bạn nhé' }), 201);
  await expectStatus(asOther.post(`/api/profile/user/${viewer.id}/follow`), 200);

  const direct = await expectStatus(asViewer.post('/api/chats/conversations', { targetUserId: other.id }), 201);
  const directConversationId = (await direct.json()).data._id;
  const group = await expectStatus(
    asViewer.post('/api/chats/groups', { name: 'Nhóm dự án', type: 'group', memberIds: [other.id] }),
    201,
  );
  const groupId = (await group.json()).data._id;
  await sendMessages(baseURL, viewer, directConversationId, ['Chào bạn!', 'Chiều nay họp lúc mấy giờ?']);
  await sendMessages(baseURL, other, directConversationId, ['Ba giờ nhé 👍']);
  await sendMessages(baseURL, other, groupId, ['Chào cả nhóm']);

  return { viewer, other, postId: post._id, directConversationId, groupId };
}
