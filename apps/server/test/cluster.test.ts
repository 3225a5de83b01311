import {
  SOCKET_NAMESPACES,
  type ApiSuccess,
  type AuthorSummary,
  type ConversationRead,
  type ConversationReadEvent,
  type MessageHistoryAnswer,
  type MessageView,
  type NewNotificationPayload,
  type PostView,
  type ThreadUpdated,
} from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeWithCluster, type Cluster } from './helpers/cluster.js';
import {
  CROSS_PROCESS_WAIT_MS,
  clusterSockets,
  collect,
  data,
  nextEvent,
  openDirectThrough,
  postForm,
  registerThrough,
  request,
  sendText,
  type ClusterUser,
} from './helpers/cluster-clients.js';
import { makeImage } from './helpers/images.js';
import { startTcpBalancer, type TcpBalancer } from './helpers/tcp-balancer.js';

/**
 * How long a crashed process's users may stay online for the others: the presence expiry (at most
 * 30 s) plus the time to notice it.
 */
const CRASHED_PRESENCE_BOUND_MS = 45_000;
/** A client reconnecting through the balancer after its process went away. */
const RECONNECT_WAIT_MS = 15_000;

describeWithCluster('three server processes on one PostgreSQL and one Redis', 3, (cluster: () => Cluster) => {
  const sockets = clusterSockets();
  const url = (index: number) => (cluster().nodes[index] as { url: string }).url;
  afterEach(() => sockets.closeAll());

  /** Two fresh users, registered through different processes, sharing a direct conversation. */
  async function contacts(): Promise<{ a: ClusterUser; b: ClusterUser; conversationId: string }> {
    const [a, b] = await Promise.all([registerThrough(url(0)), registerThrough(url(1))]);
    return { a, b, conversationId: await openDirectThrough(url(2), a, b) };
  }

  async function sharePost(baseUrl: string, author: ClusterUser, caption: string): Promise<PostView> {
    const form = new FormData();
    form.append('caption', caption);
    form.append('image', new Blob([await makeImage('png', 64, 48)], { type: 'image/png' }), 'photo.png');
    return data(postForm<ApiSuccess<PostView>>(baseUrl, '/api/posts', author.token, form), 201);
  }

  const feedThrough = async (baseUrl: string, reader: ClusterUser) => {
    const { status, body } = await request<PostView[]>(baseUrl, 'GET', '/api/posts?limit=20', reader.token);
    expect(status).toBe(200);
    return body;
  };

  /** Accepts a presence event about `user`. */
  const about =
    (user: ClusterUser) =>
    (payload: { userId: string }): boolean =>
      payload.userId === user.user.id;

  const onlineThrough = async (baseUrl: string, asker: ClusterUser) =>
    (await data<{ users: AuthorSummary[] }>(request(baseUrl, 'GET', '/api/presence/online', asker.token))).users.map(
      (user) => user.id,
    );

  it('(a) users on different processes chat both ways, live', async () => {
    const { a, b, conversationId } = await contacts();
    const { socket: onFirst } = await sockets.open(url(0), a);
    const { socket: onSecond } = await sockets.open(url(1), b);

    const [, toB] = await Promise.all([
      sendText(onFirst, conversationId, 'from process 1'),
      nextEvent<MessageView>(onSecond, 'new-message', (message) => message.content === 'from process 1'),
    ]);
    expect(toB).toMatchObject({ conversationId, sender: { _id: a.user.id } });

    const [, toA] = await Promise.all([
      sendText(onSecond, conversationId, 'from process 2'),
      nextEvent<MessageView>(onFirst, 'new-message', (message) => message.content === 'from process 2'),
    ]);
    expect(toA).toMatchObject({ conversationId, sender: { _id: b.user.id } });
  });

  it('(g) a long-polling client, kept on its process as a sticky balancer does, chats live with another process', async () => {
    const { a, b, conversationId } = await contacts();
    const { socket: polling } = await sockets.open(url(0), a, SOCKET_NAMESPACES.chat, { polling: true });
    const { socket: onSecond } = await sockets.open(url(1), b);
    expect(polling.io.engine.transport.name).toBe('polling');

    const [, toB] = await Promise.all([
      sendText(polling, conversationId, 'polled out'),
      nextEvent<MessageView>(onSecond, 'new-message', (message) => message.content === 'polled out'),
    ]);
    expect(toB).toMatchObject({ conversationId, sender: { _id: a.user.id } });
    const [, toA] = await Promise.all([
      sendText(onSecond, conversationId, 'polled in'),
      nextEvent<MessageView>(polling, 'new-message', (message) => message.content === 'polled in'),
    ]);
    expect(toA).toMatchObject({ conversationId, sender: { _id: b.user.id } });
  });

  it('(h) reading on one process shows "seen" live to the other person on another process', async () => {
    const { a, b, conversationId } = await contacts();
    const { socket: onFirst } = await sockets.open(url(0), a);
    const { socket: onSecond } = await sockets.open(url(1), b);
    await onFirst.timeout(CROSS_PROCESS_WAIT_MS).emitWithAck('join-conversation', { conversationId });
    const sent = await sendText(onFirst, conversationId, 'read me');

    const [, seen] = await Promise.all([
      onSecond.timeout(CROSS_PROCESS_WAIT_MS).emitWithAck('join-conversation', { conversationId }),
      nextEvent<ConversationReadEvent>(onFirst, 'conversation-read'),
    ]);
    expect(seen).toEqual({ conversationId, userId: b.user.id, lastReadMessageId: sent.id });
    const reads = await data<ConversationRead[]>(
      request(url(2), 'GET', `/api/chats/conversations/${conversationId}/reads`, a.token),
    );
    expect(reads).toMatchObject([{ userId: b.user.id, lastReadMessageId: sent.id }]);
  });

  it("(i) a thread reply naming the root's author on another process reaches them live: the reply, the counts, both notifications", async () => {
    const { a, b, conversationId } = await contacts();
    const { socket: aChat } = await sockets.open(url(0), a);
    const { socket: aBell } = await sockets.open(url(2), a, SOCKET_NAMESPACES.notifications);
    const { socket: bChat } = await sockets.open(url(1), b);
    const root = await sendText(aChat, conversationId, 'the root');
    const content = `@${a.user.username} have a look`;
    const byB = (action: string) => (payload: NewNotificationPayload) =>
      payload.notification.action === action && payload.notification.sender._id === b.user.id;

    const [answer, reply, counts, mention, threadReply] = await Promise.all([
      bChat
        .timeout(CROSS_PROCESS_WAIT_MS)
        .emitWithAck('send-message', { conversationId, content, messageType: 'text', threadRootId: root.id }),
      nextEvent<MessageView>(aChat, 'thread-message', (message) => message.content === content),
      nextEvent<ThreadUpdated>(aChat, 'thread-updated', (payload) => payload.rootId === root.id),
      nextEvent(aBell, 'new-notification', byB('message-mention')),
      nextEvent(aBell, 'new-notification', byB('thread-reply')),
    ]);
    expect(answer).toMatchObject({ success: true });
    expect(reply).toMatchObject({ conversationId, threadRootId: root.id, sender: { _id: b.user.id } });
    expect(counts).toMatchObject({ conversationId, threadReplyCount: 1, threadUnreadCount: 1 });
    expect(mention.notification).toMatchObject({ type: 'mention', chatMessage: { threadRootId: root.id } });
    expect(threadReply.notification.chatMessage?.messageId).toBe(root.id);
  });

  it('(b) a follow and a like through other processes reach the author live; the count is right everywhere', async () => {
    const [author, fan] = await Promise.all([registerThrough(url(0)), registerThrough(url(1))]);
    const { socket: authorTab } = await sockets.open(url(0), author, SOCKET_NAMESPACES.notifications);
    const byFan = (type: string) => (payload: NewNotificationPayload) =>
      payload.notification.type === type && payload.notification.sender._id === fan.user.id;

    const [followed] = await Promise.all([
      nextEvent(authorTab, 'new-notification', byFan('follow')),
      data(request(url(1), 'POST', `/api/profile/user/${author.user.id}/follow`, fan.token)),
    ]);
    expect(followed.unreadCount).toBe(1);

    const post = await sharePost(url(0), author, 'liked across processes');
    // Process 2 remembers a feed page with the post unliked, which the like must make it forget.
    expect((await feedThrough(url(1), fan)).find((item) => item.id === post.id)?.likesCount).toBe(0);
    const [liked, likeAnswer] = await Promise.all([
      nextEvent(authorTab, 'new-notification', byFan('like')),
      data(request(url(2), 'POST', `/api/posts/${post.id}/like`, fan.token)),
    ]);
    expect(likeAnswer).toEqual({ liked: true, likesCount: 1 });
    expect(liked.notification.post?._id).toBe(post.id);

    const seenBySecond = await data<PostView>(request(url(1), 'GET', `/api/posts/${post.id}`, fan.token));
    expect(seenBySecond).toMatchObject({ likesCount: 1, isLiked: true });
    expect((await feedThrough(url(1), fan)).find((item) => item.id === post.id)).toMatchObject({
      likesCount: 1,
      isLiked: true,
    });
  });

  it('(c) a contact on another process sees a user come online and go offline', async () => {
    const { a, b } = await contacts();
    const { socket: contactSocket, welcome: contactWelcome } = await sockets.open(url(1), b);
    expect(contactWelcome.onlineUserIds).not.toContain(a.user.id);

    const [{ socket: userSocket, welcome }] = await Promise.all([
      sockets.open(url(0), a),
      nextEvent(contactSocket, 'user-online', about(a)),
    ]);
    // The welcome on process 1 knows the contact connected to process 2.
    expect(welcome.onlineUserIds).toContain(b.user.id);
    expect(await onlineThrough(url(2), b)).toEqual(expect.arrayContaining([a.user.id, b.user.id]));

    await Promise.all([nextEvent(contactSocket, 'user-offline', about(a)), userSocket.disconnect()]);
    expect(await onlineThrough(url(2), b)).not.toContain(a.user.id);
  });

  it(
    "(c) a crashed process's users go offline for the others within the presence expiry",
    async () => {
      const { a, b } = await contacts();
      const { socket: contactSocket } = await sockets.open(url(1), b);
      await Promise.all([sockets.open(url(0), a), nextEvent(contactSocket, 'user-online', about(a))]);
      try {
        await Promise.all([
          nextEvent(contactSocket, 'user-offline', about(a), CRASHED_PRESENCE_BOUND_MS),
          cluster().kill(0),
        ]);
        await vi.waitFor(async () => expect(await onlineThrough(url(2), b)).not.toContain(a.user.id), {
          timeout: 5_000,
          interval: 200,
        });
      } finally {
        await cluster().restart(0);
      }
    },
    CRASHED_PRESENCE_BOUND_MS + 60_000,
  );

  it('(d) a post shared through process 1 is in the feed of process 2 as soon as the share answers', async () => {
    const [author, reader] = await Promise.all([registerThrough(url(0)), registerThrough(url(1))]);
    // Process 2 remembers the feed's first page before the post exists.
    const before = await feedThrough(url(1), reader);
    const post = await sharePost(url(0), author, 'fresh from process 1');
    expect(before.map((item) => item.id)).not.toContain(post.id);
    expect((await feedThrough(url(1), reader))[0]?.id).toBe(post.id);
  });

  it('(e) a file uploaded through process 1 is served by process 3, the same bytes', async () => {
    const author = await registerThrough(url(0));
    const post = await sharePost(url(0), author, 'a picture');
    for (const file of [post.mediaUrl, post.thumbnailUrl]) {
      expect(file).toMatch(/^\/uploads\//);
      const [fromFirst, fromThird] = await Promise.all([fetch(`${url(0)}${file}`), fetch(`${url(2)}${file}`)]);
      expect([fromFirst.status, fromThird.status]).toEqual([200, 200]);
      expect(fromThird.headers.get('content-type')).toMatch(/^image\//);
      expect(Buffer.from(await fromThird.arrayBuffer())).toEqual(Buffer.from(await fromFirst.arrayBuffer()));
    }
  });

  describe('failover through a load balancer', () => {
    let balancer: TcpBalancer;
    beforeAll(async () => {
      balancer = await startTcpBalancer(() => cluster().nodes.map((node) => node.port));
    });
    afterEach(() => balancer?.release());
    afterAll(async () => {
      await balancer?.close();
    });

    /** The index of the process the balancer pipes the one client's connection to. */
    function processOfClient(): number {
      const ports = [...balancer.openConnections().keys()];
      expect(ports).toHaveLength(1);
      return cluster().nodes.findIndex((node) => node.port === ports[0]);
    }

    /** A running process other than `index`. */
    const otherRunning = (index: number) =>
      cluster().nodes.findIndex((node, other) => other !== index && node.running());

    /**
     * A client of `a` through the balancer, whose process `end` takes away; meanwhile (the balancer
     * holding the client's reconnection) `b`, on a surviving process, sends a message. Answers once
     * the client is connected again, to another process (`now`).
     */
    async function messageWhileAway(end: (index: number) => Promise<void>) {
      const { a, b, conversationId } = await contacts();
      const { socket: client } = await sockets.open(balancer.url, a, SOCKET_NAMESPACES.chat, { reconnect: true });
      const received = collect<MessageView>(client, 'new-message');
      const lost = processOfClient();
      const { socket: sender } = await sockets.open(url(otherRunning(lost)), b);

      balancer.hold();
      await Promise.all([nextEvent(client, 'disconnect'), end(lost)]);
      const [meanwhile] = await Promise.all([
        sendText(sender, conversationId, 'sent while you were away').finally(() => balancer.release()),
        nextEvent(client, 'connect', () => true, RECONNECT_WAIT_MS),
      ]);
      const now = processOfClient();
      expect(now).not.toBe(lost);
      return { a, b, client, received, conversationId, meanwhile, now };
    }

    /** The reconnected client hears, live, a message sent through a process other than its own. */
    async function stillLive({ b, client, conversationId, now }: Awaited<ReturnType<typeof messageWhileAway>>) {
      const { socket: sender } = await sockets.open(url(otherRunning(now)), b);
      await Promise.all([
        nextEvent<MessageView>(client, 'new-message', (message) => message.content === 'and now live'),
        sendText(sender, conversationId, 'and now live'),
      ]);
    }

    it('(f) after a graceful stop the client is recovered on another process and gets what it missed', async () => {
      let stopped: number | undefined;
      try {
        const away = await messageWhileAway(async (index) => {
          stopped = index;
          await cluster().stop(index);
        });
        expect(away.client.recovered).toBe(true);
        await vi.waitFor(() => expect(away.received.map((message) => message.id)).toContain(away.meanwhile.id));
        await stillLive(away);
      } finally {
        if (stopped !== undefined) await cluster().restart(stopped);
      }
    });

    it('(f) after a crash the client reconnects to another process and refetching finds what it missed', async () => {
      let killed: number | undefined;
      try {
        const away = await messageWhileAway(async (index) => {
          killed = index;
          await cluster().kill(index);
        });
        // Sessions are persisted at a graceful disconnect only: after a crash the client refetches.
        const history = await data<MessageHistoryAnswer>(
          request(url(away.now), 'GET', `/api/chats/conversations/${away.conversationId}/messages`, away.a.token),
        );
        const seen = [...away.received, ...history.messages].map((message) => message.id);
        expect(seen).toContain(away.meanwhile.id);
        await stillLive(away);
      } finally {
        if (killed !== undefined) await cluster().restart(killed);
      }
    });
  });
});
