// bench/chat.mjs --nodes: several real server processes on one PostgreSQL and one Redis, as the
// scale-out deployment runs them, and the Redis keys they leave behind removed afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, serverScript, startNode, stop, waitUntilUp } from './run.mjs';

/** A key prefix no other run uses: the processes of one measured server share it, and nothing else. */
export const freshRedisPrefix = () => `teamhub-bench:${randomBytes(6).toString('hex')}:`;

const reason = (error) => (error instanceof Error ? error.message : String(error));

/** Answers the Redis server's version, or throws a message naming what could not be reached. */
export async function checkRedis(url) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  // The connection's own error (ECONNREFUSED…) says more than the rejected connect ("Connection is closed").
  let connectionError;
  client.on('error', (error) => {
    connectionError ??= error;
  });
  try {
    await client.connect();
    const info = await client.info('server');
    return /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown version';
  } catch (error) {
    throw new Error(`Redis at ${url} could not be reached: ${reason(connectionError ?? error)}`, { cause: error });
  } finally {
    client.disconnect();
  }
}

/** Throws a message naming the PostgreSQL server that could not be reached. */
export async function checkPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${url} could not be reached: ${reason(error)}`, { cause: error });
  } finally {
    await client.end().catch(() => {});
  }
}

/** Deletes every key that starts with `prefix` (the streams, sessions, presence and limits of one run). */
export async function dropRedisKeys(url, prefix) {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * Starts `count` server processes with `env` on free loopback ports and waits until each answers.
 * The first starts alone: it applies any migration the others would race it for.
 */
export async function startServers(count, env, nodeArgs = []) {
  const servers = [];
  const startOne = async () => {
    const port = await freePort();
    const server = { child: startNode(serverScript, [], { ...env, PORT: String(port), HOST: '127.0.0.1' }, nodeArgs) };
    server.url = `http://127.0.0.1:${port}`;
    servers.push(server);
    await waitUntilUp(`${server.url}/api/health`);
  };
  const stopAll = () => Promise.all(servers.map((server) => stop(server.child)));
  try {
    await startOne();
    await Promise.all(Array.from({ length: count - 1 }, startOne));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { urls: servers.map((server) => server.url), pids: servers.map((server) => server.child.pid), stopAll };
}
