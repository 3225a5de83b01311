import type { RoomMember } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisPerTest } from '../../../test/helpers/test-redis.js';
import { createRedisRoomStateStore } from './redis-room-state-store.js';
import { createMemoryRoomStateStore, type RoomStateStore } from './room-state-store.js';

const member = (socketId: string, userId = `user-${socketId}`): RoomMember => ({
  socketId,
  userId,
  username: userId,
  avatar: '',
  inVoiceChat: false,
  isMuted: false,
});

const socketIdsOf = (members: RoomMember[]) => members.map((item) => item.socketId);

/** What every store does, whichever keeps the state. */
function behavesAsARoomStateStore(makeStore: () => RoomStateStore) {
  it('keeps members per room by socket, in joining order, and forgets an emptied room', async () => {
    const store = makeStore();
    await store.addMember('a', member('s1', 'u1'));
    await store.addMember('a', member('s2', 'u1'));
    await store.addMember('b', member('s3'));
    expect(socketIdsOf(await store.members('a'))).toEqual(['s1', 's2']);
    expect(await store.hasUser('a', 'u1')).toBe(true);
    expect(await store.hasUser('b', 'u1')).toBe(false);

    expect(await store.removeMember('a', 's1')).toEqual(member('s1', 'u1'));
    expect(await store.removeMember('a', 's1')).toBeUndefined();
    expect(await store.hasUser('a', 'u1')).toBe(true);
    await store.removeMember('a', 's2');
    expect(await store.members('a')).toEqual([]);
    expect(await store.hasUser('a', 'u1')).toBe(false);
  });

  it('keeps the joining order past a leave, and a re-added socket in its place with its new fields', async () => {
    const store = makeStore();
    for (const socketId of ['s1', 's2', 's3']) await store.addMember('a', member(socketId));
    await store.removeMember('a', 's1');
    await store.addMember('a', member('s1'));
    await store.addMember('a', member('s2', 'u9'));
    expect(await store.members('a')).toEqual([member('s2', 'u9'), member('s3'), member('s1')]);
    expect(await store.hasUser('a', 'user-s2')).toBe(false);
    expect(await store.hasUser('a', 'u9')).toBe(true);
  });

  it('changes voice fields of one member; answers copies the caller cannot change the store through', async () => {
    const store = makeStore();
    await store.addMember('a', member('s1'));
    expect(await store.updateMember('a', 's1', { inVoiceChat: true })).toEqual({ ...member('s1'), inVoiceChat: true });
    expect(await store.updateMember('a', 'nobody', { isMuted: true })).toBeUndefined();
    expect(await store.updateMember('b', 's1', { isMuted: true })).toBeUndefined();
    const copy = await store.member('a', 's1');
    if (copy) copy.isMuted = true;
    expect(await store.member('a', 's1')).toEqual({ ...member('s1'), inVoiceChat: true, isMuted: false });
    expect(await store.member('a', 'nobody')).toBeUndefined();
  });

  it('keeps a name and avatar of any characters as they were', async () => {
    const store = makeStore();
    const unusual = { ...member('s1'), username: 'Đức "/\\ 😀', avatar: '/uploads/a b.png?x=1&y=[2]' };
    await store.addMember('a', unusual);
    await store.updateMember('a', 's1', { isMuted: true });
    expect(await store.members('a')).toEqual([{ ...unusual, isMuted: true }]);
  });

  it('keeps playback per room, also once the room is empty', async () => {
    const store = makeStore();
    expect(await store.playback('a')).toBeUndefined();
    const state = { roomId: 'a', playing: true, position: 3, rate: 1.5, updatedAt: 1 };
    await store.setPlayback(state);
    state.position = 99;
    expect(await store.playback('a')).toEqual({ ...state, position: 3 });
    await store.addMember('a', member('s1'));
    await store.removeMember('a', 's1');
    expect(await store.playback('a')).toMatchObject({ position: 3 });
    expect(await store.playback('b')).toBeUndefined();
  });
}

describe('createMemoryRoomStateStore', () => {
  behavesAsARoomStateStore(createMemoryRoomStateStore);
});

describeWithRedis('createRedisRoomStateStore', (redisUrl) => {
  const redis = redisPerTest(redisUrl);
  const { connect } = redis;

  describe('behaviour', () => {
    behavesAsARoomStateStore(() => createRedisRoomStateStore(redis.client(), { nodeId: 'node-a' }));
  });

  it('is shared by processes: each sees the members and playback the other wrote', async () => {
    const first = createRedisRoomStateStore(redis.client(), { nodeId: 'node-a' });
    const second = createRedisRoomStateStore(await connect(), { nodeId: 'node-b' });
    await first.addMember('a', member('s1', 'u1'));
    await second.addMember('a', member('s2', 'u2'));
    await second.setPlayback({ roomId: 'a', playing: false, position: 7, rate: 1, updatedAt: 5 });

    expect(socketIdsOf(await first.members('a'))).toEqual(['s1', 's2']);
    expect(await first.hasUser('a', 'u2')).toBe(true);
    expect(await first.playback('a')).toMatchObject({ position: 7 });
    expect(await second.removeMember('a', 's1')).toEqual(member('s1', 'u1'));
    expect(socketIdsOf(await first.members('a'))).toEqual(['s2']);
  });

  it('keeps both changes when two processes change one member at once', async () => {
    const first = createRedisRoomStateStore(redis.client(), { nodeId: 'node-a' });
    const second = createRedisRoomStateStore(await connect(), { nodeId: 'node-b' });
    await first.addMember('a', member('s1'));

    for (let round = 0; round < 20; round += 1) {
      const voice = round % 2 === 0;
      await Promise.all([
        first.updateMember('a', 's1', { inVoiceChat: voice }),
        second.updateMember('a', 's1', { isMuted: !voice }),
      ]);
      expect(await first.member('a', 's1')).toMatchObject({ inVoiceChat: voice, isMuted: !voice });
    }
  });

  it("removes a dead process's members once, to one of the processes asking, and leaves the others'", async () => {
    const dying = createRedisRoomStateStore(redis.client(), { nodeId: 'node-dead' });
    const survivor = createRedisRoomStateStore(await connect(), { nodeId: 'node-a' });
    const otherSurvivor = createRedisRoomStateStore(await connect(), { nodeId: 'node-b' });
    await dying.addMember('a', member('s1', 'u1'));
    await survivor.addMember('a', member('s2', 'u1'));
    await dying.addMember('b', member('s3', 'u3'));
    await dying.addMember('b', member('s4', 'u4'));
    await dying.removeMember('b', 's4');

    const answers = await Promise.all([
      survivor.removeMembersOfNode('node-dead'),
      otherSurvivor.removeMembersOfNode('node-dead'),
    ]);

    const removed = answers.flat().sort((x, y) => x.member.socketId.localeCompare(y.member.socketId));
    expect(removed).toEqual([
      { roomId: 'a', member: member('s1', 'u1') },
      { roomId: 'b', member: member('s3', 'u3') },
    ]);
    expect(answers.filter((answer) => answer.length > 0)).toHaveLength(1);
    expect(await survivor.members('a')).toEqual([member('s2', 'u1')]);
    expect(await survivor.hasUser('a', 'u1')).toBe(true);
    expect(await survivor.members('b')).toEqual([]);
    expect(await survivor.removeMembersOfNode('node-dead')).toEqual([]);
  });

  it('lets every key it writes expire, and deletes an emptied room', async () => {
    const client = redis.client();
    const prefix = redis.prefix();
    const store = createRedisRoomStateStore(client, { nodeId: 'node-a' });
    await store.addMember('a', member('s1'));
    await store.setPlayback({ roomId: 'a', playing: true, position: 1, rate: 1, updatedAt: 1 });
    const keysOf = async () => (await client.keys(`${prefix}*`)).map((key: string) => key.slice(prefix.length)).sort();

    const keys = await keysOf();
    expect(keys).toEqual([
      'movie-room:node:node-a',
      'movie-room:room:a:members',
      'movie-room:room:a:order',
      'movie-room:room:a:playback',
      'movie-room:room:a:users',
    ]);
    for (const key of keys) expect(await client.ttl(key)).toBeGreaterThan(24 * 60 * 60);

    await store.removeMember('a', 's1');
    expect(await keysOf()).toEqual(['movie-room:room:a:playback']);
  });
});
