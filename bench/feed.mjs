// GET /api/posts?limit=20 under load, as a browser asks for it: 10,000 posts and 50,000 comments
// seeded, then autocannon at 50 connections sending Chromium's headers (Accept-Encoding: gzip,
// deflate, br, zstd and the web app's bearer token) against the real server (a child process) on
// PGlite, and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one. The yardstick is a bare
// Fastify route sending the very bytes the real server answered, ready and already compressed.
// Rounds alternate: bare, the first page over and over (remembered between writes), bare asked the
// random-cursor requests, pages after random cursors (not remembered as pages); each path's ratio is
// to the bare runs asked the same requests, within one server's rounds.
// Loopback only, bounded durations.
// Usage: node bench/feed.mjs [--duration=10] [--connections=50] [--rounds=2] [--explain]
//        [--profile | --profile=database] [--postgres-only] [--no-build]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchSignIn, insertSessions, newJwtSecret } from './lib/bench-session.mjs';
import { browserHeaders, decodeBody, getRaw } from './lib/browser-request.mjs';
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
const rounds = Math.max(1, Math.min(numberOption('rounds', 2), 5));
const explain = process.argv.includes('--explain');
// --profile: the server runs under --cpu-prof and serves only the remembered page (--profile=database:
// only pages after random cursors); its busiest functions are printed.
const profileArg = process.argv.find((arg) => arg === '--profile' || arg.startsWith('--profile='));
const profile = profileArg === undefined ? null : profileArg === '--profile=database' ? 'database' : 'remembered';
const TARGET_P99_MS = 50;
/** Throughput as a share of the bare route's, per path and database (issues 9 and 27). */
const TARGET_RATIOS = {
  remembered: { pglite: 0.5, postgres: 0.5 },
  database: { pglite: 0.15, postgres: 0.3 },
};
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

/**
 * The first page as the browser gets it, then the same page in each encoding the server offers, to
 * the byte: the bare route's answers. Throws unless all of them hold the same 20 posts.
 */
async function readyAnswers(url, headers) {
  const browser = await getRaw(url, headers);
  const json = decodeBody(browser);
  const page = JSON.parse(json);
  if (browser.status !== 200 || !Array.isArray(page) || page.length !== 20)
    throw new Error(`unexpected feed answer: ${browser.status} ${json.slice(0, 200)}`);
  const answers = { browserEncoding: browser.headers['content-encoding'] ?? 'identity', json };
  for (const encoding of ['br', 'gzip']) {
    const answer = await getRaw(url, { ...headers, 'accept-encoding': encoding });
    if (answer.headers['content-encoding'] !== encoding || decodeBody(answer) !== json)
      throw new Error(`the ${encoding} answer is not the same page`);
    answers[encoding] = answer.body;
  }
  return answers;
}

/** Starts the bare route on these answers; answers its URL and `close`. */
async function startBare(answers) {
  const dir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  const file = path.join(dir, 'page.json');
  writeFileSync(file, answers.json);
  writeFileSync(`${file}.br`, answers.br);
  writeFileSync(`${file}.gz`, answers.gzip);
  const port = await freePort();
  const server = startNode(path.join(root, 'bench/lib/bare-server.mjs'), [file, String(port)], {});
  const url = `http://127.0.0.1:${port}${PATH}`;
  await waitUntilUp(url);
  return {
    url,
    close: async () => {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One measured run, with the machine's 1-minute load average just before it. */
async function run(label, url, options) {
  const load = os.loadavg()[0].toFixed(2);
  return { label, load, ...(await measure(url, { connections, duration, ...options })) };
}

/**
 * Seeds, starts the real server and the bare route, and alternates their runs: per round bare,
 * remembered page, bare, random cursors. Stops and cleans up.
 */
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
  let bare;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/api/health`);
    const headers = browserHeaders(base, reader.token);
    const answers = await readyAnswers(`${base}${PATH}`, headers);
    bare = await startBare(answers);
    const runs = [];
    for (let round = 1; round <= rounds; round += 1) {
      if (profile !== 'database') {
        runs.push(await run('bare', bare.url, { headers }));
        runs.push(await run('remembered', `${base}${PATH}`, { headers }));
      }
      if (profile !== 'remembered') {
        // The same requests to both: building a request per call costs autocannon as much as a
        // small answer costs a server, so a bare run on one fixed path would flatter the yardstick.
        const requests = randomCursorRequests(target.postIds);
        runs.push(await run('bareCursors', bare.url, { headers, requests }));
        runs.push(await run('database', `${base}${PATH}`, { headers, requests }));
      }
    }
    return { kind, runs, answers, version: target.version };
  } finally {
    await bare?.close();
    await stop(server);
    await target.cleanup();
    if (profileDir) {
      console.log(`\n${kind}, ${profile} path: self time by function (server process, whole run)`);
      for (const { name, share } of topFunctions(profileDir))
        console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

const info = machine();
const measured = [];
// --postgres-only: skip PGlite (its seeding and runs take the longest).
if (!process.argv.includes('--postgres-only')) measured.push(await benchTarget('pglite'));
if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) {
  measured.push(await benchTarget('postgres'));
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');
}

const NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const LABELS = {
  bare: 'bare Fastify, same ready bytes',
  bareCursors: 'bare Fastify, same ready bytes, random cursors asked',
  remembered: 'TeamHub, first page (remembered)',
  database: 'TeamHub, random cursors (database)',
};
console.log(
  `\nGET ${PATH}: ${connections} connections, ${duration} s each (after a 2 s warm-up), loopback, ${rounds} round(s) alternating`,
);
console.log(`data: ${SEED.posts} posts, ${SEED.topLevelComments + SEED.replies} comments; page of 20 posts`);
console.log(
  `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}, after: ${os.loadavg()[0].toFixed(2)}`,
);
const postgres = measured.find((result) => result.version);
if (postgres) console.log(`PostgreSQL: ${postgres.version.split(',')[0]}`);
const { answers } = measured[0];
console.log(
  `body: ${Buffer.byteLength(answers.json)} bytes of JSON, ${answers.br.length} as br, ${answers.gzip.length} as gzip; the browser's headers got ${answers.browserEncoding}`,
);
/** Each path's yardstick: the bare route asked the same requests. */
const BASELINE = { bare: 'bare', remembered: 'bare', bareCursors: 'bareCursors', database: 'bareCursors' };
const verdicts = [];
for (const result of measured) {
  const bareRates = {};
  for (const label of ['bare', 'bareCursors']) {
    const own = result.runs.filter((one) => one.label === label);
    if (own.length > 0) bareRates[label] = mean(own.map((one) => one.requestsPerSecond));
  }
  const rates = Object.entries(bareRates).map(([label, rate]) => `${LABELS[label]} ${rate.toFixed(0)} requests/s`);
  console.log(
    `\n${NAMES[result.kind]} (× bare: against the mean of the bare runs asked the same requests: ${rates.join('; ')})\n\n| Server | Load | Requests/s | × bare | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const one of result.runs) {
    const ratio = (one.requestsPerSecond / bareRates[BASELINE[one.label]]).toFixed(2);
    const figures = [one.load, one.requestsPerSecond.toFixed(0), ratio, one.p50, one.p90, one.p99, one.max];
    console.log(`| ${[LABELS[one.label], ...figures].join(' | ')} |`);
  }
  for (const which of ['remembered', 'database']) {
    const own = result.runs.filter((one) => one.label === which);
    if (own.length === 0) continue;
    const ratio = mean(own.map((one) => one.requestsPerSecond)) / bareRates[BASELINE[which]];
    const target = TARGET_RATIOS[which][result.kind];
    const verdict = ratio >= target ? 'meets' : 'MISSES';
    verdicts.push(`${NAMES[result.kind]}, ${which}: ${ratio.toFixed(3)}× bare ${verdict} the target of ≥ ${target}×.`);
    if (result.kind === 'postgres' && which === 'remembered') {
      const p99 = Math.max(...own.map((one) => one.p99));
      const p99Verdict = p99 < TARGET_P99_MS ? 'meets' : 'MISSES';
      verdicts.push(
        `PostgreSQL, remembered: p99 ${p99} ms (worst round) ${p99Verdict} the target of < ${TARGET_P99_MS} ms.`,
      );
    }
  }
}
console.log(`\n${verdicts.join('\n')}`);
