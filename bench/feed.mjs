// GET /api/posts?limit=20 under load: 10,000 posts and 50,000 comments seeded, then autocannon at
// 50 connections for 10 s against the real server (a child process) on PGlite, and on PostgreSQL
// when DATABASE_URL or TEST_DATABASE_URL names one, beside a bare Fastify route answering the same
// JSON. Each server is measured twice: the first page over and over (remembered between writes, the
// cached path) and pages after random cursors (never remembered: the database path). Loopback
// only, bounded durations.
// Usage: node bench/feed.mjs [--duration=10] [--connections=50] [--explain] [--profile] [--postgres-only] [--no-build]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchSignIn, insertSessions, newJwtSecret } from './lib/bench-session.mjs';
import { topFunctions } from './lib/cpu-profile.mjs';
import { SEED, rowsOf, seedFeed } from './lib/seed-feed.mjs';
import {
  createThrowAwayPostgres,
  ensureServerBuilt,
  freePort,
  machine,
  measure,
  numberOption,
  root,
  serverScript,
  startNode,
  stop,
  waitUntilUp,
} from './lib/run.mjs';

const duration = Math.min(numberOption('duration', 10), 60);
const connections = Math.min(numberOption('connections', 50), 200);
const explain = process.argv.includes('--explain');
// --profile: the server runs with --cpu-prof during the cached run; its busiest functions are printed.
const profile = process.argv.includes('--profile');
const TARGET_P99_MS = 50;
/** The cached path's throughput, as a share of the bare server's (Feed cache issue). */
const TARGET_CACHED_RATIO = 0.5;
const PATH = '/api/posts?limit=20';

// --no-build: use apps/server/dist as it is (say, while the sources are mid-edit).
if (!process.argv.includes('--no-build')) ensureServerBuilt();
const { openDatabase } = await import(pathToFileURL(path.join(root, 'apps/server/dist/db/database.js')).href);
const { createPostViewsRepository } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/modules/posts/post-views.repository.js')).href
);

const jwtSecret = newJwtSecret();
const reader = await benchSignIn(jwtSecret);
const readerId = reader.userId;
const token = reader.token;
const headers = { authorization: `Bearer ${token}` };

/** Runs EXPLAIN ANALYZE on the statements the feed page sends (PostgreSQL only). */
async function explainFeed(handle, url) {
  const statements = [];
  const stopListening = handle.onQuery((text, params) => statements.push({ text, params }));
  const views = createPostViewsRepository(handle.db);
  const rows = await views.page({ callerId: readerId, limit: 20 });
  await views.page({ callerId: readerId, limit: 20, before: rows.at(-1).post.id });
  stopListening();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const { text, params } of statements) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      console.log(`\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.end();
  }
}

async function allPostIds(handle) {
  return (await rowsOf(handle.db.execute('select id from posts'))).map((row) => row.id);
}

/**
 * autocannon requests for pages after random cursors: with 10,000 posts and 200 remembered pages
 * at most, nearly every one is read from the database (the uncached path).
 */
function randomCursorRequests(postIds) {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `${PATH}&before=${postIds[Math.floor(Math.random() * postIds.length)]}`,
      }),
    },
  ];
}

/** A seeded database for one target, the server environment that uses it, and its removal. */
async function prepare(kind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
    const handle = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'db') });
    const counts = await seedFeed(handle.db, readerId);
    await insertSessions(handle.db, [reader]);
    const postIds = await allPostIds(handle);
    await handle.close();
    return {
      counts,
      postIds,
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createThrowAwayPostgres(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    const counts = await seedFeed(handle.db, readerId);
    await insertSessions(handle.db, [reader]);
    const postIds = await allPostIds(handle);
    const [{ version }] = await rowsOf(handle.db.execute('select version() as version'));
    if (explain) await explainFeed(handle, database.url);
    await handle.close();
    return { counts, postIds, version, env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Seeds, starts the real server on it, measures the feed (remembered, then not), stops and cleans up. */
async function benchTarget(kind) {
  const started = Date.now();
  const target = await prepare(kind);
  console.log(
    `${kind}: seeded ${target.counts.posts} posts, ${target.counts.comments} comments, ${target.counts.likes} likes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const port = await freePort();
  const profileDir = profile ? mkdtempSync(path.join(tmpdir(), 'teamhub-profile-')) : null;
  const server = startNode(
    serverScript,
    [],
    {
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/api/health`);
    const body = await (await fetch(`${base}${PATH}`, { headers })).text();
    const page = JSON.parse(body);
    if (!Array.isArray(page) || page.length !== 20) throw new Error(`unexpected feed answer: ${body.slice(0, 200)}`);
    const cached = await measure(`${base}${PATH}`, { connections, duration, headers });
    const uncached = profileDir
      ? null
      : await measure(`${base}${PATH}`, {
          connections,
          duration,
          headers,
          requests: randomCursorRequests(target.postIds),
        });
    return { cached, uncached, body, bytes: Buffer.byteLength(body), version: target.version };
  } finally {
    await stop(server);
    await target.cleanup();
    if (profileDir) {
      console.log(`\n${kind}, cached path: self time by function (server process, whole run)`);
      for (const { name, share } of topFunctions(profileDir))
        console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

async function benchBare(body) {
  const dir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  const file = path.join(dir, 'page.json');
  writeFileSync(file, body);
  const port = await freePort();
  const server = startNode(path.join(root, 'bench/lib/bare-server.mjs'), [file, String(port)], {});
  try {
    await waitUntilUp(`http://127.0.0.1:${port}${PATH}`);
    return {
      ...(await measure(`http://127.0.0.1:${port}${PATH}`, { connections, duration })),
      bytes: Buffer.byteLength(body),
    };
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

const info = machine();
const measured = [];
// --postgres-only: skip PGlite (its seeding and runs take the longest).
if (!process.argv.includes('--postgres-only'))
  measured.push({ label: 'TeamHub on PGlite', ...(await benchTarget('pglite')) });
if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) {
  measured.push({ label: 'TeamHub on PostgreSQL', ...(await benchTarget('postgres')) });
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');
}
const bare = await benchBare(measured[0].body);
const rows = [];
for (const result of measured) {
  rows.push({ label: `${result.label}, first page (remembered)`, ...result.cached, bytes: result.bytes });
  if (result.uncached) rows.push({ label: `${result.label}, random cursors (database)`, ...result.uncached });
}
rows.push({ label: 'bare Fastify, same JSON', ...bare });

console.log(`\nGET ${PATH}: ${connections} connections, ${duration} s each (after a 2 s warm-up), loopback`);
console.log(`data: ${SEED.posts} posts, ${SEED.topLevelComments + SEED.replies} comments; page of 20 posts`);
console.log(
  `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}`,
);
const postgres = measured.find((result) => result.version);
if (postgres) console.log(`PostgreSQL: ${postgres.version.split(',')[0]}`);
console.log(
  '\n| Server | Requests/s | × bare | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const row of rows) {
  const ratio = (row.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
  console.log(
    `| ${[row.label, row.requestsPerSecond.toFixed(0), ratio, row.p50, row.p90, row.p99, row.max].join(' | ')} |`,
  );
}
console.log(`\nbody: ${measured[0].bytes} bytes`);
for (const result of measured) {
  const ratio = result.cached.requestsPerSecond / bare.requestsPerSecond;
  const verdict = ratio >= TARGET_CACHED_RATIO ? 'meets' : 'MISSES';
  console.log(
    `${result.label}: the remembered page at ${ratio.toFixed(2)}× bare Fastify ${verdict} the target of ≥ ${TARGET_CACHED_RATIO}×.`,
  );
}
if (postgres) {
  const verdict = postgres.cached.p99 < TARGET_P99_MS ? 'meets' : 'MISSES';
  console.log(
    `PostgreSQL p99 ${postgres.cached.p99} ms (first page) ${verdict} the target of p99 < ${TARGET_P99_MS} ms.`,
  );
}
