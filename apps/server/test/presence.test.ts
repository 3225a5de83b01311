import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createClusterNodes, type ClusterNodes } from '../src/cluster/cluster-nodes.js';
import { createPresenceTracker, type PresenceTracker } from '../src/realtime/presence.js';
import { createRedisPresence } from '../src/realtime/redis-presence.js';
import { connectTestRedis, describeWithRedis, dropTestRedis, freshRedisPrefix } from './helpers/test-redis.js';

/** The behaviour every tracker has, one process or several. */
function trackerCases(make: () => Promise<PresenceTracker>) {
  it('is online from the first socket to the last', async () => {
    const presence = await make();
    expect(await presence.connected('a')).toBe(true);
    expect(await presence.connected('a')).toBe(false);
    expect(await presence.connected('b')).toBe(true);
    expect((await presence.onlineUserIds()).sort()).toEqual(['a', 'b']);
    expect(await presence.disconnected('a')).toBe(false);
    expect(await presence.isOnline('a')).toBe(true);
    expect(await presence.disconnected('a')).toBe(true);
    expect(await presence.isOnline('a')).toBe(false);
    expect(await presence.onlineUserIds()).toEqual(['b']);
    expect(await presence.onlineAmong(['c', 'b', 'a'])).toEqual(['b']);
  });

  it('orders arrivals, and forgets them on leaving', async () => {
    const presence = await make();
    await presence.connected('a');
    await presence.connected('b');
    await presence.connected('a');
    const first = await presence.onlineSince(['a', 'b', 'nobody']);
    expect([...first.keys()].sort()).toEqual(['a', 'b']);
    expect(first.get('a')).toBeLessThan(first.get('b')!);
    await presence.disconnected('a');
    await presence.disconnected('a');
    expect((await presence.onlineSince(['a'])).has('a')).toBe(false);
    await presence.connected('a');
    const again = await presence.onlineSince(['a', 'b']);
    expect(again.get('a')).toBeGreaterThan(again.get('b')!);
  });

  it('ignores a disconnect it never saw connect', async () => {
    const presence = await make();
    expect(await presence.disconnected('ghost')).toBe(false);
    expect(await presence.connected('ghost')).toBe(true);
  });

  it('keeps the order of calls made without waiting', async () => {
    const presence = await make();
    const answers = await Promise.all([
      presence.connected('a'),
      presence.disconnected('a'),
      presence.connected('a'),
      presence.connected('a'),
      presence.disconnected('a'),
    ]);
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await presence.isOnline('a')).toBe(true);
  });
}

describe('presence tracker (one process, in memory)', () => {
  trackerCases(async () => createPresenceTracker());
});

describeWithRedis('presence tracker (several processes, Redis)', (redisUrl) => {
  const clients: Redis[] = [];
  const nodesToStop: ClusterNodes[] = [];

  /** A "process": its own Redis connection and cluster node, on the shared prefix. */
  async function process(prefix: string, timing = { heartbeatMs: 60_000, timeoutMs: 60_000 }) {
    const redis = await connectTestRedis(redisUrl, prefix);
    clients.push(redis);
    const nodes = createClusterNodes({ redis, ...timing, logError: (error) => console.error(error) });
    await nodes.start();
    nodesToStop.push(nodes);
    return { redis, nodes, presence: createRedisPresence(redis, nodes) };
  }

  afterEach(async () => {
    for (const nodes of nodesToStop.splice(0)) await nodes.stop().catch(() => undefined);
    const [first, ...rest] = clients.splice(0);
    for (const client of rest) client.disconnect();
    if (first) await dropTestRedis(first);
  });

  trackerCases(async () => (await process(freshRedisPrefix())).presence.tracker);

  it('sees a user online through any process, and offline after their last socket anywhere', async () => {
    const prefix = freshRedisPrefix();
    const one = await process(prefix);
    const two = await process(prefix);
    expect(await one.presence.tracker.connected('a')).toBe(true);
    // A second socket on another process is not a new arrival.
    expect(await two.presence.tracker.connected('a')).toBe(false);
    expect(await two.presence.tracker.onlineUserIds()).toEqual(['a']);
    expect(await one.presence.tracker.disconnected('a')).toBe(false);
    expect(await one.presence.tracker.isOnline('a')).toBe(true);
    expect(await two.presence.tracker.disconnected('a')).toBe(true);
    expect(await one.presence.tracker.isOnline('a')).toBe(false);
  });

  it("counts one arrival when a user's first sockets reach two processes at once", async () => {
    const prefix = freshRedisPrefix();
    const one = await process(prefix);
    const two = await process(prefix);
    const arrivals = await Promise.all([one.presence.tracker.connected('a'), two.presence.tracker.connected('a')]);
    expect(arrivals.filter(Boolean)).toHaveLength(1);
  });

  it("takes a silent process's users offline, and answers them to exactly one survivor", async () => {
    const prefix = freshRedisPrefix();
    const fast = { heartbeatMs: 60_000, timeoutMs: 300 };
    const dying = await process(prefix, fast);
    const survivorA = await process(prefix, fast);
    const survivorB = await process(prefix, fast);
    await dying.presence.tracker.connected('a');
    await dying.presence.tracker.connected('b');
    await survivorA.presence.tracker.connected('b');
    const gone: string[][] = [];
    for (const survivor of [survivorA, survivorB]) {
      survivor.nodes.onNodeGone(async (deadId) => {
        gone.push(await survivor.presence.forgetNode(deadId));
      });
    }
    // The dying process stops beating (a crash): after the timeout its users no longer count.
    await survivorA.redis.zadd('cluster:nodes', 0, dying.nodes.nodeId);
    expect(await survivorA.presence.tracker.onlineAmong(['a', 'b'])).toEqual(['b']);
    await Promise.all([survivorA.nodes.beatNow(), survivorB.nodes.beatNow()]);
    // Only 'a' was on the dead process alone; one survivor claimed it.
    expect(gone).toEqual([['a']]);
    expect((await survivorB.presence.tracker.onlineSince(['a', 'b'])).has('a')).toBe(false);
  });

  it('puts a process back when it was taken for dead during a pause', async () => {
    const prefix = freshRedisPrefix();
    const paused = await process(prefix);
    const other = await process(prefix);
    await paused.presence.tracker.connected('a');
    other.nodes.onNodeGone(async (deadId) => void (await other.presence.forgetNode(deadId)));
    let back: string[] = [];
    paused.nodes.onRejoined(async () => {
      back = await paused.presence.restore();
    });
    await other.redis.zrem('cluster:nodes', paused.nodes.nodeId);
    await other.presence.forgetNode(paused.nodes.nodeId);
    expect(await other.presence.tracker.isOnline('a')).toBe(false);
    await paused.nodes.beatNow();
    expect(back).toEqual(['a']);
    expect(await other.presence.tracker.isOnline('a')).toBe(true);
    // Its counts are whole again: the last socket's departure is an offline.
    expect(await paused.presence.tracker.disconnected('a')).toBe(true);
  });
});
