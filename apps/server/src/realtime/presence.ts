/**
 * Who is online: a user is online while any of their sockets, in any namespace and on any server
 * process, is connected. Sockets are counted per user, so a second tab or namespace keeps the user
 * online when the first closes. Async because with several processes the picture lives in Redis
 * (redis-presence.ts); one process keeps it in memory (below).
 */
export interface PresenceTracker {
  /** Counts a new socket; true when it is the user's first (they just came online). */
  connected(userId: string): Promise<boolean>;
  /** Uncounts a socket; true when it was the user's last (they just went offline). */
  disconnected(userId: string): Promise<boolean>;
  isOnline(userId: string): Promise<boolean>;
  /** The online ones among `userIds`, in their order. */
  onlineAmong(userIds: string[]): Promise<string[]>;
  /**
   * When each online one among `userIds` came online, as numbers that grow with each arrival (the
   * offline ones are left out): who came online after whom.
   */
  onlineSince(userIds: string[]): Promise<Map<string, number>>;
  /** Ids of the users online now. */
  onlineUserIds(): Promise<string[]>;
}

/** The one-process tracker. Each change happens at the call, so calls take effect in their order. */
export function createPresenceTracker(): PresenceTracker {
  const sockets = new Map<string, number>();
  const since = new Map<string, number>();
  let arrivals = 0;
  return {
    async connected(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      if (count === 1) {
        arrivals += 1;
        since.set(userId, arrivals);
      }
      return count === 1;
    },
    async disconnected(userId) {
      const count = (sockets.get(userId) ?? 0) - 1;
      if (count > 0) {
        sockets.set(userId, count);
        return false;
      }
      // Never below zero: a stray disconnect of an uncounted socket changes nothing.
      since.delete(userId);
      return sockets.delete(userId);
    },
    isOnline: async (userId) => sockets.has(userId),
    onlineAmong: async (userIds) => userIds.filter((id) => sockets.has(id)),
    async onlineSince(userIds) {
      const answer = new Map<string, number>();
      for (const id of userIds) {
        const arrival = since.get(id);
        if (arrival !== undefined) answer.set(id, arrival);
      }
      return answer;
    },
    onlineUserIds: async () => [...sockets.keys()],
  };
}
