// What METRICS_ENABLED costs: two real servers (child processes) on identical seeded databases, one
// with metrics off (the baseline) and one with them on, measured in alternating rounds in one run.
// Each round: autocannon on GET /api/auth/profile (authentication, one database read, an answer:
// the HTTP hook and the driver timing on every request), then chat messages at a fixed rate over
// /chat between 200 sockets in 20 conversations of 10 (the socket counters and the delivery timer).
// Besides latencies (which other work on a shared machine swamps), the server process's own CPU time
// per request and per message, read from /proc (Linux). Then the cost of a scrape. First of all, each
// measuring step alone, timed in this process (lib/instrumentation-cost.mjs): the least noisy figure. PGlite, and
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one. Loopback only, bounded.
// Usage: node bench/metrics.mjs [--rounds=3] [--duration=8] [--rate=100] [--connections=20] [--no-pglite] [--no-build]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { benchSignIn, insertSessions, newJwtSecret } from './lib/bench-session.mjs';
import { connectAll, disconnectAll, joinAll, runLoad } from './lib/chat-load.mjs';
import { instrumentationCost } from './lib/instrumentation-cost.mjs';
import {
  createThrowAwayPostgres,
  ensureServerBuilt,
  freePort,
  machine,
  numberOption,
  root,
  serverScript,
  startNode,
  stop,
  waitUntilUp,
} from './lib/run.mjs';

const rounds = Math.min(numberOption('rounds', 3), 10);
const duration = Math.min(numberOption('duration', 8), 60);
const rate = Math.min(numberOption('rate', 100), 1_000);
const connections = Math.min(numberOption('connections', 20), 200);
const CONVERSATIONS = 20;
const MEMBERS_PER_CONVERSATION = 10;
const SCRAPES = 20;
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
/** /proc/<pid>/stat counts CPU time in clock ticks. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

if (!process.argv.includes('--no-build')) ensureServerBuilt();
const { openDatabase } = await import(pathToFileURL(path.join(root, 'apps/server/dist/db/database.js')).href);

const jwtSecret = newJwtSecret();
const reader = { ...(await benchSignIn(jwtSecret)), name: 'metrics_bench_reader' };
const members = [];
for (let group = 0; group < CONVERSATIONS; group += 1) {
  const conversationId = randomUUID();
  for (let seat = 0; seat < MEMBERS_PER_CONVERSATION; seat += 1) {
    members.push({ ...(await benchSignIn(jwtSecret)), name: `metrics_bench_${group}_${seat}`, conversationId, seat });
  }
}

/** The same users, sessions and conversations in every database. */
async function seed(db) {
  const users = [reader, ...members];
  const values = (rows) => sql.join(rows, sql`, `);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO users (id, username, email, password_hash) VALUES ${values(
        users.map((u) => sql`(${u.userId}::uuid, ${u.name}, ${`${u.name}@example.com`}, 'not-a-hash')`),
      )}`,
    );
    await insertSessions(tx, users);
    const conversations = [...new Set(members.map((member) => member.conversationId))];
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
  });
}

/** A seeded database of `kind` and a server on it, metrics on or off; `close` stops and removes both. */
async function startServer(kind, metricsOn) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'teamhub-bench-'));
  const database = kind === 'postgres' ? await createThrowAwayPostgres(postgresUrl) : undefined;
  const target = database
    ? { kind: 'postgres', url: database.url }
    : { kind: 'pglite', directory: path.join(dataDir, 'db') };
  const handle = await openDatabase(target);
  await seed(handle.db);
  await handle.close();
  const port = await freePort();
  const child = startNode(serverScript, [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    METRICS_ENABLED: String(metricsOn),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/healthz`);
  const sockets = await connectAll(baseUrl, members);
  await joinAll(sockets, members);
  return {
    baseUrl,
    pid: child.pid,
    sockets,
    async close() {
      disconnectAll(sockets);
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * CPU seconds the server process has used (user and system, from /proc): what a request or a message
 * costs it, which other work on the machine delays but does not inflate as it does latencies.
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** autocannon on the profile route: 2 s of warm-up, then `duration` s counted. Throws if a request failed. */
async function httpLoad(server) {
  const options = {
    url: `${server.baseUrl}/api/auth/profile`,
    connections,
    headers: { authorization: `Bearer ${reader.token}` },
    timeout: 30,
  };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ ...options, duration });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`requests to ${options.url} failed`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosEach: (cpu * 1e6) / result.requests.total,
  };
}

/** One round on one server: the HTTP load, then the chat load. */
async function round(server, tag) {
  const http = await httpLoad(server);
  await runLoad(server.sockets, members, { rate, seconds: 1, tag: `${tag}-warm` });
  const cpuBefore = cpuSeconds(server.pid);
  // Losses are reported, not fatal: on a busy machine either server may fall behind, and the run's
  // other rounds still say something.
  const chat = await runLoad(server.sockets, members, { rate, seconds: duration, tag });
  chat.cpuMicrosEach = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / chat.messages;
  return { http, chat };
}

/** Scrape time and size, after the rounds filled every series. */
async function scrapeCost(baseUrl) {
  const times = [];
  let bytes = 0;
  for (let scrape = 0; scrape < SCRAPES; scrape += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/metrics`);
    bytes = (await response.text()).length;
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), maxMs: Math.max(...times), bytes };
}

const fixed = (value, digits = 1) => value.toFixed(digits).padStart(8);

/** The figures compared, each with how to read it from a round. */
const FIGURES = [
  ['HTTP req/s', (r) => r.http.requestsPerSecond, 0],
  ['HTTP p50 ms', (r) => r.http.p50, 1],
  ['HTTP p99 ms', (r) => r.http.p99, 1],
  ['HTTP CPU µs/request', (r) => r.http.cpuMicrosEach, 0],
  ['chat p50 ms', (r) => r.chat.p50, 1],
  ['chat p99 ms', (r) => r.chat.p99, 1],
  ['chat CPU µs/message', (r) => r.chat.cpuMicrosEach, 0],
];

async function benchKind(kind) {
  console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${rounds} rounds, off then on in each`);
  const servers = { off: await startServer(kind, false), on: await startServer(kind, true) };
  const results = { off: [], on: [] };
  try {
    for (let index = 0; index < rounds; index += 1) {
      // Alternating which goes first, so a trend in the machine's load favours neither.
      const order = index % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const name of order) {
        const result = await round(servers[name], `${name}${index}`);
        results[name].push(result);
        const { http, chat } = result;
        console.log(
          `  round ${index + 1} metrics ${name.padEnd(3)}` +
            `  HTTP ${fixed(http.requestsPerSecond, 0)} req/s p50 ${fixed(http.p50)} p99 ${fixed(http.p99)} ms CPU ${fixed(http.cpuMicrosEach, 0)} µs` +
            `  chat p50 ${fixed(chat.p50)} p99 ${fixed(chat.p99)} ms CPU ${fixed(chat.cpuMicrosEach, 0)} µs` +
            `  lost ${chat.lost}/${chat.deliveries}, failed acks ${chat.failedAcks}  (load ${os.loadavg()[0].toFixed(2)})`,
        );
      }
    }
    console.log(`  medians                      off        on    on/off`);
    for (const [label, read, digits] of FIGURES) {
      const off = median(results.off.map(read));
      const on = median(results.on.map(read));
      console.log(`  ${label.padEnd(20)}  ${fixed(off, digits)}  ${fixed(on, digits)}   ${(on / off).toFixed(3)}`);
    }
    const lost = (name) => results[name].reduce((sum, result) => sum + result.chat.lost, 0);
    console.log(`  chat lost (all rounds)  ${fixed(lost('off'), 0)}  ${fixed(lost('on'), 0)}`);
    const scrape = await scrapeCost(servers.on.baseUrl);
    console.log(
      `  a scrape: median ${scrape.medianMs.toFixed(1)} ms, max ${scrape.maxMs.toFixed(1)} ms, ${Math.round(scrape.bytes / 1024)} KiB`,
    );
  } finally {
    await servers.off.close();
    await servers.on.close();
  }
}

console.log('Machine:', machine());
const cost = await instrumentationCost();
console.log('\nEach measuring step, timed in this process on the built code (median extra ns per call):');
console.log(`  HTTP onResponse hook      ${fixed(cost.httpHook, 0)} ns   once per request`);
console.log(`  a timed statement         ${fixed(cost.statement, 0)} ns   the driver wrapper and its histogram`);
console.log(`  a socket event counted    ${fixed(cost.socketEvent, 0)} ns   each event received, each socket reached`);
console.log(`  the chat delivery timer   ${fixed(cost.chatTimer, 0)} ns   once per send-message`);
const kinds = [...(process.argv.includes('--no-pglite') ? [] : ['pglite']), ...(postgresUrl ? ['postgres'] : [])];
for (const kind of kinds) {
  await benchKind(kind).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
console.log(
  `\nLoad after: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
