import type { MessageView } from '@teamhub/contracts';
import { io } from 'socket.io-client';

/**
 * Sends chat messages as the user of `token` over the /chat socket, each acknowledged by the server
 * before the next; answers the messages as sent.
 */
export async function sendMessagesBySocket(
  baseURL: string,
  token: string,
  conversationId: string,
  texts: readonly string[],
): Promise<MessageView[]> {
  const socket = io(`${baseURL}/chat`, { auth: { token }, transports: ['websocket'] });
  const sent: MessageView[] = [];
  try {
    for (const content of texts) {
      sent.push(
        await new Promise<MessageView>((resolve, reject) =>
          socket.emit(
            'send-message',
            { conversationId, content },
            (answer: { success: true; data: MessageView } | { success: false; message: string }) =>
              answer.success ? resolve(answer.data) : reject(new Error(`send message: ${answer.message}`)),
          ),
        ),
      );
    }
  } finally {
    socket.disconnect();
  }
  return sent;
}
