import { hashtagKeysIn, type PostView } from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { postKeys } from './api';
import { findPost, prependPost, removePost, updatePost, type PostPages } from './feed-cache';

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

/** A new post goes to the top of the feed, of its author's grid and of its tags' lists, if those are loaded. */
export function addPostToLists(queryClient: QueryClient, post: PostView) {
  queryClient.setQueryData<PostPages>(postKeys.feed, (data) => prependPost(data, post));
  queryClient.setQueryData<PostPages>(postKeys.byUser(post.user._id), (data) => prependPost(data, post));
  for (const tag of hashtagKeysIn(post.caption)) {
    queryClient.setQueryData<PostPages>(postKeys.byTag(tag), (data) => prependPost(data, post));
  }
}

/** A deleted post leaves every cached list, and its comments go from the cache. */
export function removePostFromLists(queryClient: QueryClient, postId: string) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) => removePost(data, postId));
  queryClient.removeQueries({ queryKey: postKeys.comments(postId) });
}
