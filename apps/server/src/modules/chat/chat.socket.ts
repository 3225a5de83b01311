import {
  conversationRoom,
  pickLanguage,
  translateServerMessage,
  type Language,
  type MessageView,
} from '@teamhub/contracts';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';
import type { ChatNamespace } from '../../realtime/namespaces.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { membershipOr404 } from './chat.policy.js';
import { markRead } from './conversations.service.js';
import { sendMessage } from './messages.service.js';

type Ack<T> = (answer: T) => void;
type Answer = { success: true; data?: MessageView } | { success: false; message: string };

const ROOM_PREFIX = conversationRoom('');
const conversationIdOf = (payload: unknown): unknown =>
  payload && typeof payload === 'object' ? (payload as { conversationId?: unknown }).conversationId : undefined;

/** Typing in a thread names its root (any other value is typing in the conversation itself). */
const threadRootIdOf = (payload: unknown): string | undefined => {
  const value =
    payload && typeof payload === 'object' ? (payload as { threadRootId?: unknown }).threadRootId : undefined;
  return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : undefined;
};

/**
 * The /chat commands: join-conversation / leave-conversation (the live room of an open conversation,
 * participants only), send-message (acknowledged with the saved message or the reason it was not
 * saved), typing-start / typing-stop (volatile, to the others in the room). Failures are answered in
 * the language of the socket's handshake and never reach anyone else. `timeDelivery` (metrics on)
 * times each send-message until its new-message has gone out.
 */
export function registerChatHandlers(
  chat: ChatNamespace,
  deps: ChatServiceDeps,
  logError: (error: unknown) => void,
  timeDelivery?: () => () => void,
) {
  chat.on('connection', (socket) => {
    const user = socket.data.user;
    const language: Language = pickLanguage(socket.handshake.headers['accept-language']);
    const messageOf = (error: unknown) => {
      if (!(error instanceof HttpError)) logError(error);
      return translateServerMessage(error instanceof HttpError ? error.message : 'common.internal', language);
    };
    const answer = (ack: unknown, value: Answer) => {
      if (typeof ack === 'function') (ack as Ack<Answer>)(value);
    };

    // A recovered connection gets its rooms back as they were when it dropped: leave those of
    // conversations the user was taken out of meanwhile.
    if (socket.recovered) {
      const rooms = [...socket.rooms].filter((room) => room.startsWith(ROOM_PREFIX));
      const ids = rooms.map((room) => room.slice(ROOM_PREFIX.length));
      deps.conversations
        .memberOf(user.id, ids)
        .then((kept) => {
          for (const id of ids) if (!kept.includes(id)) void socket.leave(conversationRoom(id));
        })
        .catch(logError);
    }

    // Opening a conversation: only its participants get into its room, and it counts as read.
    socket.on('join-conversation', (payload, ack) => {
      markRead(deps, user.id, conversationIdOf(payload), socket.id)
        .then(async ({ conversationId }) => {
          await socket.join(conversationRoom(conversationId));
          answer(ack, { success: true });
        })
        .catch((error: unknown) => {
          const message = messageOf(error);
          socket.emit('error', { message });
          answer(ack, { success: false, message });
        });
    });

    socket.on('leave-conversation', (payload) => {
      const id = conversationIdOf(payload);
      if (typeof id === 'string') void socket.leave(conversationRoom(id.toLowerCase()));
    });

    socket.on('send-message', (payload, ack) => {
      const delivered = timeDelivery?.();
      sendMessage(deps, user.id, payload, socket.id)
        .then((message) => {
          // sendMessage emits new-message before it resolves.
          delivered?.();
          answer(ack, { success: true, data: message });
        })
        .catch((error: unknown) => {
          const message = messageOf(error);
          if (typeof ack === 'function') answer(ack, { success: false, message });
          else socket.emit('error', { message });
        });
    });

    const typing = (started: boolean) => (payload: unknown) => {
      const rawId = conversationIdOf(payload);
      const id = typeof rawId === 'string' ? rawId.toLowerCase() : '';
      // In the room means a participant (rooms are joined after a check and left on removal).
      const allowed = socket.rooms.has(conversationRoom(id))
        ? Promise.resolve()
        : membershipOr404(deps, rawId, user.id).then(() => undefined);
      const thread = threadRootIdOf(payload);
      const where = { conversationId: id, ...(thread && { threadRootId: thread }) };
      allowed
        .then(() => deps.events.typing(id, { ...where, userId: user.id, username: user.username }, started))
        .catch((error: unknown) => socket.emit('error', { message: messageOf(error) }));
    };
    socket.on('typing-start', typing(true));
    socket.on('typing-stop', typing(false));
  });
}
