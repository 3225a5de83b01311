/**
 * Who is online: a user is online while any of their sockets, in any namespace, is connected.
 * Sockets are counted per user, so a second tab or namespace keeps the user online when the first
 * closes. One process holds the whole picture (the app runs as one server).
 */
export interface PresenceTracker {
  /** Counts a new socket; true when it is the user's first (they just came online). */
  connected(userId: string): boolean;
  /** Uncounts a socket; true when it was the user's last (they just went offline). */
  disconnected(userId: string): boolean;
  isOnline(userId: string): boolean;
  /** When the user came online, as a number that grows with each arrival; undefined when offline. */
  onlineSince(userId: string): number | undefined;
  /** Ids of the users online now. */
  onlineUserIds(): string[];
}

export function createPresenceTracker(): PresenceTracker {
  const sockets = new Map<string, number>();
  const since = new Map<string, number>();
  let arrivals = 0;
  return {
    connected(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      if (count === 1) {
        arrivals += 1;
        since.set(userId, arrivals);
      }
      return count === 1;
    },
    disconnected(userId) {
      const count = (sockets.get(userId) ?? 0) - 1;
      if (count > 0) {
        sockets.set(userId, count);
        return false;
      }
      // Never below zero: a stray disconnect of an uncounted socket changes nothing.
      since.delete(userId);
      const wasOnline = sockets.delete(userId);
      return wasOnline;
    },
    isOnline: (userId) => sockets.has(userId),
    onlineSince: (userId) => since.get(userId),
    onlineUserIds: () => [...sockets.keys()],
  };
}
