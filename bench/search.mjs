// GET /api/search under load, and what its index adds to sending a message (issue 29). A team's
// history is seeded straight into the database (lib/seed-search.mjs: 200 members, 200,000 chat
// messages, 20,000 posts and comments, 5,000 tasks, 2,000 documents with their text, generated
// Vietnamese and English), through the generated search columns, GIN indexes and lexicon triggers as
// in use. Then, against the real server (a child process) on PGlite, and on PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL names one, autocannon at 20 connections with a browser's headers
// asks as one member (in 21 conversations and 6 projects) for each kind of question, in rounds that
// alternate with a bare Fastify route sending a ready answer. Then the chat bench's senders send to
// two servers on copies of that database, one with messages' search indexing removed, in alternating
// rounds. Loopback only, bounded durations.
// Usage: node bench/search.mjs [--scale=1 | --small] [--duration=10] [--connections=20] [--rounds=2]
//        [--send-rounds=3] [--rate=100] [--no-send] [--no-pglite] [--postgres-only] [--explain] [--no-build]
//        [--cpu-prof=DIR] (each search server writes a V8 CPU profile into DIR when stopped)
//        [--baseline=DIR] (another build's apps/server/dist: its server runs on a copy of the same
//        database, and each question is asked of both in turn, the order swapped every round)
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchSignIn, insertSessions, newJwtSecret } from './lib/bench-session.mjs';
import { browserHeaders, decodeBody, getRaw } from './lib/browser-request.mjs';
import { createTextGenerator } from './lib/search-corpus.mjs';
import { addSenders, makeSenders, measureSendCost, stripMessageIndexing } from './lib/search-send-cost.mjs';
import { QUERIES } from './lib/search-questions.mjs';
import { printReport } from './lib/search-report.mjs';
import { cpuSnapshot, cpuSplit } from './lib/server-cpu.mjs';
import { seedSearchCorpus } from './lib/seed-search.mjs';
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

// --small: a twentieth of the corpus (10,000 messages), for a quick check of the script itself.
const scale = process.argv.includes('--small') ? 0.05 : Math.min(Math.max(numberOption('scale', 1), 0.01), 5);
const duration = Math.min(numberOption('duration', 10), 60);
const connections = Math.min(numberOption('connections', 20), 200);
const rounds = Math.max(1, Math.min(numberOption('rounds', 2), 5));
const sendRounds = Math.max(1, Math.min(numberOption('send-rounds', 3), 10));
const rate = Math.min(numberOption('rate', 100), 1_000);
const explain = process.argv.includes('--explain');
const profileDir = process.argv.find((arg) => arg.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const baselineArg = process.argv.find((arg) => arg.startsWith('--baseline='));
const baselineScript = baselineArg && path.join(path.resolve(baselineArg.slice('--baseline='.length)), 'server.js');
const NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const searchPath = (q) => `/api/search?q=${encodeURIComponent(q)}`;

if (!process.argv.includes('--no-build')) ensureServerBuilt();
const dist = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
const { openDatabase } = await dist('db/database.js');
const { createSearchRepository } = await dist('modules/search/search.repository.js');
const { prepareQuery, search } = await dist('modules/search/search.service.js');
const { tsqueryText } = await dist('modules/search/search-query.js');

const jwtSecret = newJwtSecret();
const reader = await benchSignIn(jwtSecret);
const senders = process.argv.includes('--no-send') ? [] : await makeSenders(jwtSecret);

/** How many of each kind the reader may open match each question: what the server has to sift. */
async function matchCounts(db) {
  const repository = createSearchRepository(db);
  const counts = [];
  for (const { label, q } of QUERIES) {
    const { query } = await prepareQuery(repository, reader.userId, q);
    const tsquery = tsqueryText(query);
    const { rows } = await db.execute(sql`WITH query AS (SELECT to_tsquery('teamhub_search', ${tsquery}) AS q)
      SELECT (SELECT count(*)::int FROM messages m, query WHERE m.search_vector @@ query.q) AS "allMessages",
        (SELECT count(*)::int FROM messages m JOIN conversation_participants p
           ON p.conversation_id = m.conversation_id AND p.user_id = ${reader.userId}::uuid, query
         WHERE m.search_vector @@ query.q) AS messages,
        (SELECT count(*)::int FROM posts p, query WHERE p.search_vector @@ query.q)
          + (SELECT count(*)::int FROM comments c, query WHERE c.search_vector @@ query.q) AS "postsAndComments",
        (SELECT count(*)::int FROM tasks t JOIN project_members p
           ON p.project_id = t.project_id AND p.user_id = ${reader.userId}::uuid, query
         WHERE t.search_vector @@ query.q) AS tasks,
        (SELECT count(*)::int FROM document_text_chunks c JOIN documents d ON d.id = c.document_id, query
         WHERE d.owner_id = ${reader.userId}::uuid AND c.search_vector @@ query.q) AS "documentPages"`);
    counts.push({ label, q, tsquery, ...rows[0] });
  }
  return counts;
}

/** A statement the driver logged, its $n placeholders bound again, as a Drizzle query. */
function bound(text, params) {
  const parts = text.split(/\$(\d+)/u);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

/** --explain: EXPLAIN (ANALYZE, BUFFERS) of every statement one search of each question sends. */
async function explainQueries(handle, kind) {
  const repository = createSearchRepository(handle.db);
  for (const { label, q } of QUERIES) {
    const statements = [];
    const stopListening = handle.onQuery((text, params) => statements.push({ text, params }));
    const started = performance.now();
    await search(repository, reader.userId, { q, limit: 20 });
    const elapsed = performance.now() - started;
    stopListening();
    console.log(
      `\n${NAMES[kind]}, ${label} (${JSON.stringify(q)}): ${statements.length} statements, ${elapsed.toFixed(1)} ms`,
    );
    for (const { text, params } of statements) {
      const { rows } = await handle.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${bound(text, params)}`);
      console.log(
        `\n${text.trim().replace(/\s+/gu, ' ').slice(0, 160)}…\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  }
}

/** A fresh database of `kind`: where it is, the server environment for it, a copy, and its removal. */
async function freshDatabase(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  if (kind === 'pglite') {
    const directory = path.join(dataDir, 'db');
    return {
      target: { kind: 'pglite', directory },
      // DATABASE_URL may be set for this script (naming the PostgreSQL server): not for this server.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      copy: async () => {
        const copyDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
        cpSync(directory, path.join(copyDir, 'db'), { recursive: true });
        return {
          target: { kind: 'pglite', directory: path.join(copyDir, 'db') },
          env: { DATA_DIR: copyDir, DATABASE_URL: '' },
          cleanup: async () => rmSync(copyDir, { recursive: true, force: true }),
        };
      },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createThrowAwayPostgres(postgresUrl);
  return {
    target: { kind: 'postgres', url: database.url },
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    databaseUrl: database.url,
    copy: async () => {
      const copy = await createThrowAwayPostgres(postgresUrl, { template: database.name });
      const copyDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
      return {
        target: { kind: 'postgres', url: copy.url },
        env: { DATA_DIR: copyDir, DATABASE_URL: copy.url },
        databaseUrl: copy.url,
        cleanup: async () => {
          rmSync(copyDir, { recursive: true, force: true });
          await copy.drop();
        },
      };
    },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Starts the real server (`script`: this build's or the baseline's) on `database`; answers its base URL, pid and `stop`. */
async function startServer(database, script = serverScript) {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = startNode(
    script,
    [],
    {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // 500 people sending 100 messages a second between them pass the shipped 20 per 10 s each.
      CHAT_SEND_LIMIT: '100000',
    },
    profile,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, 120_000);
  return { baseUrl, pid: child.pid, databaseUrl: database.databaseUrl, stop: () => stop(child) };
}

/** Each question's answer as the browser gets it; throws unless every one is a page of hits. */
async function readAnswers(baseUrl, headers) {
  const answers = [];
  for (const { q } of QUERIES) {
    const response = await getRaw(`${baseUrl}${searchPath(q)}`, headers);
    const json = decodeBody(response);
    const answer = JSON.parse(json);
    if (response.status !== 200 || !Array.isArray(answer.data?.items))
      throw new Error(`unexpected search answer for ${q}: ${response.status} ${json.slice(0, 200)}`);
    answers.push({ json, items: answer.data.items.length });
  }
  return answers;
}

/** The bare route on the first question's answer, in the encodings the real server sent it in. */
async function startBare(baseUrl, headers, json) {
  const dir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, json);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    const answer = await getRaw(`${baseUrl}${searchPath(QUERIES[0].q)}`, { ...headers, 'accept-encoding': encoding });
    if (decodeBody(answer) !== json) throw new Error(`the ${encoding} answer is not the same page`);
    writeFileSync(`${file}${suffix}`, answer.body);
  }
  const port = await freePort();
  const server = startNode(path.join(root, 'bench/lib/bare-server.mjs'), [file, String(port), '/api/search'], {});
  const url = `http://127.0.0.1:${port}${searchPath(QUERIES[0].q)}`;
  await waitUntilUp(url);
  return {
    url,
    pid: server.pid,
    close: async () => {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Search rounds on running servers: per round the bare route, then every question in turn, asked of
 * each server (this build's, and the baseline's when given) one after the other, the order swapped
 * every round.
 */
async function searchRounds(servers) {
  const [server] = servers;
  const headers = browserHeaders(server.baseUrl, reader.token);
  const answers = await readAnswers(server.baseUrl, headers);
  for (const other of servers.slice(1)) {
    const theirs = await readAnswers(other.baseUrl, browserHeaders(other.baseUrl, reader.token));
    theirs.forEach((answer, index) => {
      if (answer.items !== answers[index].items)
        throw new Error(
          `the baseline found ${answer.items} hits for ${QUERIES[index].q}, this build ${answers[index].items}`,
        );
    });
  }
  // Warm: a freshly opened database reads its catalog and pages on the first questions (seconds on
  // PGlite when twenty arrive at once), which no later run pays again.
  for (const each of servers)
    for (let pass = 0; pass < 3; pass += 1) await readAnswers(each.baseUrl, browserHeaders(each.baseUrl, reader.token));
  const bare = await startBare(server.baseUrl, headers, answers[0].json);
  const runs = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const inTurn = round % 2 === 1 ? servers : [...servers].reverse();
      const order = [
        { label: 'bare' },
        ...QUERIES.flatMap((query) =>
          inTurn.map((each) => ({ ...query, server: each, label: each.label(query.label) })),
        ),
      ];
      for (const query of order) {
        const url = query.q === undefined ? bare.url : `${query.server.baseUrl}${searchPath(query.q)}`;
        const load = os.loadavg()[0].toFixed(2);
        // The CPU time of the process answering (and of its database backends), per request.
        const measured = query.q === undefined ? { pid: bare.pid } : query.server;
        let before;
        const result = await measure(url, {
          connections,
          duration,
          headers,
          beforeMeasured: async () => {
            before = await cpuSnapshot(measured);
          },
        });
        const cpu = cpuSplit(before, await cpuSnapshot(measured), measured.pid);
        const perRequest = (seconds) => (seconds * 1000) / result.total;
        const last = {
          label: query.label,
          round,
          load,
          ...result,
          serverMs: perRequest(cpu.server),
          databaseMs: perRequest(cpu.database),
        };
        runs.push(last);
        console.log(
          `  round ${round} ${last.label.padEnd(26)} load ${load}  ${last.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${last.p50} ms  p99 ${last.p99} ms  CPU ${last.serverMs.toFixed(2)} + ${last.databaseMs.toFixed(2)} ms/request`,
        );
      }
    }
  } finally {
    await bare.close();
  }
  return { runs, answers };
}

/** Seeds, measures search, then (unless --no-send) the cost of indexing to sending. Cleans up. */
async function benchTarget(kind) {
  const database = await freshDatabase(kind);
  const cleanups = [database.cleanup];
  try {
    const started = Date.now();
    const handle = await openDatabase(database.target);
    const seeded = await seedSearchCorpus(handle.db, { scale, reader });
    await insertSessions(handle.db, [reader]);
    const matches = await matchCounts(handle.db);
    const [{ version }] = (await handle.db.execute(sql`SELECT version() AS version`)).rows;
    if (explain) await explainQueries(handle, kind);
    await handle.close();
    console.log(
      `\n${NAMES[kind]}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s ${JSON.stringify(seeded.timings)}`,
    );

    const searchServers = [{ ...(await startServer(database)), label: (label) => label }];
    let search;
    try {
      if (baselineScript) {
        const copy = await database.copy();
        cleanups.push(copy.cleanup);
        searchServers.push({ ...(await startServer(copy, baselineScript)), label: (label) => `${label} (baseline)` });
      }
      search = await searchRounds(searchServers);
    } finally {
      for (const server of searchServers) await server.stop();
    }
    if (senders.length === 0) return { kind, version, seeded, matches, ...search };

    // The copy without search indexing: the same rows, and the same senders.
    const setup = await openDatabase(database.target);
    await addSenders(setup.db, senders);
    await setup.close();
    const copy = await database.copy();
    cleanups.push(copy.cleanup);
    const stripping = await openDatabase(copy.target);
    await stripMessageIndexing(stripping.db);
    await stripping.close();
    const servers = { intact: await startServer(database), stripped: await startServer(copy) };
    try {
      const words = createTextGenerator(7).message;
      const send = await measureSendCost(servers, senders, {
        rounds: sendRounds,
        rate,
        duration,
        words,
        log: (r) =>
          console.log(
            `  send round ${r.round} ${r.name.padEnd(8)} load ${r.load.toFixed(2)}  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  CPU ${r.cpuMicrosEach.toFixed(0)} µs/message  lost ${r.lost}`,
          ),
      });
      return { kind, version, seeded, matches, ...search, send };
    } finally {
      await servers.intact.stop();
      await servers.stripped.stop();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const info = machine();
const results = [];
if (!process.argv.includes('--no-pglite') && !process.argv.includes('--postgres-only'))
  results.push(await benchTarget('pglite'));
if (postgresUrl) results.push(await benchTarget('postgres'));
else console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');

printReport(results, { info, scale, connections, duration, rounds, rate, queries: QUERIES });
