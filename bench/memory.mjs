// Idle memory of the real server: starts the built server (a child process) on a fresh throw-away
// DATA_DIR, waits for /api/health, waits until its RSS settles, and reads it from /proc — on the first
// start (PGlite: the database is created then) and on a restart on the same folder, on PGlite and, when
// DATABASE_URL or TEST_DATABASE_URL names a server, on a fresh PostgreSQL database. A bare Fastify
// process is measured in every round as the floor. Rounds alternate (every server once per round).
// Loopback only, bounded. Usage: node bench/memory.mjs [--runs=2] [--no-build] [--no-pglite]
//   [--baseline=<path to another build's server.js>] (measured in the same rounds, for before/after)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { newJwtSecret } from './lib/bench-session.mjs';
import { idleMemory, processMemory } from './lib/process-memory.mjs';
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

const TARGET_MIB = 300;
const runs = Math.min(numberOption('runs', 2), 10);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const baselineArg = process.argv.find((arg) => arg.startsWith('--baseline='));
const builds = [{ name: 'this build', script: serverScript }];
if (baselineArg) builds.push({ name: 'baseline', script: path.resolve(baselineArg.split('=')[1]) });

if (!process.argv.includes('--no-build')) ensureServerBuilt();

/** Starts `script` with `env`, waits until `healthPath` answers and the process is idle: its memory then. */
async function idleProcess(script, args, env, healthPath) {
  const port = await freePort();
  const child = startNode(script, [...args, String(port)], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    const started = Date.now();
    await waitUntilUp(`http://127.0.0.1:${port}${healthPath}`, 120_000);
    const upSeconds = (Date.now() - started) / 1000;
    const ready = processMemory(child.pid).rss;
    return { ...(await idleMemory(child.pid)), upSeconds, ready };
  } finally {
    await stop(child);
  }
}

/** The real server on `kind`: first start on a fresh DATA_DIR (and database), then a restart on it. */
async function measureServer(script, kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-memory-'));
  const database = kind === 'postgres' ? await createThrowAwayPostgres(postgresUrl) : null;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: '',
    JWT_SECRET: newJwtSecret(),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  try {
    const first = await idleProcess(script, [], env, '/api/health');
    const restart = await idleProcess(script, [], env, '/api/health');
    return { first, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const bareBody = path.join(mkdtempSync(path.join(tmpdir(), 'teamhub-bench-bare-')), 'page.json');
// bare-server.mjs also serves the page's compressed bytes (bench/feed.mjs writes what TeamHub sent).
const bareJson = '{"success":true,"data":[]}';
writeFileSync(bareBody, bareJson);
writeFileSync(`${bareBody}.br`, brotliCompressSync(bareJson));
writeFileSync(`${bareBody}.gz`, gzipSync(bareJson));
const bareScript = path.join(root, 'bench/lib/bare-server.mjs');

const info = machine();
const kinds = [...(process.argv.includes('--no-pglite') ? [] : ['pglite']), ...(postgresUrl ? ['postgres'] : [])];
const rows = [];
for (let run = 1; run <= runs; run += 1) {
  const bare = await idleProcess(bareScript, [bareBody], {}, '/api/posts');
  rows.push({ run, label: 'bare Fastify', start: 'idle', ...bare });
  for (const kind of kinds) {
    for (const build of builds) {
      const { first, restart } = await measureServer(build.script, kind);
      const label = `TeamHub on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${builds.length > 1 ? ` (${build.name})` : ''}`;
      rows.push({ run, label, kind, build: build.name, start: 'first start', ...first });
      rows.push({ run, label, kind, build: build.name, start: 'restart', ...restart });
    }
  }
  console.log(`run ${run} done; load average now ${(await import('node:os')).loadavg()[0].toFixed(2)}`);
}
rmSync(path.dirname(bareBody), { recursive: true, force: true });

console.log(
  `\nIdle memory (VmRSS once it stayed within 1 MiB for 15 s; at ready: when /api/health first answered), ${runs} run(s), rounds alternating`,
);
console.log(
  `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}`,
);
if (baselineArg) console.log(`baseline: ${builds[1].script}`);
console.log(
  '\n| Run | Server | Start | Up in (s) | RSS at ready (MiB) | Idle RSS (MiB) | anonymous / files (MiB) | Peak RSS (MiB) |\n| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |',
);
const mib = (value) => value.toFixed(0);
for (const r of rows) {
  const cells = [
    r.run,
    r.label,
    r.start,
    r.upSeconds.toFixed(1),
    mib(r.ready),
    mib(r.rss),
    `${mib(r.anonymous)} / ${mib(r.files)}`,
  ];
  console.log(`| ${[...cells, mib(r.peak)].join(' | ')} |`);
}
const pglite = rows.filter((r) => r.kind === 'pglite' && r.build === 'this build');
if (pglite.length > 0) {
  const worst = Math.max(...pglite.map((r) => r.rss));
  const verdict = worst < TARGET_MIB ? 'meets' : 'MISSES';
  console.log(
    `\nPGlite, highest idle RSS ${mib(worst)} MiB: ${verdict} the target (< ${TARGET_MIB} MiB, first start included).`,
  );
}
