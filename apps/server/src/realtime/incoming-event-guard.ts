import {
  pickLanguage,
  translateServerMessage,
  type ServerMessageKey,
  type SocketData,
  type SocketErrorPayload,
} from '@teamhub/contracts';
import type { Namespace } from 'socket.io';
import { containsNulByte } from '../lib/nul-bytes.js';
import type { EventRateLimiter } from './event-rate-limiter.js';

/** Any of the namespaces: all of them can tell a client about an `error`. */
type GuardedNamespace = Namespace<object, { error: (payload: SocketErrorPayload) => void }, object, SocketData>;

/**
 * Checks every event a client sends before any handler sees it (socket.use), once for all
 * namespaces. An event past the user's rate (event-rate-limiter.ts), or carrying a NUL character
 * anywhere in its payload (PostgreSQL text cannot hold one: it would fail deep in a query), is
 * dropped, and the sender is told why in the language of their handshake: an `error` event, and a
 * failed acknowledgement when the event asked for one. `logError` hears of a limiter that could not
 * count (the event goes through then).
 */
export function guardIncomingEvents(
  namespaces: GuardedNamespace[],
  limiter: EventRateLimiter,
  logError: (error: unknown) => void,
) {
  /**
   * Fails open: while the shared counter (Redis) cannot be reached, events are not limited, rather
   * than every user's realtime stopping with it.
   */
  const allowed = async (userId: string, event: string) => {
    try {
      return await limiter.allow(userId, event);
    } catch (error) {
      logError(error);
      return true;
    }
  };

  for (const namespace of namespaces) {
    namespace.on('connection', (socket) => {
      const language = pickLanguage(socket.handshake.headers['accept-language']);
      // The checks of one socket's events run one after the other, so the events reach their
      // handlers in the order they were sent, however long each limiter answer takes.
      let checked: Promise<void> = Promise.resolve();
      socket.use(([event, ...args], next) => {
        const check = async () => {
          let refusal: ServerMessageKey | null = null;
          // Counted first, so a flood of refused events is limited too.
          if (!(await allowed(socket.data.user.id, event))) refusal = 'socket.tooManyEvents';
          else if (containsNulByte(args)) refusal = 'common.nulByte';
          if (!refusal) return next();
          const message = translateServerMessage(refusal, language);
          socket.emit('error', { message });
          const ack: unknown = args.at(-1);
          if (typeof ack === 'function') (ack as (answer: unknown) => void)({ success: false, message });
        };
        // Should a check ever throw, the chain goes on: the socket's later events are still checked.
        checked = checked.then(check).catch(logError);
      });
    });
  }
}
