import type { PlaybackState, RoomMember } from '@teamhub/contracts';
import type { Redis } from 'ioredis';
import { defineScript } from '../../cluster/redis-script.js';
import type { RoomStateStore } from './room-state-store.js';

/**
 * How long a room's member keys live after their last change. Members normally leave by their
 * socket's disconnect, or by removeMembersOfNode when their process dies; this only bounds what is
 * left when no process is there to clean up (the whole cluster stopped at once). Long, so a room
 * nobody joins or leaves for days keeps its members.
 */
const MEMBERS_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Playback outlives its members (a host who comes back finds the movie where it was); rooms are rows too. */
const PLAYBACK_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * A room's members: `members` (socketId → member JSON), `order` (socketId scored by a join number,
 * for the joining order) and `users` (userId → how many of the room's sockets are theirs, so hasUser
 * parses nothing). Prefixed `room:` so no room id can meet the `node:` keys.
 */
const membersKey = (roomId: string) => `movie-room:room:${roomId}:members`;
const orderKey = (roomId: string) => `movie-room:room:${roomId}:order`;
const usersKey = (roomId: string) => `movie-room:room:${roomId}:users`;
const roomKeys = (roomId: string) => [membersKey(roomId), orderKey(roomId), usersKey(roomId)];
const playbackKey = (roomId: string) => `movie-room:room:${roomId}:playback`;
/** The (roomId, socketId) entries a process added, for cleaning up after it when it dies. */
const nodeKey = (nodeId: string) => `movie-room:node:${nodeId}`;
const nodeEntry = (roomId: string, socketId: string) => JSON.stringify([roomId, socketId]);

/** Lua shared by the scripts: one fewer socket of a user in the room's `users` hash. */
const LUA_USER_LEFT = `
  local function userLeft(usersKey, stored)
    local userId = cjson.decode(stored).userId
    if redis.call('HINCRBY', usersKey, userId, -1) <= 0 then redis.call('HDEL', usersKey, userId) end
  end`;

/** KEYS: members, order, users, node. ARGV: socketId, userId, member JSON, node entry, ttl. */
const ADD_MEMBER = `${LUA_USER_LEFT}
  local previous = redis.call('HGET', KEYS[1], ARGV[1])
  if previous then
    userLeft(KEYS[3], previous)
  else
    local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
    redis.call('ZADD', KEYS[2], (tonumber(last[2]) or 0) + 1, ARGV[1])
  end
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  redis.call('HINCRBY', KEYS[3], ARGV[2], 1)
  redis.call('SADD', KEYS[4], ARGV[4])
  for i = 1, 4 do redis.call('EXPIRE', KEYS[i], ARGV[5]) end`;

/**
 * KEYS: members, order, users, node (of the caller: a socket is removed by the process that added
 * it, or after that process died, when its set is gone already). ARGV: socketId, node entry, ttl.
 * Answers the member's JSON, or nil. Emptied hashes and sets vanish by themselves.
 */
const REMOVE_MEMBER = `${LUA_USER_LEFT}
  local stored = redis.call('HGET', KEYS[1], ARGV[1])
  if not stored then return false end
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
  userLeft(KEYS[3], stored)
  redis.call('SREM', KEYS[4], ARGV[2])
  for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
  return stored`;

/**
 * KEYS: members, order, users. ARGV: socketId, change JSON, ttl. Read, change and write in one
 * step, so two processes changing one member's fields at once both keep their change.
 */
const UPDATE_MEMBER = `
  local stored = redis.call('HGET', KEYS[1], ARGV[1])
  if not stored then return false end
  local member = cjson.decode(stored)
  for field, value in pairs(cjson.decode(ARGV[2])) do member[field] = value end
  local updated = cjson.encode(member)
  redis.call('HSET', KEYS[1], ARGV[1], updated)
  for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
  return updated`;

/** KEYS: node. Takes the node's whole set, so of several callers only one gets its entries. */
const CLAIM_NODE = `
  local entries = redis.call('SMEMBERS', KEYS[1])
  redis.call('DEL', KEYS[1])
  return entries`;

export interface RedisRoomStateStore extends RoomStateStore {
  /**
   * Removes the members a dead process added (it could not say goodbye) and answers them, for the
   * rooms to hear 'user-left'. Of several processes cleaning up after one node, one gets them.
   */
  removeMembersOfNode(nodeId: string): Promise<Array<{ roomId: string; member: RoomMember }>>;
}

/**
 * The store shared by several server processes through Redis. `nodeId` names this process: the
 * members it adds are recorded under it, so whoever outlives it can remove them.
 */
export function createRedisRoomStateStore(redis: Redis, options: { nodeId: string }): RedisRoomStateStore {
  const ownNodeKey = nodeKey(options.nodeId);
  const addScript = defineScript<null>(redis, 'movieRoomAddMember', ADD_MEMBER, 4);
  const removeScript = defineScript<string | null>(redis, 'movieRoomRemoveMember', REMOVE_MEMBER, 4);
  const updateScript = defineScript<string | null>(redis, 'movieRoomUpdateMember', UPDATE_MEMBER, 3);
  const claimScript = defineScript<string[]>(redis, 'movieRoomClaimNode', CLAIM_NODE, 1);

  const parsed = (stored: string | null | undefined): RoomMember | undefined =>
    stored ? (JSON.parse(stored) as RoomMember) : undefined;

  const remove = async (roomId: string, socketId: string) =>
    parsed(
      await removeScript(
        [...roomKeys(roomId), ownNodeKey],
        [socketId, nodeEntry(roomId, socketId), MEMBERS_TTL_SECONDS],
      ),
    );

  return {
    async addMember(roomId, member) {
      await addScript(
        [...roomKeys(roomId), ownNodeKey],
        [
          member.socketId,
          member.userId,
          JSON.stringify(member),
          nodeEntry(roomId, member.socketId),
          MEMBERS_TTL_SECONDS,
        ],
      );
    },
    removeMember: remove,
    async member(roomId, socketId) {
      return parsed(await redis.hget(membersKey(roomId), socketId));
    },
    async updateMember(roomId, socketId, change) {
      // Only the voice fields, whatever else the caller's object holds.
      const voiceFields = { inVoiceChat: change.inVoiceChat, isMuted: change.isMuted };
      return parsed(await updateScript(roomKeys(roomId), [socketId, JSON.stringify(voiceFields), MEMBERS_TTL_SECONDS]));
    },
    async members(roomId) {
      // One transaction: the order and the members as of one moment.
      const answers = await redis.multi().zrange(orderKey(roomId), '0', '-1').hgetall(membersKey(roomId)).exec();
      const [[orderError, order], [membersError, stored]] = answers as [
        [Error | null, string[]],
        [Error | null, Record<string, string>],
      ];
      if (orderError ?? membersError) throw orderError ?? membersError;
      return order.flatMap((socketId) => parsed(stored[socketId]) ?? []);
    },
    async hasUser(roomId, userId) {
      return (await redis.hexists(usersKey(roomId), userId)) === 1;
    },
    async playback(roomId) {
      const stored = await redis.get(playbackKey(roomId));
      return stored ? (JSON.parse(stored) as PlaybackState) : undefined;
    },
    async setPlayback(state) {
      await redis.set(playbackKey(state.roomId), JSON.stringify(state), 'EX', PLAYBACK_TTL_SECONDS);
    },
    async removeMembersOfNode(nodeId) {
      const entries = await claimScript([nodeKey(nodeId)], []);
      const removed = await Promise.all(
        entries.map(async (entry) => {
          const [roomId, socketId] = JSON.parse(entry) as [string, string];
          const member = await remove(roomId, socketId);
          return member && { roomId, member };
        }),
      );
      return removed.filter((item) => item !== undefined);
    },
  };
}
