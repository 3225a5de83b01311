import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createIntervalRunner } from '../lib/interval-runner.js';
import { defineScript } from './redis-script.js';

/** How often a process says it is alive. */
export const HEARTBEAT_MS = 5_000;
/**
 * A process silent this long is gone (a crash, a kill, a machine lost): its sockets' users go offline,
 * its movie room members leave. Several heartbeats, so a busy event loop is not taken for a death.
 */
export const NODE_TIMEOUT_MS = 20_000;

/** The sorted set of live processes: node id → its last heartbeat, in Redis's clock (ms). */
export const NODES_KEY = 'cluster:nodes';

export interface ClusterNodesOptions {
  redis: Redis;
  heartbeatMs?: number;
  timeoutMs?: number;
  logError: (error: unknown, message: string) => void;
}

/**
 * The server processes sharing one Redis. Each has a random node id and beats every HEARTBEAT_MS; on
 * each beat it also claims the processes that stopped beating (one claimant each: ZREM answers 1 to one
 * caller only) and tells its listeners, which clean up what the dead process left in Redis. A process
 * that was itself taken for dead (a long pause) finds out at its next beat and tells its `rejoined`
 * listeners, which put its state back. Times come from Redis's clock, so machines' clocks may differ.
 */
export function createClusterNodes(options: ClusterNodesOptions) {
  const { redis } = options;
  const nodeId = randomBytes(8).toString('hex');
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const timeoutMs = options.timeoutMs ?? NODE_TIMEOUT_MS;
  const goneListeners: Array<(deadNodeId: string) => Promise<void>> = [];
  const rejoinedListeners: Array<() => Promise<void>> = [];
  let joined = false;

  // Answers 1 when the node was not in the set (a first beat, or after being claimed as dead).
  const beat = defineScript<number>(
    redis,
    'clusterHeartbeat',
    `local time = redis.call('TIME')
     local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
     return redis.call('ZADD', KEYS[1], now, ARGV[1])`,
    1,
  );
  // Removes and answers the nodes silent for longer than the timeout; each is answered to one caller.
  const claimDead = defineScript<string[]>(
    redis,
    'clusterClaimDead',
    `local time = redis.call('TIME')
     local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
     local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. (now - tonumber(ARGV[1])))
     local claimed = {}
     for _, id in ipairs(dead) do
       if redis.call('ZREM', KEYS[1], id) == 1 then table.insert(claimed, id) end
     end
     return claimed`,
    1,
  );

  async function heartbeat() {
    const added = await beat([NODES_KEY], [nodeId]);
    if (added === 1 && joined) {
      for (const listener of rejoinedListeners) await listener();
    }
    joined = true;
    for (const deadNodeId of await claimDead([NODES_KEY], [timeoutMs])) {
      for (const listener of goneListeners) await listener(deadNodeId);
    }
  }

  const beats = createIntervalRunner(heartbeat, heartbeatMs, (error) =>
    options.logError(error, 'cluster heartbeat failed'),
  );

  return {
    nodeId,
    /** Ids of the processes alive now, per the timeout (this one included once it has beaten). */
    async liveNodeIds(): Promise<string[]> {
      const [seconds = 0, micros = 0] = await redis.time();
      const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      return redis.zrangebyscore(NODES_KEY, now - timeoutMs, '+inf');
    },
    /** `listener` cleans up after a dead process; it runs in one surviving process per death. */
    onNodeGone(listener: (deadNodeId: string) => Promise<void>) {
      goneListeners.push(listener);
    },
    /** `listener` restores this process's state after it was taken for dead and cleaned up. */
    onRejoined(listener: () => Promise<void>) {
      rejoinedListeners.push(listener);
    },
    /** Beats now (so this process counts as alive before it takes connections), then every heartbeatMs. */
    async start() {
      await heartbeat();
      beats.start();
    },
    /** Stops beating and leaves the set: a clean stop is not a death. */
    async stop() {
      await beats.stop();
      await redis.zrem(NODES_KEY, nodeId);
    },
    /** Runs one beat now (tests: claim the dead without waiting for the timer). */
    beatNow: () => heartbeat(),
    timeoutMs,
  };
}

export type ClusterNodes = ReturnType<typeof createClusterNodes>;
