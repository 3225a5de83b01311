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
/**
 * How long a confirmed session waits to be marked as seen: the ones confirmed meanwhile are marked
 * together, one write for a burst of sign-ins or reconnections instead of one each.
 */
const TOUCH_DELAY_MS = 1_000;

export interface SessionRegistry {
  /** Whether `sessionId` of `userId` is open: from memory when confirmed lately, else from the database. */
  isOpen(sessionId: string, userId: string): Promise<boolean>;
  /**
   * `isOpen`, when the database was read already, along with other work (a socket handshake's): memory
   * answers as it would for `isOpen`, else what the read found, remembered as `isOpen` remembers it.
   */
  found(sessionId: string, userId: string, openInDatabase: boolean): boolean;
  /** Sessions just ended: refused from now on here, and on every process sharing Redis. */
  forget(sessionIds: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cheap check every request and socket handshake makes: a signed-in feed read costs a map lookup,
 * not a query. A session ended while a check of it was reading the database is not remembered as open
 * (the ended ones are kept aside for as long as a confirmation lasts). A session confirmed from the
 * database, and its user, are marked as seen within TOUCH_DELAY_MS.
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
  const unmarked = new Map<string, string>();
  let markTimer: NodeJS.Timeout | undefined;

  const markSeen = async () => {
    clearTimeout(markTimer);
    markTimer = undefined;
    const seen = [...unmarked].map(([sessionId, userId]) => ({ sessionId, userId }));
    unmarked.clear();
    await deps.sessions.touch(seen).catch(deps.logError);
  };
  const markSoon = (sessionId: string, userId: string) => {
    unmarked.set(sessionId, userId);
    if (markTimer) return;
    markTimer = setTimeout(() => void markSeen(), TOUCH_DELAY_MS);
    markTimer.unref();
  };

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

  const confirmedLately = (sessionId: string) => {
    const confirmed = confirmedAt.get(sessionId);
    return confirmed !== undefined && Date.now() - confirmed <= OPEN_CONFIRMED_MS;
  };
  const remember = (sessionId: string, userId: string, openInDatabase: boolean) => {
    if (!openInDatabase || endedAt.has(sessionId)) return false;
    confirmedAt.delete(sessionId);
    if (confirmedAt.size >= CONFIRMED_MAX) confirmedAt.delete(confirmedAt.keys().next().value as string);
    confirmedAt.set(sessionId, Date.now());
    markSoon(sessionId, userId);
    return true;
  };

  return {
    async isOpen(sessionId, userId) {
      if (endedAt.has(sessionId)) return false;
      if (confirmedLately(sessionId)) return true;
      return remember(sessionId, userId, await deps.sessions.isOpen(sessionId, userId));
    },
    found(sessionId, userId, openInDatabase) {
      if (endedAt.has(sessionId)) return false;
      if (confirmedLately(sessionId)) return true;
      return remember(sessionId, userId, openInDatabase);
    },
    async forget(sessionIds) {
      if (sessionIds.length === 0) return;
      forgetLocally(sessionIds);
      if (deps.redis) await deps.redis.publish(channel, JSON.stringify(sessionIds));
    },
    async close() {
      await markSeen();
      subscriber?.disconnect();
    },
  };
}
