import type { APIRequestContext } from '@playwright/test';
import { io } from 'socket.io-client';
import { asUser } from './users';

interface ChatUser {
  id: string;
  token: string;
}

/** The direct conversation of `a` and `b`, made through the API; answers its id. */
export async function directConversationByApi(request: APIRequestContext, a: ChatUser, b: Pick<ChatUser, 'id'>) {
  const response = await asUser(request, a.token).post('/api/chats/conversations', { targetUserId: b.id });
  if (response.status() !== 201) throw new Error(`conversation: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** A group of `owner` with `members`, made through the API; answers its id. */
export async function groupByApi(request: APIRequestContext, owner: ChatUser, members: ChatUser[], name: string) {
  const response = await asUser(request, owner.token).post('/api/chats/groups', {
    name,
    type: 'group',
    memberIds: members.map((member) => member.id),
  });
  if (response.status() !== 201) throw new Error(`group: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** What one user may send in a burst: the server allows 20 messages per 10 s per user. */
export const MESSAGE_BURST = 19;

/**
 * Sends chat messages as `user` over the /chat socket, each acknowledged (saved) before the next, so
 * they are in this order in the history; answers their ids.
 */
export async function sendMessagesBySocket(baseURL: string, user: ChatUser, conversationId: string, texts: string[]) {
  if (texts.length > MESSAGE_BURST) throw new Error(`at most ${MESSAGE_BURST} messages per user in a test`);
  const socket = io(`${baseURL}/chat`, { auth: { token: user.token }, transports: ['websocket'] });
  const ids: string[] = [];
  try {
    for (const content of texts) {
      ids.push(
        await new Promise<string>((resolve, reject) =>
          socket.emit(
            'send-message',
            { conversationId, content },
            (answer: { success: boolean; data?: { _id: string }; message?: string }) =>
              answer.success && answer.data
                ? resolve(answer.data._id)
                : reject(new Error(`message: ${answer.message}`)),
          ),
        ),
      );
    }
  } finally {
    socket.disconnect();
  }
  return ids;
}
