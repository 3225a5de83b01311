import {
  SOCKET_NAMESPACES,
  type MemberRef,
  type RoomChatMessage,
  type RoomMember,
  type SocketErrorPayload,
} from '@teamhub/contracts';
import type { Redis } from 'ioredis';
import { afterEach, expect, it, vi } from 'vitest';
import { NODES_KEY } from '../src/cluster/cluster-nodes.js';
import { SOCKET_EVENT_RULES } from '../src/realtime/event-rate-limiter.js';
import { eventCounterKey } from '../src/realtime/redis-event-rate-limiter.js';
import { callApi, en, expectFailure } from './helpers/api.js';
import { collect, nextEvent, openDirect, registerUsers, socketPool } from './helpers/chat.js';
import { ask, createRoom, joinWithView } from './helpers/movie-room.js';
import { createTestApp, postJson, registerUser, type TestApp, type TestAppOptions } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { connectTestRedis, describeWithRedis, dropTestRedis, freshRedisPrefix } from './helpers/test-redis.js';

/**
 * Several apps in this test process, on one database and one Redis prefix, each its own "server
 * process" (own socket.io, own Redis connection, own cluster node). What crosses processes must go
 * through Redis here, as between real processes; cluster.test.ts does the same with real processes.
 */
describeWithRedis('scale-out: apps sharing one database and one Redis', (redisUrl) => {
  describeEachDatabase('cluster of apps', ({ database }) => {
    const opened: Array<{ built: TestApp; redis: Redis }> = [];

    /** `count` apps on a fresh shared prefix, listening on loopback. Heartbeats are left to the test. */
    async function cluster(count: number, options: TestAppOptions = {}) {
      const prefix = freshRedisPrefix();
      const apps: TestApp[] = [];
      for (let index = 0; index < count; index += 1) {
        const redis = await connectTestRedis(redisUrl, prefix);
        const built = await createTestApp(database(), {
          ...options,
          redis,
          clusterTiming: { heartbeatMs: 600_000, timeoutMs: 20_000 },
        });
        await built.app.listen({ port: 0, host: '127.0.0.1' });
        opened.push({ built, redis });
        apps.push(built);
      }
      return apps;
    }

    /** Makes `victim` look dead to the others (it stopped beating long ago), and lets `survivor` claim it. */
    async function crash(victim: TestApp, survivor: TestApp, redis: Redis) {
      await redis.zadd(NODES_KEY, 0, victim.realtime.cluster!.nodeId);
      await survivor.realtime.cluster!.beatNow();
    }

    const pools: Array<ReturnType<typeof socketPool>> = [];
    const poolOf = (built: TestApp) => {
      const pool = socketPool(() => built);
      pools.push(pool);
      return pool;
    };

    afterEach(async () => {
      for (const pool of pools.splice(0)) pool.disconnectAll();
      const all = opened.splice(0);
      for (const { built } of all) await built.app.close();
      const [first, ...rest] = all.map(({ redis }) => redis);
      for (const redis of rest) redis.disconnect();
      if (first) await dropTestRedis(first);
    });

    it('counts sign-in attempts across processes', async () => {
      // Sign-in allows three times the limit a minute: 3 here.
      const [one, two] = await cluster(2, { authRateLimitMax: 1 });
      const attempt = (built: TestApp) =>
        postJson(built.app, '/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password-1' });
      expect((await attempt(one!)).statusCode).toBe(401);
      expect((await attempt(two!)).statusCode).toBe(401);
      expect((await attempt(one!)).statusCode).toBe(401);
      const refused = await attempt(two!);
      expect(refused.statusCode).toBe(429);
    });

    it('ends a session on every process at once: its token and its socket held by another process', async () => {
      const [one, two] = await cluster(2);
      const user = await registerUser(one!.app);
      const login = await postJson(two!.app, '/api/auth/login', { email: user.user.email, password: user.password });
      const laptop = { ...user, token: login.json<{ data: { token: string } }>().data.token };
      // Process two has confirmed the laptop's session (and would remember it for a minute).
      const feed = () => callApi(two!.app, 'GET', '/api/posts', laptop.token);
      expect((await feed()).statusCode).toBe(200);
      const socket = await poolOf(two!).connect(laptop, SOCKET_NAMESPACES.notifications);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      // Signed out of every other device through process one.
      expect((await callApi(one!.app, 'DELETE', '/api/auth/sessions', user.token)).statusCode).toBe(200);
      expect(await disconnected).toBe('io server disconnect');
      await vi.waitFor(async () => expectFailure(await feed(), 401, en('workspace.sessionEnded')), { timeout: 5_000 });
      expect((await callApi(two!.app, 'GET', '/api/posts', user.token)).statusCode).toBe(200);
    });

    it("counts a user's socket events across processes", async () => {
      // Events no handler answers, so every 'error' is the guard's.
      const [one, two] = await cluster(2, {
        socketEventRules: { ...SOCKET_EVENT_RULES, other: { limit: 2, windowMs: 60_000 } },
      });
      const alice = await registerUser(one!.app);
      const first = (await poolOf(one!).open(alice, SOCKET_NAMESPACES.chat, { language: 'en' })).socket;
      const second = (await poolOf(two!).open(alice, SOCKET_NAMESPACES.chat, { language: 'en' })).socket;
      const refusals = collect<SocketErrorPayload>(first, 'error');
      const refused = nextEvent<SocketErrorPayload>(second, 'error');
      first.emit('no-such-event');
      first.emit('no-such-event');
      // Both counted (in Redis) before the other process's socket sends its first.
      await vi.waitFor(async () =>
        expect(await opened[0]!.redis.get(eventCounterKey('other', alice.user.id))).toBe('2'),
      );
      second.emit('no-such-event');
      expect(await refused).toEqual({ message: en('socket.tooManyEvents') });
      expect(refusals).toEqual([]);
    });

    it('shares presence: a contact on another process is online, and offline once that process dies', async () => {
      const [one, two] = await cluster(2);
      const [alice, bob] = await registerUsers(one!.app, 2);
      await openDirect(one!.app, alice, bob);
      await poolOf(one!).open(alice);
      const { socket: bobSocket, welcome } = await poolOf(two!).open(bob);
      expect(welcome.onlineUserIds?.sort()).toEqual([alice.user.id, bob.user.id].sort());
      const online = await two!.realtime.presence.onlineUserIds();
      expect(online.sort()).toEqual([alice.user.id, bob.user.id].sort());

      const offline = nextEvent<{ userId: string }>(bobSocket, 'user-offline');
      await crash(one!, two!, opened[1]!.redis);
      expect(await offline).toEqual({ userId: alice.user.id });
      expect(await two!.realtime.presence.isOnline(alice.user.id)).toBe(false);
    });

    it('shares movie rooms: members, chat and a dead process leaving', async () => {
      const [one, two] = await cluster(2);
      const [host, guest] = await registerUsers(one!.app, 2);
      const room = await createRoom(one!.app, host);
      const hostSocket = (await poolOf(one!).open(host, SOCKET_NAMESPACES.movieRoom, { language: 'en' })).socket;
      await joinWithView(hostSocket, room.roomId);
      const joined = nextEvent<RoomMember>(hostSocket, 'user-joined');
      const guestSocket = (await poolOf(two!).open(guest, SOCKET_NAMESPACES.movieRoom, { language: 'en' })).socket;
      const guestView = await joinWithView(guestSocket, room.roomId);
      expect(guestView.members.map((member) => member.userId)).toEqual([host.user.id, guest.user.id]);
      expect((await joined).userId).toBe(guest.user.id);

      const message = nextEvent<RoomChatMessage>(guestSocket, 'chat-message');
      expect(await ask(hostSocket, 'chat-message', { roomId: room.roomId, message: 'Popcorn ready' })).toMatchObject({
        success: true,
      });
      expect((await message).message).toBe('Popcorn ready');

      const left = nextEvent<MemberRef>(hostSocket, 'user-left');
      await crash(two!, one!, opened[0]!.redis);
      expect(await left).toEqual({ socketId: guestSocket.id, userId: guest.user.id });
    });
  });
});
