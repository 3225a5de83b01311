import type { CommentView } from '@teamhub/contracts';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeComment, makePost } from '../../../../test/fixtures/posts';
import { renderWithProviders, testUser } from '../../../../test/render';
import { namespaceConnections } from '../../../lib/realtime/namespace-connection';
import type { NamespaceSocket } from '../../../lib/realtime/namespace-socket';
import { postKeys } from '../api';
import type { PostPages } from '../feed-cache';
import { useFeedRealtime } from './useFeedRealtime';

function fakeSocket() {
  const listeners = new Map<string, (payload: unknown) => void>();
  /** What the hook sent the server. */
  const sent: string[] = [];
  const socket = {
    connected: true,
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
    emit: (event: string) => sent.push(event),
  };
  const emit = (event: string, payload: unknown) => act(() => listeners.get(event)?.(payload));
  return { socket: socket as unknown as NamespaceSocket<'notifications'>, emit, sent };
}

function Probe() {
  useFeedRealtime();
  return null;
}

function setup() {
  const { socket, emit, sent } = fakeSocket();
  const utils = renderWithProviders(
    <namespaceConnections.notifications.Provider value={{ socket: socket, connected: true, connectError: false }}>
      <Probe />
    </namespaceConnections.notifications.Provider>,
  );
  const post = makePost({ _id: 'p1', likesCount: 1, isLiked: false, commentsCount: 1 });
  utils.queryClient.setQueryData<PostPages>(postKeys.feed, { pages: [[post]], pageParams: [undefined] });
  const feed = () => utils.queryClient.getQueryData<PostPages>(postKeys.feed)!.pages[0]!;
  return { ...utils, emit, feed, sent };
}

describe('useFeedRealtime', () => {
  it('watches the feed while it is shown, and stops when it goes', () => {
    const { sent, unmount } = setup();
    expect(sent).toEqual(['watch-feed']);
    unmount();
    expect(sent).toEqual(['watch-feed', 'unwatch-feed']);
  });

  it('prepends a new post once', () => {
    const { emit, feed } = setup();
    emit('new-post', makePost({ _id: 'p2' }));
    emit('new-post', makePost({ _id: 'p2' }));
    expect(feed().map((post) => post._id)).toEqual(['p2', 'p1']);
  });

  it("takes like counts from anyone, but isLiked only from the current user's own likes", () => {
    const { emit, feed } = setup();
    emit('post-like-updated', { postId: 'p1', likes: 5, userId: 'someone', isLiked: true });
    expect(feed()[0]).toMatchObject({ likesCount: 5, isLiked: false });
    emit('post-like-updated', { postId: 'p1', likes: 6, userId: testUser._id, isLiked: true });
    expect(feed()[0]).toMatchObject({ likesCount: 6, isLiked: true });
  });

  it('keeps the count and an open comment list in step with added and deleted comments', () => {
    const { emit, feed, queryClient } = setup();
    queryClient.setQueryData<CommentView[]>(postKeys.comments('p1'), [makeComment({ _id: 'c1', postId: 'p1' })]);
    const comment = makeComment({ _id: 'c2', postId: 'p1' });
    emit('post-comment-added', { postId: 'p1', commentsCount: 2, comment });
    emit('post-comment-added', { postId: 'p1', commentsCount: 2, comment });
    expect(feed()[0]!.commentsCount).toBe(2);
    expect(queryClient.getQueryData<CommentView[]>(postKeys.comments('p1'))!.map((c) => c._id)).toEqual(['c1', 'c2']);

    emit('post-comment-deleted', { postId: 'p1', commentsCount: 1, deletedIds: ['c1'] });
    expect(feed()[0]!.commentsCount).toBe(1);
    expect(queryClient.getQueryData<CommentView[]>(postKeys.comments('p1'))!.map((c) => c._id)).toEqual(['c2']);
  });
});
