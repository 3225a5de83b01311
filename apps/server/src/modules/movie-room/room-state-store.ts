import type { PlaybackState, RoomMember } from '@teamhub/contracts';

/**
 * The live state of movie rooms: who is in each room (one member per joined socket) and where its
 * movie is. Async and small on purpose: one process keeps it in memory today; a later issue backs
 * it with Redis so several server processes share it.
 */
export interface RoomStateStore {
  /** Adds (or replaces) the member with `member.socketId`. */
  addMember(roomId: string, member: RoomMember): Promise<void>;
  /** Removes the socket's member and answers it (undefined when it was not there). */
  removeMember(roomId: string, socketId: string): Promise<RoomMember | undefined>;
  member(roomId: string, socketId: string): Promise<RoomMember | undefined>;
  /** Changes a member's voice fields; answers the member after the change (undefined when not there). */
  updateMember(
    roomId: string,
    socketId: string,
    change: Partial<Pick<RoomMember, 'inVoiceChat' | 'isMuted'>>,
  ): Promise<RoomMember | undefined>;
  /** Everyone in the room, in the order they joined. */
  members(roomId: string): Promise<RoomMember[]>;
  /** True when the user has a socket in the room. */
  hasUser(roomId: string, userId: string): Promise<boolean>;
  playback(roomId: string): Promise<PlaybackState | undefined>;
  setPlayback(state: PlaybackState): Promise<void>;
}

/**
 * The one-process store. A room's members go when its last socket leaves; its playback state stays
 * (a few numbers per room used since the start), so a host who comes back finds the movie where it was.
 */
export function createMemoryRoomStateStore(): RoomStateStore {
  const rooms = new Map<string, Map<string, RoomMember>>();
  const playback = new Map<string, PlaybackState>();

  return {
    async addMember(roomId, member) {
      let members = rooms.get(roomId);
      if (!members) rooms.set(roomId, (members = new Map()));
      members.set(member.socketId, { ...member });
    },
    async removeMember(roomId, socketId) {
      const members = rooms.get(roomId);
      const member = members?.get(socketId);
      if (!members || !member) return undefined;
      members.delete(socketId);
      if (members.size === 0) rooms.delete(roomId);
      return member;
    },
    async member(roomId, socketId) {
      const member = rooms.get(roomId)?.get(socketId);
      return member && { ...member };
    },
    async updateMember(roomId, socketId, change) {
      const member = rooms.get(roomId)?.get(socketId);
      if (!member) return undefined;
      Object.assign(member, change);
      return { ...member };
    },
    async members(roomId) {
      return [...(rooms.get(roomId)?.values() ?? [])].map((member) => ({ ...member }));
    },
    async hasUser(roomId, userId) {
      for (const member of rooms.get(roomId)?.values() ?? []) if (member.userId === userId) return true;
      return false;
    },
    async playback(roomId) {
      const state = playback.get(roomId);
      return state && { ...state };
    },
    async setPlayback(state) {
      playback.set(state.roomId, { ...state });
    },
  };
}
