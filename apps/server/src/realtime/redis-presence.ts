import type { Redis } from 'ioredis';
import type { ClusterNodes } from '../cluster/cluster-nodes.js';
import { NODES_KEY } from '../cluster/cluster-nodes.js';
import { keyPrefixOf } from '../cluster/redis.js';
import { defineScript } from '../cluster/redis-script.js';
import type { PresenceTracker } from './presence.js';

const SINCE_KEY = 'presence:since';
const ARRIVALS_KEY = 'presence:arrivals';
const nodeKey = (nodeId: string) => `presence:node:${nodeId}`;

/**
 * Shared by the scripts: the live processes (beaten within the timeout, by Redis's clock) and whether
 * a user has a socket on one of them other than `self`. Each process counts its own sockets in its own
 * hash (`presence:node:<id>`, user → sockets), so a dead process's users stop counting the moment it
 * is taken for dead, before anyone cleans its hash up. Keys built here carry the prefix given in ARGV.
 */
const LUA_HELPERS = `
local function liveNodes(nodesKey, timeoutMs)
  local time = redis.call('TIME')
  local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  return redis.call('ZRANGEBYSCORE', nodesKey, now - timeoutMs, '+inf')
end
local function onlineElsewhere(nodes, prefix, selfId, userId)
  for _, id in ipairs(nodes) do
    if id ~= selfId and redis.call('HEXISTS', prefix .. 'presence:node:' .. id, userId) == 1 then return true end
  end
  return false
end
`;

/**
 * Presence across server processes (REDIS_URL). A user's arrival and departure are decided inside one
 * script each, so two processes seeing the same user's first sockets at once cannot both say "came
 * online". A crashed process's users go offline when it is taken for dead (cluster-nodes.ts): their
 * own process's hash no longer counts, and the process that claims the dead one announces them.
 */
export function createRedisPresence(redis: Redis, nodes: ClusterNodes) {
  const prefix = keyPrefixOf(redis);
  const self = nodes.nodeId;
  const timeout = nodes.timeoutMs;
  // This process's own counts, to put back if it is ever taken for dead and cleaned up.
  const local = new Map<string, number>();

  const connect = defineScript<number>(
    redis,
    'presenceConnect',
    `${LUA_HELPERS}
     local count = redis.call('HINCRBY', KEYS[2], ARGV[3], 1)
     if count > 1 then return 0 end
     if onlineElsewhere(liveNodes(KEYS[1], tonumber(ARGV[4])), ARGV[1], ARGV[2], ARGV[3]) then return 0 end
     local arrival = redis.call('INCR', KEYS[4])
     redis.call('HSET', KEYS[3], ARGV[3], arrival)
     return arrival`,
    4,
  );
  const disconnect = defineScript<number>(
    redis,
    'presenceDisconnect',
    `${LUA_HELPERS}
     local count = redis.call('HINCRBY', KEYS[2], ARGV[3], -1)
     if count > 0 then return 0 end
     redis.call('HDEL', KEYS[2], ARGV[3])
     if count < 0 then return 0 end
     if onlineElsewhere(liveNodes(KEYS[1], tonumber(ARGV[4])), ARGV[1], ARGV[2], ARGV[3]) then return 0 end
     redis.call('HDEL', KEYS[3], ARGV[3])
     return 1`,
    3,
  );
  const onlineAmongScript = defineScript<string[]>(
    redis,
    'presenceOnlineAmong',
    `${LUA_HELPERS}
     local nodes = liveNodes(KEYS[1], tonumber(ARGV[2]))
     local online = {}
     for i = 3, #ARGV do
       if onlineElsewhere(nodes, ARGV[1], '', ARGV[i]) then table.insert(online, ARGV[i]) end
     end
     return online`,
    1,
  );
  const onlineSinceScript = defineScript<string[]>(
    redis,
    'presenceOnlineSince',
    `${LUA_HELPERS}
     local nodes = liveNodes(KEYS[1], tonumber(ARGV[2]))
     local answer = {}
     for i = 3, #ARGV do
       if onlineElsewhere(nodes, ARGV[1], '', ARGV[i]) then
         table.insert(answer, ARGV[i])
         table.insert(answer, redis.call('HGET', KEYS[2], ARGV[i]) or '0')
       end
     end
     return answer`,
    2,
  );
  const everyoneOnline = defineScript<string[]>(
    redis,
    'presenceEveryone',
    `${LUA_HELPERS}
     local seen, users = {}, {}
     for _, id in ipairs(liveNodes(KEYS[1], tonumber(ARGV[2]))) do
       for _, user in ipairs(redis.call('HKEYS', ARGV[1] .. 'presence:node:' .. id)) do
         if not seen[user] then seen[user] = true; table.insert(users, user) end
       end
     end
     return users`,
    1,
  );
  // The dead node is out of the live set already (claimed); its users who have no socket elsewhere go.
  const forget = defineScript<string[]>(
    redis,
    'presenceForgetNode',
    `${LUA_HELPERS}
     local key = ARGV[1] .. 'presence:node:' .. ARGV[2]
     local users = redis.call('HKEYS', key)
     redis.call('DEL', key)
     local nodes = liveNodes(KEYS[1], tonumber(ARGV[3]))
     local offline = {}
     for _, user in ipairs(users) do
       if not onlineElsewhere(nodes, ARGV[1], ARGV[2], user) then
         redis.call('HDEL', KEYS[2], user)
         table.insert(offline, user)
       end
     end
     return offline`,
    2,
  );
  // This process's counts written back; answers the users who were online nowhere else meanwhile.
  const restore = defineScript<string[]>(
    redis,
    'presenceRestore',
    `${LUA_HELPERS}
     redis.call('DEL', KEYS[2])
     local nodes = liveNodes(KEYS[1], tonumber(ARGV[3]))
     local back = {}
     for i = 4, #ARGV, 2 do
       local user = ARGV[i]
       if not onlineElsewhere(nodes, ARGV[1], ARGV[2], user) then
         redis.call('HSET', KEYS[3], user, redis.call('INCR', KEYS[4]))
         table.insert(back, user)
       end
       redis.call('HSET', KEYS[2], user, ARGV[i + 1])
     end
     return back`,
    4,
  );

  const tracker: PresenceTracker = {
    async connected(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      const arrival = await connect(
        [NODES_KEY, nodeKey(self), SINCE_KEY, ARRIVALS_KEY],
        [prefix, self, userId, timeout],
      );
      return arrival > 0;
    },
    async disconnected(userId) {
      const count = (local.get(userId) ?? 0) - 1;
      if (count > 0) local.set(userId, count);
      else local.delete(userId);
      return (await disconnect([NODES_KEY, nodeKey(self), SINCE_KEY], [prefix, self, userId, timeout])) === 1;
    },
    async isOnline(userId) {
      return (await tracker.onlineAmong([userId])).length > 0;
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return [];
      return onlineAmongScript([NODES_KEY], [prefix, timeout, ...userIds]);
    },
    async onlineSince(userIds) {
      const answer = new Map<string, number>();
      if (userIds.length === 0) return answer;
      const flat = await onlineSinceScript([NODES_KEY, SINCE_KEY], [prefix, timeout, ...userIds]);
      for (let index = 0; index + 1 < flat.length; index += 2) answer.set(flat[index]!, Number(flat[index + 1]));
      return answer;
    },
    onlineUserIds: () => everyoneOnline([NODES_KEY], [prefix, timeout]),
  };

  return {
    tracker,
    /** A dead process's sockets stop counting; answers the users who are now offline everywhere. */
    forgetNode: (deadNodeId: string) => forget([NODES_KEY, SINCE_KEY], [prefix, deadNodeId, timeout]),
    /** After this process was taken for dead: its sockets count again; answers who came back online. */
    restore: () =>
      restore(
        [NODES_KEY, nodeKey(self), SINCE_KEY, ARRIVALS_KEY],
        [prefix, self, timeout, ...[...local].flatMap(([userId, count]) => [userId, count])],
      ),
  };
}

export type RedisPresence = ReturnType<typeof createRedisPresence>;
