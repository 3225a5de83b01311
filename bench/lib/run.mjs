// Small pieces the benchmarks share: building the server, free loopback ports, child servers that
// are always stopped, and an autocannon run with a warm-up.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root, staleWorkspaces } from '../../scripts/build-state.mjs';

export { root };

/** Builds contracts and server when their sources are newer than their output (the web app is not needed). */
export function ensureServerBuilt() {
  for (const workspace of staleWorkspaces().filter(({ name }) => name !== 'apps/web')) {
    console.log(`Building ${workspace.name}...`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace.name], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${workspace.name} failed`);
  }
}

/** A port that was free on 127.0.0.1 a moment ago. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Polls `url` until it answers 200 (at most `timeoutMs`). */
export async function waitUntilUp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `node …nodeArgs <script> …args` with `env`; its stderr is shown, its stdout dropped. */
export function startNode(script, args, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops a child server and waits for it to be gone (SIGKILL after 10 s). */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * autocannon against `url`: a short warm-up, then the measured run. Throws if any request failed.
 * `requests` (autocannon's, optional) varies the requests, say a different path each time;
 * `beforeMeasured` (optional) is awaited between the warm-up and the measured run.
 */
export async function measure(url, { connections, duration, headers = {}, requests, beforeMeasured }) {
  // A request unanswered after 30 s counts as failed (autocannon's default, 10 s, is within reach of
  // PGlite's slowest answers on a busy machine).
  const options = { url, connections, headers, requests, timeout: 30 };
  await autocannon({ ...options, duration: 2 });
  await beforeMeasured?.();
  const result = await autocannon({ ...options, duration });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    const detail = `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} not 2xx`;
    throw new Error(`${failed} of ${result.requests.total} requests to ${url} failed (${detail})`);
  }
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    throughputMBps: result.throughput.average / 1024 / 1024,
  };
}

/** What the figures were measured on. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    // Other work on the machine skews every figure: the 1-minute load average before the run.
    loadBefore: os.loadavg()[0].toFixed(2),
  };
}

export const serverScript = path.join(root, 'apps/server/dist/server.js');

/**
 * A throw-away database on the PostgreSQL server `adminUrl` names (a copy of database `template` when
 * given): its name, its URL, and `drop` to remove it (connections and all) when the benchmark is done.
 */
export async function createThrowAwayPostgres(adminUrl, { template } = {}) {
  const name = `teamhub_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A numeric `--name=value` command-line option, or `fallback` when it is not given. */
export function numberOption(name, fallback) {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
}
