import type { Redis } from 'ioredis';
import { keyPrefixOf } from '../../cluster/redis.js';
import type { SessionsRepository } from './sessions.repository.js';

/**
 * How long a session found open in the database is taken to still be open without asking again. Ending
 * a session forgets it at once on this process and, through Redis, on every other; this bound only
 * matters if that message is lost (a Redis outage), and it is also how often a session's "last seen" moves.
 */
const OPEN_CONFIRMED_MS = 60_000;
/** At most this many confirmed sessions are remembered (oldest dropped first). */
const CONFIRMED_MAX = 20_000;

export interface SessionRegistry {
  /** Whether `sessionId` of `userId` is open: from memory when confirmed lately, else from the database. */
  isOpen(sessionId: string, userId: string): Promise<boolean>;
  /** Sessions just ended: refused from now on here, and on every process sharing Redis. */
  forget(sessionIds: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cheap check every request and socket handshake makes: a signed-in feed read costs a map lookup,
 * not a query. A session ended while a check of it was reading the database is not remembered as open
 * (the ended ones are kept aside for as long as a confirmation lasts).
 */
export function createSessionRegistry(deps: {
  sessions: SessionsRepository;
  redis?: Redis;
  logError: (error: unknown) => void;
}): SessionRegistry {
  const confirmedAt = new Map<string, number>();
  const endedAt = new Map<string, number>();
  const channel = deps.redis ? `${keyPrefixOf(deps.redis)}sessions:ended` : '';
  const subscriber = deps.redis?.duplicate({ keyPrefix: '' });

  const forgetLocally = (sessionIds: string[]) => {
    const now = Date.now();
    for (const id of sessionIds) {
      confirmedAt.delete(id);
      endedAt.delete(id);
      endedAt.set(id, now);
    }
    // Entries older than a confirmation can no longer matter.
    for (const [id, at] of endedAt) {
      if (now - at <= OPEN_CONFIRMED_MS) break;
      endedAt.delete(id);
    }
  };

  if (subscriber) {
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      try {
        forgetLocally(JSON.parse(message) as string[]);
      } catch (error) {
        deps.logError(error);
      }
    });
    subscriber.on('error', deps.logError);
    void subscriber.subscribe(channel).catch(deps.logError);
  }

  return {
    async isOpen(sessionId, userId) {
      if (endedAt.has(sessionId)) return false;
      const confirmed = confirmedAt.get(sessionId);
      if (confirmed !== undefined && Date.now() - confirmed <= OPEN_CONFIRMED_MS) return true;
      const open = await deps.sessions.confirmAndTouch(sessionId, userId);
      if (!open || endedAt.has(sessionId)) return false;
      confirmedAt.delete(sessionId);
      if (confirmedAt.size >= CONFIRMED_MAX) confirmedAt.delete(confirmedAt.keys().next().value as string);
      confirmedAt.set(sessionId, Date.now());
      return true;
    },
    async forget(sessionIds) {
      if (sessionIds.length === 0) return;
      forgetLocally(sessionIds);
      if (deps.redis) await deps.redis.publish(channel, JSON.stringify(sessionIds));
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
