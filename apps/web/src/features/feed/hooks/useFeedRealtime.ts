import type { CommentView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session/useSession';
import { useNamespaceSocket, useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { postKeys } from '../api';
import { appendComment, removeComments } from '../comment-tree';
import { applyCommentAdded, applyCommentsDeleted, applyLikeUpdate, applyPostUpdate } from '../feed-cache';
import { addPostToLists, removePostFromLists, updatePostInLists } from '../post-lists';

/**
 * While the feed is shown, its notification socket watches the feed (`watch-feed`, again after every
 * reconnect) and the post events it hears update the cached feed, grids and open comments. Only
 * watching sockets hear them (the server does not send every like to every tab).
 */
export function useFeedRealtime() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const currentUserId = user?._id;
  const { socket, connected } = useNamespaceSocket('notifications');

  // Whether this feed has watched before: a later watch follows a dropped connection, whose missed
  // events the lists are fetched again for.
  const watchedBefore = useRef(false);
  useEffect(() => {
    if (!socket || !connected) return undefined;
    socket.emit('watch-feed', () => {
      if (watchedBefore.current) void queryClient.invalidateQueries({ queryKey: postKeys.lists });
      watchedBefore.current = true;
    });
    return () => {
      // A dropped connection left the room with the socket; a buffered emit would arrive after the rejoin.
      if (socket.connected) socket.emit('unwatch-feed');
    };
  }, [socket, connected, queryClient]);

  useSocketEvent('notifications', 'new-post', (post) => addPostToLists(queryClient, post));

  useSocketEvent('notifications', 'post-like-updated', (event) =>
    updatePostInLists(queryClient, event.postId, (post) => applyLikeUpdate(post, event, currentUserId)),
  );

  useSocketEvent('notifications', 'post-comment-added', (event) => {
    updatePostInLists(queryClient, event.postId, (post) => applyCommentAdded(post, event));
    queryClient.setQueryData<CommentView[]>(postKeys.comments(event.postId), (comments) =>
      comments ? appendComment(comments, event.comment) : comments,
    );
  });

  useSocketEvent('notifications', 'post-comment-deleted', (event) => {
    updatePostInLists(queryClient, event.postId, (post) => applyCommentsDeleted(post, event));
    queryClient.setQueryData<CommentView[]>(postKeys.comments(event.postId), (comments) =>
      comments ? removeComments(comments, event.deletedIds) : comments,
    );
  });

  useSocketEvent('notifications', 'post-updated', (event) => {
    updatePostInLists(queryClient, event.postId, (post) => applyPostUpdate(post, event));
    // A new caption may bring the post into a tag's list or take it out: those lists are read again.
    void queryClient.invalidateQueries({ queryKey: postKeys.tags });
  });

  // A post open in the comments dialog then shows that it no longer exists (FeedPage).
  useSocketEvent('notifications', 'post-deleted', (event) => removePostFromLists(queryClient, event.postId));
}
