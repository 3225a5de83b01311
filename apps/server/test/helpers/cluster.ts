import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { POSTGRES_SKIPPED_TITLE } from './test-databases.js';
import { connectTestRedis, describeWithRedis, dropTestRedis, freshRedisPrefix } from './test-redis.js';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverScript = path.join(repositoryRoot, 'apps/server/dist/server.js');
/** The lock every build of contracts and server takes, so no server starts from half-written output. */
const BUILD_LOCK = '/tmp/teamhub-build.lock';
const START_TIMEOUT_MS = 30_000;
/** Log lines kept per process (the newest), shown when a test fails. */
const KEPT_LOG_LINES = 300;

/** One server process of the cluster. `port` stays the same across restarts. */
export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  running: () => boolean;
}

export interface Cluster {
  nodes: readonly ClusterNode[];
  /** SIGTERM (graceful: socket.io sessions are persisted for recovery) and wait for the exit. */
  stop: (index: number) => Promise<void>;
  /** SIGKILL (a crash: nothing is persisted) and wait for the exit. */
  kill: (index: number) => Promise<void>;
  /** Starts a stopped process again on its port and waits until it answers. */
  restart: (index: number) => Promise<void>;
  /** What the processes wrote (LOG_LEVEL=warn), newest lines of each. */
  logs: () => string;
  /** Kills every process and removes the database, the Redis keys and the data folder. */
  teardown: () => Promise<void>;
}

export interface ClusterOptions {
  size: number;
  /** A PostgreSQL server where a throwaway database can be created (TEST_DATABASE_URL). */
  adminDatabaseUrl: string;
  redisUrl: string;
}

const everyChild = new Set<ChildProcess>();
// A test run that dies leaves no server behind.
process.once('exit', () => {
  for (const child of everyChild) child.kill('SIGKILL');
});

/**
 * Starts `size` real server processes (`apps/server/dist/server.js`) on free loopback ports, on one
 * fresh PostgreSQL database, one Redis under a fresh key prefix, one shared DATA_DIR and JWT_SECRET:
 * the deployment the scale-out issue describes, in miniature.
 */
export async function startCluster({ size, adminDatabaseUrl, redisUrl }: ClusterOptions): Promise<Cluster> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const children: (ChildProcess | undefined)[] = [];
  const logLines: string[][] = [];
  const teardown = async () => {
    await Promise.all(children.map((child) => child && exited(child, 'SIGKILL')));
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-cluster-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = await createDatabase(adminDatabaseUrl, cleanups);
    const redisKeyPrefix = freshRedisPrefix();
    cleanups.push(async () => dropTestRedis(await connectTestRedis(redisUrl, redisKeyPrefix)));
    const env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Every test user registers from 127.0.0.1, and the limit is shared by the processes.
      AUTH_RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'production',
    };
    const ports = await Promise.all(Array.from({ length: size }, freePort));
    const nodes = ports.map((port, index): ClusterNode => ({
      name: `process ${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      running: () => isRunning(children[index]),
    }));
    const start = async (index: number) => {
      const node = nodes[index] as ClusterNode;
      const lines = (logLines[index] ??= []);
      const child = spawn(process.execPath, [serverScript], {
        cwd: repositoryRoot,
        env: { ...env, PORT: String(node.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      everyChild.add(child);
      child.once('exit', () => everyChild.delete(child));
      children[index] = child;
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          lines.push(...chunk.trimEnd().split('\n'));
          lines.splice(0, Math.max(0, lines.length - KEPT_LOG_LINES));
        });
      }
      await waitUntilHealthy(node, child, lines);
    };

    const unlock = await holdBuildLock();
    try {
      buildIfStale();
      // The first one alone applies the migrations to the empty database; the others find them done.
      await start(0);
      await Promise.all(nodes.slice(1).map((_, index) => start(index + 1)));
    } finally {
      unlock();
    }

    const ended = (index: number, signal: NodeJS.Signals) => {
      const child = children[index];
      if (!child) throw new Error(`no ${nodes[index]?.name ?? `process ${index + 1}`} in this cluster`);
      return exited(child, signal);
    };
    return {
      nodes,
      stop: (index) => ended(index, 'SIGTERM'),
      kill: (index) => ended(index, 'SIGKILL'),
      async restart(index) {
        if (isRunning(children[index])) throw new Error(`${nodes[index]?.name} is still running`);
        await start(index);
      },
      logs: () =>
        nodes
          .map((node, index) => `--- ${node.name} (port ${node.port}) ---\n${(logLines[index] ?? []).join('\n')}`)
          .join('\n'),
      teardown,
    };
  } catch (error) {
    const logs = logLines.map((lines, index) => `--- process ${index + 1} ---\n${lines.join('\n')}`).join('\n');
    await teardown();
    if (logs) console.error(logs);
    throw error;
  }
}

/**
 * For a suite: a cluster of `size` processes started before its tests and torn down after them (a
 * failed test shows the processes' logs). Runs only when both TEST_DATABASE_URL and TEST_REDIS_URL
 * are set; otherwise the suite is skipped under a title that says what is missing.
 */
export function describeWithCluster(name: string, size: number, fn: (cluster: () => Cluster) => void): void {
  const adminDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!adminDatabaseUrl) {
    console.warn(`[server tests] ${POSTGRES_SKIPPED_TITLE}: the cluster suite "${name}" was skipped.`);
    describe.skip(`${name} — ${POSTGRES_SKIPPED_TITLE}`, () => fn(() => notStarted()));
    return;
  }
  describeWithRedis(name, (redisUrl) => {
    let current: Cluster | undefined;
    beforeAll(async () => {
      current = await startCluster({ size, adminDatabaseUrl, redisUrl });
    }, 120_000);
    beforeEach(({ onTestFailed }) => {
      onTestFailed(() => console.error(`Server logs:\n${current?.logs() ?? '(no cluster)'}`));
    });
    afterAll(async () => {
      await current?.teardown();
      current = undefined;
    }, 60_000);
    fn(() => current ?? notStarted());
  });
}

const notStarted = (): never => {
  throw new Error('the cluster is not started (use it inside hooks or tests)');
};

const isRunning = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/** Sends `signal` unless the process is gone already, and resolves once it has exited. */
async function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (!isRunning(child)) return;
  const exit = once(child, 'exit');
  child.kill(signal);
  await exit;
}

async function waitUntilHealthy(node: ClusterNode, child: ChildProcess, lines: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`${node.name} exited while starting:\n${lines.join('\n')}`);
    try {
      const response = await fetch(`${node.url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${node.name} did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`);
}

/** A port that was free on 127.0.0.1 a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A brand-new database beside `adminUrl`'s; its removal (connections and all) joins `cleanups`. */
async function createDatabase(adminUrl: string, cleanups: (() => Promise<void> | void)[]): Promise<string> {
  // Only [0-9a-f_] in the name, so quoting it is enough to make it safe in SQL.
  const name = `teamhub_cluster_${randomBytes(8).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Holds the build lock (through `flock`, where it exists) until the answer is called: nobody rebuilds
 * the server between the check below and the processes having loaded it.
 */
async function holdBuildLock(): Promise<() => void> {
  const holder = spawn('flock', [BUILD_LOCK, '-c', 'echo held && exec cat'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const held = await new Promise<boolean>((resolve) => {
    holder.once('error', () => resolve(false));
    holder.stdout.once('data', () => resolve(true));
    holder.once('exit', () => resolve(false));
  });
  return () => {
    if (held) holder.stdin.end();
  };
}

/** Builds contracts and server when their sources are newer than their output (scripts/build-state.mjs). */
function buildIfStale(): void {
  const script = `
    import { spawnSync } from 'node:child_process';
    import { staleWorkspaces } from './scripts/build-state.mjs';
    for (const { name } of staleWorkspaces().filter(({ name }) => name !== 'apps/web')) {
      const built = spawnSync('npm', ['run', 'build', '--silent', '-w', name], { stdio: 'inherit' });
      if (built.status !== 0) process.exit(1);
    }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building contracts and server for the cluster tests failed');
}
