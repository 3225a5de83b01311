import { SOCKET_NAMESPACES, type PresenceChangedPayload, type PresencePayload } from '@teamhub/contracts';
import { expect, it, vi } from 'vitest';
import { collect, createGroup, nextEvent, openDirect, registerUsers, listeningTestApp } from './helpers/chat.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** Watchers hear a batch at most LIMITS.chat.presenceBatchMs (1 s) after a change. */
const BATCHED = { timeout: 5_000 };

describeEachDatabase('who hears about presence', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;

  /** Presence events a /chat socket receives, in order, as `online:<id>` / `offline:<id>`. */
  function presenceLog(socket: Awaited<ReturnType<typeof sockets.connect>>) {
    const log: string[] = [];
    socket.on('user-online', ({ userId }: PresencePayload) => log.push(`online:${userId}`));
    socket.on('user-offline', ({ userId }: PresencePayload) => log.push(`offline:${userId}`));
    return log;
  }

  /**
   * Waits until every log holds `event` (each observer shares a direct chat with whoever it is about).
   * Events to one socket arrive in the order they were sent, so once it has, anything sent to them
   * before it has arrived too: checking that they heard nothing else cannot pass too early.
   */
  async function heardByAll(logs: string[][], event: string) {
    await vi.waitFor(() => {
      for (const log of logs) expect(log).toContain(event);
    });
  }

  it('tells conversation partners and watchers, not strangers or fellow community members', async () => {
    const [alice, partner, groupMate, stranger, communityMate, friend, watcherUser] = await registerUsers(built.app, 7);
    await openDirect(built.app, alice, partner);
    await createGroup(built.app, groupMate, [alice]);
    await createGroup(built.app, communityMate, [alice], { type: 'community' });
    // The stranger and the community member share a chat with `friend`, not with alice.
    await openDirect(built.app, stranger, friend);
    await openDirect(built.app, communityMate, friend);

    const partnerLog = presenceLog(await sockets.connect(partner));
    const groupLog = presenceLog(await sockets.connect(groupMate));
    const strangerLog = presenceLog(await sockets.connect(stranger));
    const communityLog = presenceLog(await sockets.connect(communityMate));
    const watcher = await sockets.connect(watcherUser, SOCKET_NAMESPACES.notifications);
    const watched = collect<PresenceChangedPayload>(watcher, 'presence-changed');
    await watcher.timeout(5_000).emitWithAck('watch-presence');

    const { socket: aliceTab, welcome } = await sockets.open(alice);
    // Her welcome names those of her contacts who are online (and herself), nobody else.
    expect(welcome.onlineUserIds?.sort()).toEqual([alice.user.id, partner.user.id, groupMate.user.id].sort());
    await vi.waitFor(() => {
      expect(partnerLog).toEqual([`online:${alice.user.id}`]);
      expect(groupLog).toEqual([`online:${alice.user.id}`]);
    });
    await vi.waitFor(
      () =>
        expect(watched.flatMap((batch) => batch.online)).toContainEqual({
          _id: alice.user.id,
          id: alice.user.id,
          username: alice.user.username,
          avatar: alice.user.avatar,
          verified: alice.user.verified,
        }),
      BATCHED,
    );

    const friendTab = await sockets.connect(friend);
    await heardByAll([strangerLog, communityLog], `online:${friend.user.id}`);
    expect(strangerLog).toEqual([`online:${friend.user.id}`]);
    expect(communityLog).toEqual([`online:${friend.user.id}`]);

    aliceTab.disconnect();
    await vi.waitFor(() => {
      expect(partnerLog).toEqual([`online:${alice.user.id}`, `offline:${alice.user.id}`]);
      expect(groupLog).toEqual([`online:${alice.user.id}`, `offline:${alice.user.id}`]);
    });
    await vi.waitFor(() => expect(watched.flatMap((batch) => batch.offline)).toContain(alice.user.id), BATCHED);
    friendTab.disconnect();
    await heardByAll([strangerLog, communityLog], `offline:${friend.user.id}`);
    expect(strangerLog).toEqual([`online:${friend.user.id}`, `offline:${friend.user.id}`]);
    expect(communityLog).toEqual([`online:${friend.user.id}`, `offline:${friend.user.id}`]);
  });

  it('introduces people who start a direct chat while both are online', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const aliceTab = await sockets.connect(alice);
    const bobTab = await sockets.connect(bob);
    const aliceHears = nextEvent<PresencePayload>(aliceTab, 'user-online');
    const bobHears = nextEvent<PresencePayload>(bobTab, 'user-online');
    await openDirect(built.app, alice, bob);
    expect(await aliceHears).toEqual({ userId: bob.user.id });
    expect(await bobHears).toEqual({ userId: alice.user.id });
  });

  it('counts every tab in every namespace: online from the first to the last', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    await openDirect(built.app, alice, bob);
    const bobTab = await sockets.connect(bob);
    const offline = collect<PresencePayload>(bobTab, 'user-offline');
    const online = nextEvent<PresencePayload>(bobTab, 'user-online');
    const firstTab = await sockets.connect(alice);
    const secondTab = await sockets.connect(alice);
    const feed = await sockets.connect(alice, SOCKET_NAMESPACES.notifications);
    expect(await online).toEqual({ userId: alice.user.id });

    firstTab.disconnect();
    feed.disconnect();
    await vi.waitFor(() =>
      expect(built.realtime.chat.sockets.size + built.realtime.notifications.sockets.size).toBe(2),
    );
    expect(await built.realtime.presence.isOnline(alice.user.id)).toBe(true);
    secondTab.disconnect();
    await vi.waitFor(() => expect(offline).toEqual([{ userId: alice.user.id }]));
  });

  it('stops sending presence-changed to a socket that stops watching', async () => {
    const [watcherUser, someone, late] = await registerUsers(built.app, 3);
    const watcher = await sockets.connect(watcherUser, SOCKET_NAMESPACES.notifications);
    const other = await sockets.connect(someone, SOCKET_NAMESPACES.notifications);
    await watcher.timeout(5_000).emitWithAck('watch-presence');
    await other.timeout(5_000).emitWithAck('watch-presence');
    await watcher.timeout(5_000).emitWithAck('unwatch-presence');
    const watched = collect<PresenceChangedPayload>(watcher, 'presence-changed');
    const otherHeard = collect<PresenceChangedPayload>(other, 'presence-changed');
    await sockets.connect(late);
    await vi.waitFor(
      () => expect(otherHeard.flatMap((batch) => batch.online.map((user) => user.id))).toContain(late.user.id),
      BATCHED,
    );
    expect(watched).toEqual([]);
  });
});
