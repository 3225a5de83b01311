// Active users: how many people at work one server holds. Each user keeps a /chat and a
// /notifications socket open and, at random, reads the feed about every 30 s, sends a chat message to
// their group of 10 about every 20 s, likes about every minute, comments, opens their project's board
// and their document list every few minutes (bench/lib/mixed-client.mjs has the mix). The number of
// users ramps up in steps; each step is held, warmed up and then measured: REST p99 per kind of call,
// chat send→delivery p99, errors, the server's and the clients' CPU. A step holds when REST p99 <
// 200 ms, chat delivery p99 < 200 ms and nothing failed. The clients run in --clients processes
// (2 by default) so the load generator spreads over the cores as the server does; their CPU is
// reported beside the server's, since they share the machine.
//
// Against the real server (a child process) on PGlite, and on PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL names one. Loopback only. No baseline run: the figure is the largest step that
// holds, and the per-call latencies say what gives first.
// Usage: node bench/mixed.mjs [--steps=250,500,1000,2000] [--hold=30] [--warmup=10] [--clients=2]
//        [--no-pglite] [--no-build] [--profile]
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchSignIn, insertSessions, newJwtSecret } from './lib/bench-session.mjs';
import { topFunctions } from './lib/cpu-profile.mjs';
import { FEED_WATCHER_SHARE, MIX } from './lib/mixed-client.mjs';
import { createThrowAwayPostgres, ensureServerBuilt, machine, numberOption, root } from './lib/run.mjs';
import { startServers } from './lib/server-cluster.mjs';

const GROUP = 10;
const stepsArg = process.argv.find((arg) => arg.startsWith('--steps='));
const steps = (stepsArg ? stepsArg.split('=')[1].split(',').map(Number) : [250, 500, 1000, 2000]).map(
  (count) => Math.ceil(Math.min(count, 5_000) / GROUP) * GROUP,
);
const holdSeconds = Math.min(numberOption('hold', 30), 300);
const warmupSeconds = Math.min(numberOption('warmup', 10), 120);
const clientCount = Math.max(1, Math.min(numberOption('clients', 2), 8));
const profile = process.argv.includes('--profile');
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const TARGET_P99_MS = 200;

if (!process.argv.includes('--no-build')) ensureServerBuilt();
const { openDatabase } = await import(pathToFileURL(path.join(root, 'apps/server/dist/db/database.js')).href);

const jwtSecret = newJwtSecret();
const userCount = Math.max(...steps);
/** Users in groups of 10: one conversation and one project per group. */
const users = [];
for (let index = 0; index < userCount; index += 1) {
  const group = Math.floor(index / GROUP);
  users.push({ ...(await benchSignIn(jwtSecret)), name: `mix_${index}`, group });
}
// A group's project has its conversation's id (seed() makes one from the other).
const groups = Array.from({ length: userCount / GROUP }, () => {
  const id = crypto.randomUUID();
  return { conversationId: id, projectId: id };
});
for (const user of users) Object.assign(user, groups[user.group]);

const POSTS_PER_USER = 2;
const TASKS_PER_PROJECT = 20;

/** The users, their sessions, conversations, projects with tasks, follows and posts: set-based, both databases. */
async function seed(db) {
  const values = (rows) => sql.join(rows, sql`, `);
  const chunks = (list, size = 500) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  await db.transaction(async (tx) => {
    for (const part of chunks(users)) {
      await tx.execute(
        sql`INSERT INTO users (id, username, email, password_hash) VALUES ${values(
          part.map((u) => sql`(${u.userId}::uuid, ${u.name}, ${`${u.name}@example.com`}, 'not-a-hash')`),
        )}`,
      );
      await insertSessions(tx, part);
    }
    for (const part of chunks(groups)) {
      await tx.execute(
        sql`INSERT INTO conversations (id, type, name) VALUES ${values(
          part.map((g, i) => sql`(${g.conversationId}::uuid, 'group', ${`Team ${i}`})`),
        )}`,
      );
    }
    for (const part of chunks(users)) {
      await tx.execute(
        sql`INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES ${values(
          part.map(
            (u) => sql`(${u.conversationId}::uuid, ${u.userId}::uuid, ${u.name.endsWith('0') ? 'owner' : 'member'})`,
          ),
        )}`,
      );
    }
    // One project per group, owned by its first member, with everyone in it and a board of tasks.
    await tx.execute(sql`
      INSERT INTO projects (id, name, owner_id)
      SELECT c.id, c.name, p.user_id FROM conversations c
      JOIN conversation_participants p ON p.conversation_id = c.id AND p.role = 'owner'`);
    await tx.execute(sql`
      INSERT INTO project_members (project_id, user_id, role)
      SELECT p.conversation_id, p.user_id, CASE WHEN p.role = 'owner' THEN 'owner' ELSE 'member' END
      FROM conversation_participants p`);
    await tx.execute(sql`
      INSERT INTO tasks (project_id, title, status, position, created_by)
      SELECT pr.id, 'Task ' || i, (ARRAY['todo', 'in_progress', 'review', 'done'])[1 + i % 4],
             'a' || lpad(i::text, 4, '0'), pr.owner_id
      FROM projects pr CROSS JOIN generate_series(1, ${sql.raw(String(TASKS_PER_PROJECT))}) AS i`);
    // Everyone follows the 20 people after them, and has a couple of posts.
    await tx.execute(sql`
      WITH numbered AS (SELECT id, row_number() OVER (ORDER BY username) AS n, count(*) OVER () AS total FROM users)
      INSERT INTO follows (follower_id, following_id)
      SELECT a.id, b.id FROM numbered a CROSS JOIN generate_series(1, 20) AS k
      JOIN numbered b ON b.n = 1 + (a.n + k - 1) % a.total`);
    await tx.execute(sql`
      INSERT INTO posts (user_id, caption, media_url, thumbnail_url, media_type, created_at)
      SELECT u.id, 'Post of ' || u.username || ' #' || i, '/uploads/posts/' || gen_random_uuid() || '.webp',
             '/uploads/posts/' || gen_random_uuid() || '-thumb.webp', 'image', now() - make_interval(mins => i * 37)
      FROM users u CROSS JOIN generate_series(1, ${sql.raw(String(POSTS_PER_USER))}) AS i`);
    await tx.execute(sql`ANALYZE`);
  });
  const { rows } = await db.execute(sql`SELECT id FROM posts ORDER BY created_at DESC LIMIT 200`);
  return rows.map((row) => row.id);
}

async function prepare(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-mixed-'));
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'db') });
    const postIds = await seed(handle.db);
    await handle.close();
    const cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    return { postIds, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, cleanup };
  }
  const database = await createThrowAwayPostgres(postgresUrl);
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    const postIds = await seed(handle.db);
    await handle.close();
    return { postIds, env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CPU seconds the process `pid` has used so far (user + system, from /proc). */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Sends a command to every client and waits for each one's answer of `type`. */
async function ask(clients, command, type) {
  return Promise.all(
    clients.map(async (client) => {
      const answered = new Promise((resolve, reject) => {
        const listener = (message) => {
          if (message.type === 'failed') reject(new Error(message.message));
          if (message.type !== type && message.type !== 'failed') return;
          client.off('message', listener);
          resolve(message);
        };
        client.on('message', listener);
      });
      client.send(command);
      return answered;
    }),
  );
}

async function benchTarget(kind) {
  const target = await prepare(kind);
  const profileDir = profile ? mkdtempSync(path.join(tmpdir(), 'teamhub-profile-')) : null;
  const servers = await startServers(
    1,
    { ...target.env, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', NODE_ENV: 'production', REDIS_URL: '' },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const serverPid = servers.pids[0];
  const clients = Array.from({ length: clientCount }, () =>
    fork(path.join(root, 'bench/lib/mixed-client.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const rows = [];
  try {
    let active = 0;
    for (const step of steps) {
      // The next users, dealt to the clients a group at a time (a group's members on one client).
      const added = users.slice(active, step);
      const shares = clients.map(() => []);
      added.forEach((user) => shares[user.group % clientCount].push(user));
      const connectStarted = Date.now();
      try {
        await Promise.all(
          clients.map((client, i) =>
            ask(
              [client],
              { type: 'add', users: shares[i], baseUrl: servers.urls[0], postIds: target.postIds },
              'added',
            ),
          ),
        );
      } catch (error) {
        // An overloaded server refuses or times out new connections: the step does not hold, and the
        // steps above it would not either.
        rows.push({ users: step, connectFailure: error.message, holds: false });
        console.log(`${kind} ${step} users: connecting the step's users failed (${error.message}): DOES NOT HOLD`);
        break;
      }
      const connectSeconds = (Date.now() - connectStarted) / 1000;
      active = step;
      await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
      const cpuBefore = cpuSecondsOf(serverPid);
      const startedAt = Date.now();
      for (const client of clients) client.send({ type: 'window', step });
      await new Promise((resolve) => setTimeout(resolve, holdSeconds * 1000));
      const serverCpu = (cpuSecondsOf(serverPid) - cpuBefore) / ((Date.now() - startedAt) / 1000);
      // Deliveries of the window's last sends are still on their way: give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const reports = await ask(clients, { type: 'report' }, 'report');
      rows.push(summarise(step, reports, { serverCpu, connectSeconds, rss: rssOf(serverPid) }));
      printRow(kind, rows.at(-1));
    }
  } finally {
    for (const client of clients) client.send({ type: 'stop' });
    await Promise.all(clients.map((client) => (client.exitCode === null ? once(client, 'exit') : null)));
    await servers.stopAll();
    if (profileDir) {
      console.log(`\nBusiest functions of the ${kind} server (self time):`);
      for (const { name, share } of topFunctions(profileDir))
        console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
      rmSync(profileDir, { recursive: true, force: true });
    }
    await target.cleanup();
  }
  return rows;
}

function summarise(step, reports, extra) {
  const rest = {};
  for (const { window } of reports) {
    for (const [kind, latencies] of Object.entries(window.rest)) (rest[kind] ??= []).push(...latencies);
  }
  const all = Object.values(rest)
    .flat()
    .sort((a, b) => a - b);
  const chat = reports.flatMap(({ window }) => window.chat).sort((a, b) => a - b);
  const sent = reports.reduce((sum, { window }) => sum + window.sent, 0);
  const received = reports.reduce((sum, { window }) => sum + window.received, 0);
  const errors = reports.reduce((sum, { window }) => sum + window.errors, 0);
  const firstError = reports.map(({ window }) => window.firstError).find(Boolean) ?? null;
  const perKind = Object.fromEntries(
    Object.entries(rest).map(([kind, latencies]) => [
      kind,
      percentile(
        latencies.sort((a, b) => a - b),
        99,
      ),
    ]),
  );
  const restP99 = percentile(all, 99);
  const chatP99 = percentile(chat, 99);
  const lost = sent * (GROUP - 1) - received;
  return {
    users: step,
    restPerSecond: all.length / holdSeconds,
    restP50: percentile(all, 50),
    restP99,
    perKind,
    chatSent: sent,
    chatP50: percentile(chat, 50),
    chatP99,
    lost,
    errors,
    firstError,
    clientCpu: reports.map((report) => report.cpuShare),
    holds: restP99 < TARGET_P99_MS && chatP99 < TARGET_P99_MS && errors === 0 && lost <= 0,
    ...extra,
  };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');
function printRow(kind, r) {
  const kinds = Object.entries(r.perKind)
    .map(([name, p99]) => `${name} ${ms(p99)}`)
    .join(', ');
  console.log(
    `${kind} ${r.users} users: REST ${r.restPerSecond.toFixed(0)}/s p50 ${ms(r.restP50)} p99 ${ms(r.restP99)} ms (${kinds}); ` +
      `chat ${r.chatSent} sent, p50 ${ms(r.chatP50)} p99 ${ms(r.chatP99)} ms, ${r.lost} lost; ${r.errors} errors` +
      `${r.firstError ? ` (first: ${r.firstError})` : ''}; server CPU ${(r.serverCpu * 100).toFixed(0)} %, ` +
      `clients ${r.clientCpu.map((share) => `${(share * 100).toFixed(0)} %`).join(' + ')}; RSS ${r.rss.toFixed(0)} MiB; ` +
      `connecting the step's users took ${r.connectSeconds.toFixed(1)} s: ${r.holds ? 'holds' : 'DOES NOT HOLD'}`,
  );
}

const info = machine();
const results = [];
if (!process.argv.includes('--no-pglite')) results.push(['PGlite', await benchTarget('pglite')]);
if (postgresUrl) results.push(['PostgreSQL', await benchTarget('postgres')]);
else console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');

const mix = Object.entries(MIX)
  .map(([kind, seconds]) => `${kind} every ${seconds} s`)
  .join(', ');
console.log(
  `\nActive users, each with /chat and /notifications sockets, ${Math.round(FEED_WATCHER_SHARE * 100)} % of them ` +
    `showing the feed (watch-feed); on average ${mix} (exponential gaps); ` +
    `steps held ${warmupSeconds} s + measured ${holdSeconds} s; ${clientCount} client processes; loopback`,
);
console.log(
  `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}`,
);
console.log(
  '\n| Database | Users | REST/s | REST p50 (ms) | REST p99 (ms) | Slowest kind p99 (ms) | Chat sent | Chat p99 (ms) | Lost | Errors | Server CPU | Clients CPU | RSS (MiB) | Holds |\n| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
);
for (const [database, rows] of results) {
  for (const r of rows) {
    if (r.connectFailure) {
      console.log(`| ${database} | ${r.users} | connecting failed: ${r.connectFailure} |${' – |'.repeat(11)} no |`);
      continue;
    }
    const [slowKind, slowP99] = Object.entries(r.perKind).sort((a, b) => b[1] - a[1])[0] ?? ['–', NaN];
    const cells = [
      database,
      r.users,
      r.restPerSecond.toFixed(0),
      ms(r.restP50),
      ms(r.restP99),
      `${slowKind} ${ms(slowP99)}`,
      r.chatSent,
      ms(r.chatP99),
      r.lost,
      r.errors,
      `${(r.serverCpu * 100).toFixed(0)} %`,
      r.clientCpu.map((share) => `${(share * 100).toFixed(0)} %`).join(' + '),
      r.rss.toFixed(0),
      r.holds ? 'yes' : 'no',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
for (const [database, rows] of results) {
  const held = rows.filter((r) => r.holds).map((r) => r.users);
  console.log(`\n${database}: the largest step that holds: ${held.length ? Math.max(...held) : 'none'} users.`);
}
