import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { io } from 'socket.io-client';
import { E2E_PORT } from '../playwright.config';
import { asUser, newUser, registerByApi } from './users';

/** The stand-in Ollama that e2e/support/test-server.mjs starts beside the app. */
const OLLAMA_URL = `http://127.0.0.1:${E2E_PORT + 1}`;

export interface OllamaRequest {
  method: string;
  path: string;
  body: { model?: string; messages?: { role: string; content: string }[] } | null;
  held: boolean;
  aborted: boolean;
  finished: boolean;
}

/** Changes how the stand-in answers from now on (see apps/server/test/stand-ins/stand-in-server.mjs). */
export async function steerOllama(request: APIRequestContext, controls: Record<string, unknown>) {
  const response = await request.post(`${OLLAMA_URL}/_stand-in/controls`, { data: controls });
  if (!response.ok()) throw new Error(`the stand-in Ollama refused its controls: ${response.status()}`);
}

/** The chat requests the stand-in received whose last user message contains `text`. */
export async function ollamaChatsAbout(request: APIRequestContext, text: string): Promise<OllamaRequest[]> {
  const response = await request.get(`${OLLAMA_URL}/_stand-in/requests`);
  const all = (await response.json()) as OllamaRequest[];
  return all.filter(
    (entry) =>
      entry.path === '/api/chat' &&
      (entry.body?.messages ?? []).some((message) => message.role === 'user' && message.content.includes(text)),
  );
}

/** Sends a chat message as the user with `token` over the /chat socket; answers the message's id once the server saved it. */
export async function sendMessageBySocket(token: string, conversationId: string, content: string) {
  const socket = io(`http://127.0.0.1:${E2E_PORT}/chat`, { auth: { token }, transports: ['websocket'] });
  try {
    return await new Promise<string>((resolve, reject) =>
      socket.emit(
        'send-message',
        { conversationId, content },
        (answer: { success: true; data: { id: string } } | { success: false; message: string }) =>
          answer.success ? resolve(answer.data.id) : reject(new Error(`send-message: ${answer.message}`)),
      ),
    );
  } finally {
    socket.disconnect();
  }
}

/**
 * A reader and a colleague in a new group (named "Nhóm quảng cáo …"), where the colleague wrote `content`:
 * both users, the group's name and id, and the message's id.
 */
export async function groupWithMessage(request: APIRequestContext, content: string) {
  const reader = await registerByApi(request, newUser('an'));
  const colleague = await registerByApi(request, newUser('binh'));
  const name = `Nhóm quảng cáo ${randomBytes(2).toString('hex')}`;
  const made = await asUser(request, reader.token).post('/api/chats/groups', {
    name,
    type: 'group',
    memberIds: [colleague.id],
  });
  if (made.status() !== 201) throw new Error(`group: ${made.status()} ${await made.text()}`);
  const groupId = ((await made.json()) as { data: { _id: string } }).data._id;
  const messageId = await sendMessageBySocket(colleague.token, groupId, content);
  return { reader, colleague, name, groupId, messageId };
}
