import { randomUUID } from 'node:crypto';
import type { FollowResult, PublicUser } from '@teamhub/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../src/db/schema/index.js';
import { createFollowsRepository, type FollowPair } from '../src/modules/profile/follows.repository.js';
import { createProfileEvents, type FollowCreatedListener } from '../src/modules/profile/profile-events.js';
import { followUser, type ProfileServiceDeps } from '../src/modules/profile/profile.service.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import { callApi, en, expectData, expectFailure, ownProfile } from './helpers/api.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('follow API', ({ database }) => {
  let app: FastifyInstance;

  const followUrl = (userId: string) => `/api/profile/user/${userId}/follow`;
  const follow = (caller: RegisteredUser, userId: string) => callApi(app, 'POST', followUrl(userId), caller.token);
  const unfollow = (caller: RegisteredUser, userId: string) => callApi(app, 'DELETE', followUrl(userId), caller.token);
  const counts = async (user: RegisteredUser) => {
    const { followersCount, followingCount } = await ownProfile(app, user.token);
    return { followersCount, followingCount };
  };
  const isFollowing = async (caller: RegisteredUser, target: RegisteredUser) =>
    expectData<{ user: PublicUser }>(await callApi(app, 'GET', `/api/profile/user/${target.user.id}`, caller.token))
      .user.isFollowing;

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['POST', 'DELETE'] as const)('answers 401 to %s without a token', async (method) => {
    expectFailure(await callApi(app, method, followUrl(randomUUID()), undefined), 401, en('auth.required'));
  });

  it('follows and unfollows, keeping both counts and isFollowing right', async () => {
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    expect(await isFollowing(alice, bob)).toBe(false);

    expect(expectData<FollowResult>(await follow(alice, bob.user.id))).toEqual({ following: true, followersCount: 1 });
    expect(await isFollowing(alice, bob)).toBe(true);
    expect(await isFollowing(bob, alice)).toBe(false);
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 1 });
    expect(await counts(bob)).toEqual({ followersCount: 1, followingCount: 0 });

    expect(expectData<FollowResult>(await unfollow(alice, bob.user.id))).toEqual({
      following: false,
      followersCount: 0,
    });
    expect(await isFollowing(alice, bob)).toBe(false);
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 0 });
    expect(await counts(bob)).toEqual({ followersCount: 0, followingCount: 0 });
  });

  it('counts a repeated follow once and a repeated unfollow not at all', async () => {
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    for (let round = 0; round < 3; round += 1) {
      expect(expectData<FollowResult>(await follow(alice, bob.user.id))).toEqual({
        following: true,
        followersCount: 1,
      });
    }
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 1 });
    expect(await counts(bob)).toEqual({ followersCount: 1, followingCount: 0 });
    for (let round = 0; round < 3; round += 1) {
      expect(expectData<FollowResult>(await unfollow(alice, bob.user.id))).toEqual({
        following: false,
        followersCount: 0,
      });
    }
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 0 });
    expect(await counts(bob)).toEqual({ followersCount: 0, followingCount: 0 });
  });

  it('counts two simultaneous follows once, and two simultaneous unfollows once', async () => {
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    const followed = await Promise.all([follow(alice, bob.user.id), follow(alice, bob.user.id)]);
    for (const response of followed) {
      expect(expectData<FollowResult>(response)).toEqual({ following: true, followersCount: 1 });
    }
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 1 });
    expect(await counts(bob)).toEqual({ followersCount: 1, followingCount: 0 });

    const unfollowed = await Promise.all([unfollow(alice, bob.user.id), unfollow(alice, bob.user.id)]);
    for (const response of unfollowed) {
      expect(expectData<FollowResult>(response)).toEqual({ following: false, followersCount: 0 });
    }
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 0 });
    expect(await counts(bob)).toEqual({ followersCount: 0, followingCount: 0 });
  });

  it('handles two users following each other at the same moment (no deadlock)', async () => {
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    for (let round = 0; round < 5; round += 1) {
      const [ab, ba] = await Promise.all([follow(alice, bob.user.id), follow(bob, alice.user.id)]);
      expect(expectData<FollowResult>(ab).following).toBe(true);
      expect(expectData<FollowResult>(ba).following).toBe(true);
      await Promise.all([unfollow(alice, bob.user.id), unfollow(bob, alice.user.id)]);
    }
    await Promise.all([follow(alice, bob.user.id), follow(bob, alice.user.id)]);
    expect(await counts(alice)).toEqual({ followersCount: 1, followingCount: 1 });
    expect(await counts(bob)).toEqual({ followersCount: 1, followingCount: 1 });
  });

  it('counts many followers arriving at once', async () => {
    const star = await registerUser(app);
    const fans = await Promise.all(Array.from({ length: 6 }, () => registerUser(app)));
    await Promise.all(fans.map((fan) => follow(fan, star.user.id)));
    expect(await counts(star)).toEqual({ followersCount: 6, followingCount: 0 });
    for (const fan of fans) expect(await counts(fan)).toEqual({ followersCount: 0, followingCount: 1 });
  });

  it.each(['POST', 'DELETE'] as const)('answers 400 to %s on oneself', async (method) => {
    const alice = await registerUser(app);
    const response = await callApi(app, method, followUrl(alice.user.id), alice.token);
    expectFailure(response, 400, en('profile.cannotFollowSelf'));
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 0 });
  });

  it.each([
    ['POST', 'an unknown user', randomUUID()],
    ['POST', 'a malformed id', 'not-a-uuid'],
    ['DELETE', 'an unknown user', randomUUID()],
    ['DELETE', 'a malformed id', '42'],
  ] as const)('answers 404 to %s on %s', async (method, _label, id) => {
    const alice = await registerUser(app);
    expectFailure(await callApi(app, method, followUrl(id), alice.token), 404, en('profile.userNotFound'));
    expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 0 });
  });

  describe('the follow-created listener (where the follow notification goes)', () => {
    /** The follow service as the profile module builds it, with `listener` told of new follows. */
    const followDeps = (listener: FollowCreatedListener, logError: (error: unknown) => void = () => undefined) => {
      const { db } = database();
      return {
        db,
        users: createUsersRepository(db),
        follows: createFollowsRepository(db),
        events: createProfileEvents({ onFollowCreated: listener }),
        logError,
      } satisfies Pick<ProfileServiceDeps, 'db' | 'users' | 'follows' | 'events' | 'logError'>;
    };

    it('runs once, after the commit, only for a new follow', async () => {
      const [alice, bob] = [await registerUser(app), await registerUser(app)];
      const pair: FollowPair = { followerId: alice.user.id, followingId: bob.user.id };
      const seen: FollowPair[] = [];
      const listener: FollowCreatedListener = async (created) => {
        // The new row is committed, visible to any connection.
        const rows = await database()
          .db.select()
          .from(follows)
          .where(and(eq(follows.followerId, created.followerId), eq(follows.followingId, created.followingId)));
        expect(rows).toHaveLength(1);
        seen.push(created);
      };
      await followUser(followDeps(listener), alice.user.id, bob.user.id);
      await followUser(followDeps(listener), alice.user.id, bob.user.id);
      expect(seen).toEqual([pair]);
    });

    it('keeps the follow and its counts when the listener fails (the failure is logged)', async () => {
      const [alice, bob] = [await registerUser(app), await registerUser(app)];
      const pair: FollowPair = { followerId: alice.user.id, followingId: bob.user.id };
      const logged: unknown[] = [];
      const failing = followDeps(
        async () => {
          throw new Error('notification failed');
        },
        (error) => logged.push(error),
      );
      expect(await followUser(failing, alice.user.id, bob.user.id)).toEqual({ following: true, followersCount: 1 });
      expect(logged).toEqual([new Error('notification failed')]);
      expect(await createFollowsRepository(database().db).isFollowing(pair)).toBe(true);
      expect(await counts(alice)).toEqual({ followersCount: 0, followingCount: 1 });
      expect(await counts(bob)).toEqual({ followersCount: 1, followingCount: 0 });
    });
  });
});
