// What search indexing adds to sending a chat message (bench/search.mjs): the same seeded database
// twice, one as migrated (messages.search_vector generated, its GIN index, the lexicon's triggers) and
// one with those removed, each served by a real server; the chat bench's senders (lib/chat-load.mjs)
// send generated sentences to both in alternating rounds. Besides send-to-delivery latencies, which
// the machine's other work moves, the CPU time per message of the server process and (PostgreSQL) of
// its database backends, read from /proc.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { benchSignIn, insertSessions } from './bench-session.mjs';
import { connectAll, disconnectAll, joinAll, runLoad } from './chat-load.mjs';
import { cpuSince, cpuSnapshot } from './server-cpu.mjs';

/** As bench/chat.mjs: 500 members in 50 conversations of 10. */
const CONVERSATIONS = 50;
const MEMBERS_PER_CONVERSATION = 10;

/** The senders, each with a token signed with `jwtSecret`, in conversations of 10. */
export async function makeSenders(jwtSecret) {
  const senders = [];
  for (let group = 0; group < CONVERSATIONS; group += 1) {
    const conversationId = randomUUID();
    for (let seat = 0; seat < MEMBERS_PER_CONVERSATION; seat += 1) {
      senders.push({ ...(await benchSignIn(jwtSecret)), name: `send_bench_${group}_${seat}`, conversationId, seat });
    }
  }
  return senders;
}

/** Adds the senders, their sessions and conversations to a seeded database. */
export async function addSenders(db, senders) {
  const values = (rows) => sql.join(rows, sql`, `);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO users (id, username, email, password_hash) VALUES ${values(
        senders.map((m) => sql`(${m.userId}::uuid, ${m.name}, ${`${m.name}@example.com`}, 'not-a-hash')`),
      )}`,
    );
    await insertSessions(tx, senders);
    const conversations = [...new Set(senders.map((m) => m.conversationId))];
    await tx.execute(
      sql`INSERT INTO conversations (id, type, name) VALUES ${values(
        conversations.map((id, index) => sql`(${id}::uuid, 'group', ${`Send bench ${index}`})`),
      )}`,
    );
    await tx.execute(
      sql`INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES ${values(
        senders.map((m) => sql`(${m.conversationId}::uuid, ${m.userId}::uuid, ${m.seat === 0 ? 'owner' : 'member'})`),
      )}`,
    );
  });
  await db.execute(sql`ANALYZE`);
}

/**
 * Removes what search adds to a message's write: the lexicon's two triggers on messages, and the
 * generated column (its GIN index goes with it). The rest of the schema is as migrated.
 */
export async function stripMessageIndexing(db) {
  await db.execute(sql`DROP TRIGGER messages_search_terms_added ON messages`);
  await db.execute(sql`DROP TRIGGER messages_search_terms_edited ON messages`);
  await db.execute(sql`ALTER TABLE messages DROP COLUMN search_vector CASCADE`);
}

/**
 * Alternating rounds on two running servers (`servers.intact`, `servers.stripped`: `{ baseUrl, pid,
 * databaseUrl? }`), each round sending `rate` messages a second for `duration` seconds after a
 * second of warm-up, with the text of `words()`. Answers every round's figures.
 */
export async function measureSendCost(servers, senders, { rounds, rate, duration, words, log }) {
  const sockets = {};
  for (const [name, server] of Object.entries(servers)) {
    sockets[name] = await connectAll(server.baseUrl, senders);
    await joinAll(sockets[name], senders);
  }
  const results = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      // Which goes first alternates, so a trend in the machine's load favours neither.
      const order = round % 2 === 0 ? ['intact', 'stripped'] : ['stripped', 'intact'];
      for (const name of order) {
        const tag = `${name}${round}`;
        await runLoad(sockets[name], senders, { rate, seconds: 1, tag: `${tag}-warm`, words });
        const load = os.loadavg()[0];
        const before = await cpuSnapshot(servers[name]);
        const chat = await runLoad(sockets[name], senders, { rate, seconds: duration, tag, words });
        const cpu = cpuSince(before, await cpuSnapshot(servers[name]));
        const result = { name, round: round + 1, load, ...chat, cpuMicrosEach: (cpu * 1e6) / chat.messages };
        results.push(result);
        log(result);
      }
    }
  } finally {
    for (const list of Object.values(sockets)) disconnectAll(list);
  }
  return results;
}
