import type { RoomMember } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryRoomStateStore } from './room-state-store.js';

const member = (socketId: string, userId = `user-${socketId}`): RoomMember => ({
  socketId,
  userId,
  username: userId,
  avatar: '',
  inVoiceChat: false,
  isMuted: false,
});

describe('createMemoryRoomStateStore', () => {
  it('keeps members per room by socket, in joining order, and forgets an emptied room', async () => {
    const store = createMemoryRoomStateStore();
    await store.addMember('a', member('s1', 'u1'));
    await store.addMember('a', member('s2', 'u1'));
    await store.addMember('b', member('s3'));
    expect((await store.members('a')).map((item) => item.socketId)).toEqual(['s1', 's2']);
    expect(await store.hasUser('a', 'u1')).toBe(true);
    expect(await store.hasUser('b', 'u1')).toBe(false);

    expect(await store.removeMember('a', 's1')).toEqual(member('s1', 'u1'));
    expect(await store.removeMember('a', 's1')).toBeUndefined();
    expect(await store.hasUser('a', 'u1')).toBe(true);
    await store.removeMember('a', 's2');
    expect(await store.members('a')).toEqual([]);
    expect(await store.hasUser('a', 'u1')).toBe(false);
  });

  it('changes voice fields of one member; answers copies the caller cannot change the store through', async () => {
    const store = createMemoryRoomStateStore();
    await store.addMember('a', member('s1'));
    expect(await store.updateMember('a', 's1', { inVoiceChat: true })).toMatchObject({ inVoiceChat: true });
    expect(await store.updateMember('a', 'nobody', { isMuted: true })).toBeUndefined();
    const copy = await store.member('a', 's1');
    if (copy) copy.isMuted = true;
    expect(await store.member('a', 's1')).toMatchObject({ inVoiceChat: true, isMuted: false });
  });

  it('keeps playback per room, also once the room is empty', async () => {
    const store = createMemoryRoomStateStore();
    expect(await store.playback('a')).toBeUndefined();
    const state = { roomId: 'a', playing: true, position: 3, rate: 1.5, updatedAt: 1 };
    await store.setPlayback(state);
    state.position = 99;
    expect(await store.playback('a')).toEqual({ ...state, position: 3 });
    await store.addMember('a', member('s1'));
    await store.removeMember('a', 's1');
    expect(await store.playback('a')).toMatchObject({ position: 3 });
  });
});
