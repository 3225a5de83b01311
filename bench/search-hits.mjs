// The statement that finds a search's hits, this build's against another build's (issue 29). Seeds
// the search benchmark's corpus (lib/seed-search.mjs) into a throw-away PGlite and, when DATABASE_URL
// or TEST_DATABASE_URL names a PostgreSQL server, a throw-away database there, with this build's
// migrations; then, in one process, asks each question (lib/search-questions.mjs) for its first page
// of hits through both builds' search repositories (`hits`, nothing else: no HTTP, look-up, details
// or snippets), first checking that both give the same rows (kind, id, rank, time) for every kind,
// messages alone, posts and comments, the next page, one conversation and a date bound, then timing
// them in alternating order, so both are measured in the same state of the machine.
// Usage: node bench/search-hits.mjs --baseline=<another checkout's apps/server/dist> [--reps=30]
//        [--baseline-sql=<file>] [--scale=1 | --small] [--no-pglite] [--no-build]
// The baseline runs on this build's schema: it must be a build whose statements that schema still serves,
// or --baseline-sql names a file of statements that make it so (a function this build replaced, say).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchSignIn, newJwtSecret } from './lib/bench-session.mjs';
import { createThrowAwayPostgres, ensureServerBuilt, machine, numberOption, root } from './lib/run.mjs';
import { QUERIES } from './lib/search-questions.mjs';
import { seedSearchCorpus } from './lib/seed-search.mjs';

const baselineArg = process.argv.find((arg) => arg.startsWith('--baseline='));
if (!baselineArg) {
  console.error('Usage: node bench/search-hits.mjs --baseline=<another checkout of apps/server/dist> [--reps=30]');
  process.exit(2);
}
const baselineDist = path.resolve(baselineArg.slice('--baseline='.length));
const baselineSqlArg = process.argv.find((arg) => arg.startsWith('--baseline-sql='));
const baselineSql = baselineSqlArg ? readFileSync(baselineSqlArg.slice('--baseline-sql='.length), 'utf8') : null;
const scale = process.argv.includes('--small') ? 0.05 : Math.min(Math.max(numberOption('scale', 1), 0.01), 5);
const reps = Math.max(4, Math.min(numberOption('reps', 30), 500));
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

if (!process.argv.includes('--no-build')) ensureServerBuilt();
const load = (dist, file) => import(pathToFileURL(path.join(dist, file)).href);
const thisDist = path.join(root, 'apps/server/dist');
const { openDatabase } = await load(thisDist, 'db/database.js');
const { prepareQuery } = await load(thisDist, 'modules/search/search.service.js');
const { tsqueryText } = await load(thisDist, 'modules/search/search-query.js');
const { SEARCH_TYPES } = await import('@teamhub/contracts');
/** Each build's createSearchRepository: this build's first, then the baseline's. */
const builds = await Promise.all(
  [thisDist, baselineDist].map(
    async (dist) => (await load(dist, 'modules/search/search.repository.js')).createSearchRepository,
  ),
);

/** A page's rows as one comparable text. */
const rowsKey = (rows) => rows.map((row) => `${row.kind} ${row.id} ${row.rank.toFixed(5)} ${row.at}`).join('\n');
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)];

/** The variants of a question whose answers must agree: the scopes `hits` is asked with. */
function variants(base, access, firstPage) {
  const day = 86_400_000;
  const last = firstPage.at(-1);
  return [
    ['every kind', base],
    ['messages', { ...base, types: ['message'] }],
    ['posts and comments', { ...base, types: ['post', 'comment'] }],
    ...(last
      ? [['next page', { ...base, cursor: { rank: last.rank, at: last.at, kind: last.kind, id: last.id } }]]
      : []),
    ...(access.conversations[0] ? [['one conversation', { ...base, in: access.conversations[0] }]] : []),
    ['before 60 days ago', { ...base, before: new Date(Date.now() - 60 * day) }],
  ];
}

async function compare(kind, target) {
  const reader = await benchSignIn(newJwtSecret());
  const seeding = await openDatabase(target);
  const started = Date.now();
  await seedSearchCorpus(seeding.db, { scale, reader });
  // Statements separated as in drizzle's migration files.
  for (const statement of baselineSql?.split('--> statement-breakpoint') ?? []) {
    await seeding.db.execute(sql.raw(statement));
  }
  await seeding.close();
  console.log(`\n${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Opened again as a server starting on it would (PGlite sizes its buffers by the data it finds).
  const handle = await openDatabase(target);
  try {
    const repositories = builds.map((createRepository) => createRepository(handle.db));
    // The words' statistics (read by a search in the background otherwise) before the first question.
    await Promise.all(repositories.map((repository) => repository.renewStatistics?.()));
    let differences = 0;
    for (const { label, q } of QUERIES) {
      const { query, access } = await prepareQuery(repositories[0], reader.userId, q);
      // `query` for this build, `tsquery` for a build before search_hits chose how to read each kind.
      const base = { userId: reader.userId, query, tsquery: tsqueryText(query), types: SEARCH_TYPES, limit: 20 };
      const firstPage = await repositories[1].hits(base, access);
      for (const [name, scope] of variants(base, access, firstPage.slice(0, 20))) {
        const [mine, theirs] = await Promise.all(repositories.map((repository) => repository.hits(scope, access)));
        if (rowsKey(mine) !== rowsKey(theirs)) {
          differences += 1;
          console.log(`  DIFFERENT ${label}, ${name}: ${mine.length} rows against ${theirs.length}`);
        }
      }
      const times = repositories.map(() => []);
      for (let rep = 0; rep < reps; rep += 1) {
        // Alternating which goes first.
        for (const index of rep % 2 === 0 ? [0, 1] : [1, 0]) {
          const begun = performance.now();
          await repositories[index].hits(base, access);
          times[index].push(performance.now() - begun);
        }
      }
      const [mine, theirs] = times.map((values) => ({ p50: percentile(values, 0.5), p90: percentile(values, 0.9) }));
      console.log(
        `  ${label.padEnd(26)} this build ${mine.p50.toFixed(1)} ms (p90 ${mine.p90.toFixed(1)})` +
          `   baseline ${theirs.p50.toFixed(1)} ms (p90 ${theirs.p90.toFixed(1)})` +
          `   ${((mine.p50 / theirs.p50) * 100).toFixed(0)} %`,
      );
    }
    console.log(
      `  ${differences === 0 ? 'the same rows for every question and variant' : `${differences} differences`}`,
    );
    return differences;
  } finally {
    await handle.close();
  }
}

const info = machine();
console.log(`search hits, this build against ${baselineDist}; ${reps} times each, alternating`);
console.log(
  `machine: ${info.cpu}, ${info.memory}, Node ${info.node}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
let differences = 0;
if (!process.argv.includes('--no-pglite')) {
  const directory = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-'));
  try {
    differences += await compare('PGlite', { kind: 'pglite', directory: path.join(directory, 'db') });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
if (postgresUrl) {
  const database = await createThrowAwayPostgres(postgresUrl);
  try {
    differences += await compare('PostgreSQL', { kind: 'postgres', url: database.url });
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL: skipped (no DATABASE_URL or TEST_DATABASE_URL)');
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
process.exitCode = differences === 0 ? 0 : 1;
