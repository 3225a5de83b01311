import {
  PRESENCE_WATCHERS_ROOM,
  type AuthorSummary,
  type NotificationClientToServerEvents,
  type NotificationServerToClientEvents,
  type SocketData,
} from '@teamhub/contracts';
import type { Socket } from 'socket.io';
import type { PresenceTracker } from './presence.js';
import { emitTo } from './emit-to.js';
import type { ChatNamespace, NotificationNamespace } from './namespaces.js';

export interface PresenceAnnouncerDeps {
  chat: ChatNamespace;
  notifications: NotificationNamespace;
  presence: PresenceTracker;
  /** The people whose presence the user needs, and who need the user's (presence.repository.ts). */
  contactIds: (userId: string) => Promise<string[]>;
  /** Name and picture of users who came online, for the watchers. */
  describe: (userIds: string[]) => Promise<AuthorSummary[]>;
  batchMs: number;
  /**
   * Whether anyone may be watching presence: this process's room when it runs alone; with several
   * processes the watchers may be on any of them, so the answer is always yes.
   */
  mayHaveWatchers: () => boolean;
  logError: (error: unknown) => void;
}

/**
 * Who hears about presence, so that connecting N sockets costs about N: a user coming online or going
 * offline is told (`user-online` / `user-offline` on /chat) to their online contacts only, found with
 * one look-up per change (read with the /chat handshake, or batched with the look-ups of the moment);
 * and to the /notifications sockets that watch presence (the feed's Present widget), as one
 * `presence-changed` per batch period for everyone who changed in it.
 */
export function createPresenceAnnouncer(deps: PresenceAnnouncerDeps) {
  const { chat, notifications, presence } = deps;
  const changedSinceFlush = new Set<string>();
  let flushTimer: NodeJS.Timeout | null = null;
  const lookups = new Set<Promise<void>>();

  async function flush() {
    flushTimer = null;
    const changed = [...changedSinceFlush];
    changedSinceFlush.clear();
    if (!deps.mayHaveWatchers()) return;
    // The state at the time of sending: someone who came and went within the period went offline.
    const cameOnline = await presence.onlineAmong(changed);
    const online = cameOnline.length > 0 ? await deps.describe(cameOnline) : [];
    const offline = changed.filter((id) => !cameOnline.includes(id));
    emitTo(notifications, { rooms: PRESENCE_WATCHERS_ROOM }, 'presence-changed', { online, offline });
  }

  const track = (work: Promise<void>) => {
    const lookup = work.catch(deps.logError).finally(() => lookups.delete(lookup));
    lookups.add(lookup);
  };

  return {
    /**
     * The user and those of their contacts who are online: the /chat welcome's `onlineUserIds`.
     * `contactIds` when they were just read (with the socket's handshake), else looked up.
     */
    async onlineContactsOf(userId: string, contactIds?: string[]): Promise<string[]> {
      return [userId, ...(await presence.onlineAmong(contactIds ?? (await deps.contactIds(userId))))];
    },

    /**
     * The user came online or went offline. What is sent is the state when the contacts are known, not
     * at the call: quick changes each look their contacts up, and the last answer to arrive says how
     * things are now. Reliable, not volatile: a browser carries /notifications and /chat over one
     * connection, and a volatile /chat copy is dropped while that connection is busy writing.
     * `contactIds` when they were just read (with the socket's handshake), else looked up.
     */
    changed(userId: string, contactIds?: string[]) {
      changedSinceFlush.add(userId);
      if (!flushTimer) {
        flushTimer = setTimeout(() => void flush().catch(deps.logError), deps.batchMs);
        flushTimer.unref();
      }
      track(
        (async () => {
          const contacts = contactIds ?? (await deps.contactIds(userId));
          const arrivals = await presence.onlineSince([userId, ...contacts]);
          const since = arrivals.get(userId);
          // Contacts who came online after the user had them in their own welcome already.
          const told = contacts.filter((id) => arrivals.has(id) && (since === undefined || arrivals.get(id)! < since));
          if (told.length === 0) return;
          emitTo(chat, { users: told }, since === undefined ? 'user-offline' : 'user-online', { userId });
        })(),
      );
    },

    /** Resolves once no contact look-up is under way (tests wait for it before counting statements). */
    async idle() {
      while (lookups.size > 0) await Promise.all(lookups);
    },

    /**
     * `newcomers` just came to share a direct chat or group with `members`: the online ones on each
     * side hear about each other (a welcome only covers the contacts of the moment it was sent).
     */
    introduce(newcomers: string[], members: string[]) {
      track(
        (async () => {
          const online = await presence.onlineAmong([...new Set([...newcomers, ...members])]);
          const arriving = online.filter((id) => newcomers.includes(id));
          const present = online.filter((id) => !newcomers.includes(id));
          const tell = (to: string[], about: string) => {
            emitTo(chat, { users: to.filter((id) => id !== about) }, 'user-online', { userId: about });
          };
          for (const about of [...arriving, ...present]) tell(arriving, about);
          for (const about of arriving) tell(present, about);
        })(),
      );
    },

    /** A /notifications socket asks to watch (or stop watching) presence. */
    registerWatcher(
      socket: Socket<
        NotificationClientToServerEvents,
        NotificationServerToClientEvents,
        Record<string, never>,
        SocketData
      >,
    ) {
      socket.on('watch-presence', (ack) => {
        void socket.join(PRESENCE_WATCHERS_ROOM);
        if (typeof ack === 'function') ack();
      });
      socket.on('unwatch-presence', (ack) => {
        void socket.leave(PRESENCE_WATCHERS_ROOM);
        if (typeof ack === 'function') ack();
      });
    },
  };
}

export type PresenceAnnouncer = ReturnType<typeof createPresenceAnnouncer>;
