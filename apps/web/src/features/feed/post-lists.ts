import type { PostView } from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { postKeys } from './api';
import { findPost, prependPost, updatePost, type PostPages } from './feed-cache';

/** Changes one post in every cached list that holds it (the feed and any profile grid). */
export function updatePostInLists(queryClient: QueryClient, postId: string, update: (post: PostView) => PostView) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) => updatePost(data, postId, update));
}

/** The post as currently cached, from whichever list holds it. */
export function findCachedPost(queryClient: QueryClient, postId: string): PostView | undefined {
  for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey: postKeys.lists })) {
    const post = findPost(data, postId);
    if (post) return post;
  }
  return undefined;
}

/** A new post goes to the top of the feed and of its author's grid, if those are loaded. */
export function addPostToLists(queryClient: QueryClient, post: PostView) {
  queryClient.setQueryData<PostPages>(postKeys.feed, (data) => prependPost(data, post));
  queryClient.setQueryData<PostPages>(postKeys.byUser(post.user._id), (data) => prependPost(data, post));
}
