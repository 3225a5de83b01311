import type { AddressInfo } from 'node:net';
import {
  SOCKET_NAMESPACES,
  type AuthorSummary,
  type PostCommentAddedPayload,
  type PostCommentDeletedPayload,
  type PostLikeUpdatedPayload,
  type PostView,
  type PresenceChangedPayload,
} from '@teamhub/contracts';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { createFeedEvents } from '../src/modules/posts/feed-events.js';
import type { NotificationNamespace } from '../src/realtime/namespaces.js';
import { callApi, expectData } from './helpers/api.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const WAIT_MS = 5_000;

/** The next `event` on `socket` (rejects after a few seconds). */
function nextEvent<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in time`)), WAIT_MS);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Every `event` received on `socket` from now on. */
function collect<T>(socket: ClientSocket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

describeEachDatabase('live feed and presence', ({ database }) => {
  let built: App;
  let baseUrl: string;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const clients: ClientSocket[] = [];

  /** A connected socket of `user` on a namespace (the notifications one by default). */
  const connect = async (user: RegisteredUser, path: string = SOCKET_NAMESPACES.notifications) => {
    const socket = connectClient(`${baseUrl}${path}`, {
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    clients.push(socket);
    await nextEvent(socket, 'connected');
    return socket;
  };
  const onlineNow = async (user: RegisteredUser) =>
    expectData<{ users: AuthorSummary[] }>(await callApi(built.app, 'GET', '/api/presence/online', user.token)).users;

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    [alice, bob] = [await registerUser(built.app), await registerUser(built.app)];
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const socket of clients.splice(0)) socket.disconnect();
    await vi.waitFor(async () => expect(await built.realtime.presence.onlineUserIds()).toEqual([]));
  });
  afterAll(async () => {
    await built?.app.close();
  });

  /** A /notifications socket of `user` watching the feed, as a tab showing it does. */
  const watchFeed = async (user: RegisteredUser) => {
    const socket = await connect(user);
    await socket.timeout(5_000).emitWithAck('watch-feed');
    return socket;
  };

  it("sends the feed's events to the tabs showing it: new-post to the others, likes and comments to all of them", async () => {
    const [aliceSocket, bobSocket] = [await watchFeed(alice), await watchFeed(bob)];
    const carol = await registerUser(built.app);
    const carolSocket = await connect(carol);
    const aliceNewPosts = collect<PostView>(aliceSocket, 'new-post');
    const carolHeard = (['new-post', 'post-like-updated', 'post-comment-added', 'post-comment-deleted'] as const).map(
      (event) => collect<unknown>(carolSocket, event),
    );

    const bobHearsPost = nextEvent<PostView>(bobSocket, 'new-post');
    const post = await createPost(built.app, alice, { caption: 'live' });
    expect(await bobHearsPost).toEqual({ ...post, isLiked: false });

    const heard = [nextEvent<PostLikeUpdatedPayload>(aliceSocket, 'post-like-updated')];
    heard.push(nextEvent<PostLikeUpdatedPayload>(bobSocket, 'post-like-updated'));
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, bob.token);
    const expectedLike = { postId: post.id, likes: 1, userId: bob.user.id, isLiked: true };
    expect(await Promise.all(heard)).toEqual([expectedLike, expectedLike]);
    // Events arrive in order: had the author got new-post, it would have come before the like.
    expect(aliceNewPosts).toEqual([]);

    const added = [aliceSocket, bobSocket].map((socket) =>
      nextEvent<PostCommentAddedPayload>(socket, 'post-comment-added'),
    );
    const comment = await createComment(built.app, bob, post.id, 'hello');
    for (const payload of await Promise.all(added)) {
      expect(payload).toEqual({ postId: post.id, commentsCount: 1, comment });
    }

    const deleted = [aliceSocket, bobSocket].map((socket) =>
      nextEvent<PostCommentDeletedPayload>(socket, 'post-comment-deleted'),
    );
    await callApi(built.app, 'DELETE', `/api/posts/${post.id}/comment/${comment.id}`, bob.token);
    for (const payload of await Promise.all(deleted)) {
      expect(payload).toEqual({ postId: post.id, commentsCount: 0, deletedIds: [comment.id] });
    }

    // Carol's tab does not show the feed: it heard none of it. Once it watches, the next like is the
    // first feed event it gets (events come in order, so any earlier one would have come first).
    await carolSocket.timeout(5_000).emitWithAck('watch-feed');
    const carolHearsUnlike = nextEvent<PostLikeUpdatedPayload>(carolSocket, 'post-like-updated');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, bob.token);
    const unlike = { postId: post.id, likes: 0, userId: bob.user.id, isLiked: false };
    expect(await carolHearsUnlike).toEqual(unlike);
    expect(carolHeard).toEqual([[], [unlike], [], []]);

    // And after unwatch-feed, nothing more: the next like reaches Bob but not Alice.
    await aliceSocket.timeout(5_000).emitWithAck('unwatch-feed');
    const aliceLikes = collect<PostLikeUpdatedPayload>(aliceSocket, 'post-like-updated');
    const bobHearsLike = nextEvent<PostLikeUpdatedPayload>(bobSocket, 'post-like-updated');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, alice.token);
    await bobHearsLike;
    const aliceFeedProbe = nextEvent<PostLikeUpdatedPayload>(aliceSocket, 'post-like-updated');
    await aliceSocket.timeout(5_000).emitWithAck('watch-feed');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, alice.token);
    expect(await aliceFeedProbe).toMatchObject({ isLiked: false, userId: alice.user.id });
    expect(aliceLikes).toEqual([expect.objectContaining({ isLiked: false })]);
  });

  it('a failing emit does not fail the request', async () => {
    const boom = () => {
      throw new Error('socket layer down');
    };
    vi.spyOn(built.realtime.notifications, 'emit').mockImplementation(boom);
    vi.spyOn(built.realtime.notifications, 'to').mockImplementation(boom);
    vi.spyOn(built.realtime.notifications, 'except').mockImplementation(boom);
    const post = await createPost(built.app, alice);
    const like = await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, bob.token);
    expect(like.statusCode).toBe(200);
    await createComment(built.app, bob, post.id, 'still saved');
  });

  it('tells presence watchers, batched, when a user comes online (first socket) and goes offline (last socket)', async () => {
    const bobSocket = await connect(bob);
    await bobSocket.timeout(5_000).emitWithAck('watch-presence');
    const batches = collect<PresenceChangedPayload>(bobSocket, 'presence-changed');
    // Bob's own coming online may be in the first batch: only alice's changes are looked at.
    const aliceOnly = (ids: string[]) => ids.filter((id) => id === alice.user.id);
    const cameOnline = () => aliceOnly(batches.flatMap((batch) => batch.online.map((user) => user.id)));
    const wentOffline = () => aliceOnly(batches.flatMap((batch) => batch.offline));
    const batched = { timeout: 5_000 };

    const firstTab = await connect(alice);
    const secondTab = await connect(alice);
    const chat = await connect(alice, SOCKET_NAMESPACES.chat);
    await vi.waitFor(() => expect(cameOnline()).toEqual([alice.user.id]), batched);
    expect(batches.flatMap((batch) => batch.online)).toContainEqual({
      _id: alice.user.id,
      id: alice.user.id,
      username: alice.user.username,
      avatar: '',
      verified: false,
    });
    const names = (await onlineNow(bob)).map((user) => user.id);
    expect(names.sort()).toEqual([alice.user.id, bob.user.id].sort());

    firstTab.disconnect();
    chat.disconnect();
    await vi.waitFor(() => expect(built.realtime.notifications.sockets.size).toBe(2));
    expect(await built.realtime.presence.isOnline(alice.user.id)).toBe(true);
    expect((await onlineNow(bob)).map((user) => user.id)).toContain(alice.user.id);

    secondTab.disconnect();
    await vi.waitFor(() => expect(wentOffline()).toEqual([alice.user.id]), batched);
    expect((await onlineNow(bob)).map((user) => user.id)).toEqual([bob.user.id]);
    expect(cameOnline()).toEqual([alice.user.id]);
  });

  it('lists online users by name', async () => {
    const [zed, amy] = [
      await registerUser(built.app, { username: `zz_${Date.now()}` }),
      await registerUser(built.app, { username: `AA_${Date.now()}` }),
    ];
    await connect(zed);
    await connect(amy);
    expect((await onlineNow(zed)).map((user) => user.id)).toEqual([amy.user.id, zed.user.id]);
  });
});

describe('feed events', () => {
  it('log a failed emit instead of throwing', () => {
    const warn = vi.fn();
    const down = () => {
      throw new Error('down');
    };
    const broadcast = { emit: down, except: () => ({ emit: down }) };
    const failing = {
      on: () => undefined,
      emit: down,
      to: () => broadcast,
      except: () => broadcast,
    } as unknown as NotificationNamespace;
    const events = createFeedEvents(failing, { warn });
    expect(() => events.postLikeUpdated({ postId: 'p', likes: 1, userId: 'u', isLiked: true })).not.toThrow();
    expect(() => events.postCreated({ user: { id: 'u' } } as PostView)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
