// Chat messages end to end: 500 connected /chat sockets in 50 conversations of 10, sending 100
// messages a second in total for 10 s, against the real server (a child process) on PGlite, and on
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one, beside a bare socket.io relay (no
// authentication, no database) measured in the same run. Each message is timed from its send to its
// arrival at every other member of its conversation; a delivery missing 5 s after the last send is
// lost. Loopback only, bounded. Usage: node bench/chat.mjs [--duration=10] [--rate=100] [--read] [--no-build]
//
// --sockets=N (at most 5,000) measures connecting instead: N users in groups of 10 (and all of them in
// one community) connect to /chat, with a Present-widget watcher on /notifications; timed until every
// presence event arrived, against the bare relay announcing each socket to its group. Then, on TeamHub,
// one more user joins the community of N: the time until all N heard it, and the JSON they received.
//
// --nodes=N (at most 8) measures the same message load with the sockets spread round-robin over N
// server processes on one PostgreSQL and one Redis (so the members of a conversation sit on different
// processes), beside one process on PostgreSQL without Redis, one with it, and the bare relay.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchSignIn, insertSessions, newJwtSecret } from './lib/bench-session.mjs';
import { reactorFor, readerFor } from './lib/chat-api.mjs';
import { connectAll, disconnectAll, joinAll, runLoad } from './lib/chat-load.mjs';
import { topFunctions } from './lib/cpu-profile.mjs';
import { checkPostgres, checkRedis, dropRedisKeys, freshRedisPrefix, startServers } from './lib/server-cluster.mjs';
import { connectMeasured, measureJoin, watchPresence } from './lib/socket-fanout.mjs';
import {
  createThrowAwayPostgres,
  ensureServerBuilt,
  freePort,
  machine,
  numberOption,
  root,
  startNode,
  stop,
  waitUntilUp,
} from './lib/run.mjs';

const duration = Math.min(numberOption('duration', 10), 60);
const rate = Math.min(numberOption('rate', 100), 1_000);
// --read: every receiver also marks the conversation read (POST …/read) as the web client does in an
// open conversation of a visible tab, paced like it (read-mark-pacer.ts). Not for the bare relay (no API).
const markReads = process.argv.includes('--read');
// --react=S: S reactions a message on average, each by a receiver (POST …/reactions); not for the relay.
const reactShare = Math.max(0, Math.min(numberOption('react', 0), 1));
// --burst=N: runs of N messages in a row into one conversation (each from a random member of it).
const burst = Math.max(1, Math.min(numberOption('burst', 1), 100));
// --rounds=N: the targets measured one after another, N times over, so a busy spell of the machine
// falls on all of them alike.
const rounds = Math.max(1, Math.min(numberOption('rounds', 2), 5));
// --profile: each TeamHub server runs with --cpu-prof; its busiest functions are printed when it stops.
const profile = process.argv.includes('--profile');
const socketCount = Math.min(numberOption('sockets', 0), 5_000);
const WARMUP_SECONDS = 2;
const MEMBERS_PER_CONVERSATION = 10;
const CONVERSATIONS = socketCount > 0 ? Math.ceil(socketCount / MEMBERS_PER_CONVERSATION) : 50;
const TARGET_P99_MS = 100;
// --nodes=N, or --nodes N as the scale-out issue writes it.
const nodesAt = process.argv.indexOf('--nodes');
const nodesAsked = nodesAt === -1 ? numberOption('nodes', 0) : Number(process.argv[nodesAt + 1]);
const nodeCount = Math.min(nodesAsked, 8);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;

/** Stops before anything starts, saying why. */
function refuse(message) {
  console.error(`bench/chat.mjs: ${message}`);
  process.exit(1);
}

let redisVersion;
if (!Number.isInteger(nodeCount) || nodeCount < 0) refuse('--nodes takes a number of server processes, 1 to 8.');
if (nodeCount > 0) {
  if (socketCount > 0) refuse('--nodes measures the message load; it does not combine with --sockets.');
  // PGlite lives in one process's folder: only PostgreSQL can be shared.
  if (!postgresUrl) refuse('--nodes needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL.');
  if (!redisUrl) refuse('--nodes needs Redis: set REDIS_URL or TEST_REDIS_URL.');
  try {
    await checkPostgres(postgresUrl);
    redisVersion = await checkRedis(redisUrl);
  } catch (error) {
    refuse(`--nodes: ${error.message}`);
  }
}

if (!process.argv.includes('--no-build')) ensureServerBuilt();
const { openDatabase } = await import(pathToFileURL(path.join(root, 'apps/server/dist/db/database.js')).href);

const jwtSecret = newJwtSecret();

/** A user that exists only as an id, a session and a token signed with the server's secret. */
async function benchUser(name) {
  return { ...(await benchSignIn(jwtSecret)), name };
}

/** 500 users (or --sockets), groups of 10 (the first member owns each), and a token per user. */
async function makeMembers() {
  const members = [];
  for (let group = 0; group < CONVERSATIONS; group += 1) {
    const conversationId = randomUUID();
    for (let seat = 0; seat < MEMBERS_PER_CONVERSATION; seat += 1) {
      if (socketCount > 0 && members.length === socketCount) break;
      members.push({ ...(await benchUser(`chat_bench_${group}_${seat}`)), conversationId, seat });
    }
  }
  return members;
}
const members = await makeMembers();
// --sockets: a community of every member, someone who joins it, and a Present-widget watcher.
const communityId = randomUUID();
const joiner = await benchUser('chat_bench_joiner');
const watcher = await benchUser('chat_bench_watcher');

async function seed(db) {
  const conversations = [...new Set(members.map((member) => member.conversationId))];
  const users = socketCount > 0 ? [...members, joiner, watcher] : members;
  await db.transaction(async (tx) => {
    const values = (rows) => sql.join(rows, sql`, `);
    await tx.execute(
      sql`INSERT INTO users (id, username, email, password_hash) VALUES ${values(
        users.map((m) => sql`(${m.userId}::uuid, ${m.name}, ${`${m.name}@example.com`}, 'not-a-hash')`),
      )}`,
    );
    await insertSessions(tx, users);
    await tx.execute(
      sql`INSERT INTO conversations (id, type, name) VALUES ${values(
        conversations.map((id, index) => sql`(${id}::uuid, 'group', ${`Bench ${index}`})`),
      )}`,
    );
    await tx.execute(
      sql`INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES ${values(
        members.map((m) => sql`(${m.conversationId}::uuid, ${m.userId}::uuid, ${m.seat === 0 ? 'owner' : 'member'})`),
      )}`,
    );
    if (socketCount > 0) {
      await tx.execute(
        sql`INSERT INTO conversations (id, type, name) VALUES (${communityId}::uuid, 'community', 'Everyone')`,
      );
      await tx.execute(
        sql`INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES ${values(
          members.map(
            (m, index) => sql`(${communityId}::uuid, ${m.userId}::uuid, ${index === 0 ? 'owner' : 'member'})`,
          ),
        )}`,
      );
    }
    await tx.execute(sql`ANALYZE`);
  });
}

/** A seeded database for one target, the server environment that uses it, and its removal. */
async function prepare(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'db') });
    await seed(handle.db);
    await handle.close();
    // DATABASE_URL may be set for this script (naming the PostgreSQL server): not for this server.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    return { env, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createThrowAwayPostgres(postgresUrl);
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    await seed(handle.db);
    const { rows } = await handle.db.execute(sql`select version() as version`);
    await handle.close();
    return { version: rows[0].version, env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Each member hears user-online from every group mate who connects after them. */
const expectedPresence = [...new Set(members.map((m) => m.conversationId))]
  .map((id) => members.filter((m) => m.conversationId === id).length)
  .reduce((sum, size) => sum + (size * (size - 1)) / 2, 0);

/** --sockets: connects everyone with a presence watcher beside them; on TeamHub, then measures a join. */
async function driveSockets(baseUrl, tag) {
  const watching = tag === 'bare' ? null : await watchPresence(baseUrl, watcher.token);
  const result = await connectMeasured(baseUrl, members, { expectedPresence });
  try {
    // Let the watcher's last batch arrive (one a second at most).
    if (watching) await new Promise((resolve) => setTimeout(resolve, 1_500));
    const join = tag === 'bare' ? null : await measureJoin(baseUrl, result.sockets, joiner, communityId);
    return { ...result, watcher: watching?.heard ?? null, join };
  } finally {
    disconnectAll(result.sockets);
    watching?.socket.disconnect();
  }
}

/** Connects member i to process i mod N (one process after another, batches of 50 each); sockets in member order. */
async function connectSpread(baseUrls, urlOf) {
  const sockets = new Array(members.length);
  for (const baseUrl of baseUrls) {
    const here = [...members.keys()].filter((index) => urlOf(members[index]) === baseUrl);
    const connected = await connectAll(
      baseUrl,
      here.map((index) => members[index]),
    );
    here.forEach((memberIndex, order) => {
      sockets[memberIndex] = connected[order];
    });
  }
  return sockets;
}

/** Connects everyone (spread over `baseUrls`), opens their conversations, warms up, then measures. */
async function drive(baseUrls, tag) {
  if (socketCount > 0) return driveSockets(baseUrls[0], tag);
  const started = Date.now();
  const processOf = new Map(members.map((member, index) => [member, baseUrls[index % baseUrls.length]]));
  const urlOf = (member) => processOf.get(member);
  const sockets = await connectSpread(baseUrls, urlOf);
  try {
    await joinAll(sockets, members);
    const connectSeconds = (Date.now() - started) / 1000;
    const markRead = markReads && tag !== 'bare' ? readerFor(urlOf) : null;
    const react = reactShare > 0 && tag !== 'bare' ? reactorFor(urlOf) : null;
    const load = { rate, burst, markRead, react, reactShare };
    await runLoad(sockets, members, { ...load, seconds: WARMUP_SECONDS, tag: `${tag}-warmup` });
    const result = await runLoad(sockets, members, { ...load, seconds: duration, tag });
    return { ...result, connectSeconds };
  } finally {
    disconnectAll(sockets);
  }
}

/**
 * The real server on a freshly seeded `kind` database: `processes` of them sharing it, and Redis under
 * a fresh key prefix when `redis` (REDIS_URL is cleared otherwise, whatever this script was given).
 */
async function benchTarget(kind, tag, { processes = 1, redis = false } = {}) {
  const target = await prepare(kind);
  const redisKeyPrefix = redis ? freshRedisPrefix() : undefined;
  let servers;
  const profileDir = profile ? mkdtempSync(path.join(tmpdir(), 'teamhub-profile-')) : null;
  try {
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    servers = await startServers(
      processes,
      {
        ...target.env,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // 500 people sending 1,000 messages a second between them pass the shipped 20 per 10 s each.
        CHAT_SEND_LIMIT: '100000',
        REDIS_URL: redis ? redisUrl : '',
        ...(redisKeyPrefix ? { REDIS_KEY_PREFIX: redisKeyPrefix } : {}),
      },
      nodeArgs,
    );
    return { ...(await drive(servers.urls, tag)), version: target.version };
  } finally {
    await servers?.stopAll();
    if (profileDir) {
      console.log(`\nBusiest functions of the ${tag} server (self time):`);
      for (const { name, share } of topFunctions(profileDir))
        console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
      if (!process.env.KEEP_PROFILE) rmSync(profileDir, { recursive: true, force: true });
      else console.log(`profile kept in ${profileDir}`);
    }
    await target.cleanup();
    if (redisKeyPrefix) await dropRedisKeys(redisUrl, redisKeyPrefix);
  }
}

async function benchBare() {
  const port = await freePort();
  const server = startNode(path.join(root, 'bench/lib/bare-chat-server.mjs'), [String(port)], {});
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/health`);
    return await drive([`http://127.0.0.1:${port}`], 'bare');
  } finally {
    await stop(server);
  }
}

const info = machine();
const results = [];
if (nodeCount > 0) {
  results.push({ label: 'TeamHub on PostgreSQL, 1 process', ...(await benchTarget('postgres', 'single')) });
  const withRedis = await benchTarget('postgres', 'redis', { redis: true });
  results.push({ label: 'TeamHub on PostgreSQL + Redis, 1 process', ...withRedis });
  if (nodeCount > 1) {
    const spread = await benchTarget('postgres', 'nodes', { processes: nodeCount, redis: true });
    results.push({ label: `TeamHub on PostgreSQL + Redis, ${nodeCount} processes`, ...spread });
  }
} else {
  if (!postgresUrl) console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');
  for (let round = 1; round <= rounds; round += 1) {
    const suffix = rounds > 1 ? ` (round ${round})` : '';
    results.push({ label: `bare socket.io relay${suffix}`, round, ...(await benchBare()) });
    // --no-pglite: PostgreSQL (and the bare relay) only.
    if (!process.argv.includes('--no-pglite')) {
      results.push({ label: `TeamHub on PGlite${suffix}`, round, ...(await benchTarget('pglite', 'pglite')) });
    }
    if (postgresUrl) {
      results.push({ label: `TeamHub on PostgreSQL${suffix}`, round, ...(await benchTarget('postgres', 'postgres')) });
    }
  }
}
if (nodeCount > 0) results.push({ label: 'bare socket.io relay', ...(await benchBare()) });

if (socketCount > 0) {
  printSocketResults();
  process.exit(0);
}

function printSocketResults() {
  console.log(
    `\n${members.length} users connect to /chat (batches of 50), in groups of ${MEMBERS_PER_CONVERSATION} and all in one community; loopback`,
  );
  console.log(
    `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}`,
  );
  const pg = results.find((result) => result.version);
  if (pg) console.log(`PostgreSQL: ${pg.version.split(',')[0]}`);
  console.log(
    `\n| Server | Connect all (s) | Presence settled (s) | user-online received / expected | Events received | Watcher batches / users / KiB |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const r of results) {
    const watched = r.watcher
      ? `${r.watcher.batches} / ${r.watcher.online} / ${(r.watcher.bytes / 1024).toFixed(1)}`
      : '–';
    const cells = [
      r.label,
      r.connectSeconds.toFixed(2),
      r.presenceSeconds.toFixed(2),
      `${r.presence} / ${expectedPresence}`,
      r.events,
      watched,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log(
    `\n| Server | Join of a community of ${members.length}: all heard it (s) | JSON to members (KiB) | Join answer (bytes) |\n| --- | ---: | ---: | ---: |`,
  );
  for (const r of results.filter((result) => result.join)) {
    console.log(
      `| ${r.label} | ${r.join.joinSeconds.toFixed(2)} | ${(r.join.bytes / 1024).toFixed(1)} | ${r.join.answerBytes} |`,
    );
  }
}

const sockets = CONVERSATIONS * MEMBERS_PER_CONVERSATION;
console.log(
  `\n${sockets} sockets in ${CONVERSATIONS} conversations of ${MEMBERS_PER_CONVERSATION}; ${rate} messages/s for ${duration} s (after ${WARMUP_SECONDS} s of warm-up)${burst > 1 ? `, in runs of ${burst} into one conversation` : ''}${markReads ? ', deliveries marked read as the web client does (at most once a second per reader and conversation)' : ''}${reactShare > 0 ? `, ${reactShare} reactions a message` : ''}, loopback`,
);
if (nodeCount > 1) {
  console.log(
    `With ${nodeCount} processes, socket i is on process i mod ${nodeCount}: each conversation's members are spread over them.`,
  );
}
console.log(
  `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}`,
);
const postgres = results.find((result) => result.version);
if (postgres) console.log(`PostgreSQL: ${postgres.version.split(',')[0]}`);
if (redisVersion) console.log(`Redis: ${redisVersion}`);
console.log(
  '\n| Server | Messages | Deliveries | Lost | Failed acks/reads/reactions | Reactions | Delivered/s | × bare | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
const ms = (value) => value.toFixed(1);
for (const r of results) {
  const failed = `${r.failedAcks}/${r.failedReads}/${r.failedReactions}`;
  // The bare relay of the same round (or the only one).
  const bare = results.find((other) => other.label.startsWith('bare') && (other.round ?? 0) === (r.round ?? 0));
  const ratio = bare ? (r.deliveredPerSecond / bare.deliveredPerSecond).toFixed(2) : '–';
  const cells = [
    r.label,
    r.messages,
    r.deliveries,
    r.lost,
    failed,
    r.reactions,
    r.deliveredPerSecond.toFixed(0),
    ratio,
  ];
  cells.push(ms(r.p50), ms(r.p90), ms(r.p99), ms(r.max));
  console.log(`| ${cells.join(' | ')} |`);
}
console.log(
  `\nConnecting the ${sockets} sockets and opening their conversations took ${results.map((r) => `${r.connectSeconds.toFixed(1)} s (${r.label})`).join(', ')}.`,
);
for (const r of results.filter((result) => result.version)) {
  const verdict = r.p99 < TARGET_P99_MS && r.lost === 0 ? 'meets' : 'MISSES';
  console.log(
    `\n${r.label}: p99 ${ms(r.p99)} ms, ${r.lost} lost: ${verdict} the target (p99 < ${TARGET_P99_MS} ms, nothing lost).`,
  );
}
