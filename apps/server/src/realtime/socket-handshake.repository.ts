import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { UserRow } from '../db/schema/index.js';
import { rowsOf } from '../db/sql-rows.js';
import { createBatchLanes } from '../lib/batch-lanes.js';
import { contactIdsOf } from '../modules/presence/presence.repository.js';

/** What a socket handshake needs to know of a token's user and session. */
export interface HandshakeFacts {
  /** Undefined when no such user exists. */
  user: Pick<UserRow, 'id' | 'username' | 'status'> | undefined;
  /** Whether the session exists, is the user's and has not expired (session-registry.ts has the last word). */
  sessionOpen: boolean;
  /** Whose presence the user needs (presence.repository.ts), when asked for. */
  contactIds?: string[];
}

interface HandshakeAsk {
  userId: string;
  sessionId: string;
  withContacts: boolean;
}

/**
 * The reads of a socket handshake: the token's user, whether its session is open and, for a namespace
 * that welcomes its sockets with who is online (/chat), the user's contacts, in one statement.
 * Handshakes come in bursts (a page opens several namespaces, a restart brings everyone back): those
 * that ask while a read is under way are read together in the next one (lib/batch-lanes.ts); on an
 * idle server a handshake's read runs at once, alone.
 */
export function createSocketHandshakeRepository(db: Database) {
  const readEach = async (asks: HandshakeAsk[]): Promise<HandshakeFacts[]> => {
    const result = await db.execute(sql`
      SELECT asked.i, u.id, u.username, u.status,
             EXISTS (SELECT 1 FROM sessions s
                     WHERE s.id = asked.session_id AND s.user_id = asked.user_id AND s.expires_at > now()) AS session_open,
             CASE WHEN asked.with_contacts THEN ${contactIdsOf(sql`asked.user_id`)} END AS contact_ids
      FROM unnest(${sql.param(asks.map((ask) => ask.userId))}::uuid[],
                  ${sql.param(asks.map((ask) => ask.sessionId))}::uuid[],
                  ${sql.param(asks.map((ask) => ask.withContacts))}::boolean[])
           WITH ORDINALITY AS asked(user_id, session_id, with_contacts, i)
      JOIN users u ON u.id = asked.user_id`);
    interface Row {
      i: number | string;
      id: string;
      username: string;
      status: UserRow['status'];
      session_open: boolean;
      contact_ids: string[] | null;
    }
    const facts: HandshakeFacts[] = asks.map(() => ({ user: undefined, sessionOpen: false }));
    for (const row of rowsOf<Row>(result)) {
      facts[Number(row.i) - 1] = {
        user: { id: row.id, username: row.username, status: row.status },
        sessionOpen: row.session_open,
        ...(row.contact_ids ? { contactIds: row.contact_ids } : {}),
      };
    }
    return facts;
  };
  // One lane, paced (lib/batch-lanes.ts): on PGlite, a read and the gathering of the next one take turns.
  const reads = createBatchLanes({ lanes: 1, laneOf: () => 0, maxBatch: 500, run: readEach, paced: true });

  return {
    read: (userId: string, sessionId: string, { withContacts }: { withContacts: boolean }): Promise<HandshakeFacts> =>
      reads.push({ userId, sessionId, withContacts }),
  };
}

export type SocketHandshakeRepository = ReturnType<typeof createSocketHandshakeRepository>;
