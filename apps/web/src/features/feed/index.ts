/** What other features use from the feed: its post queries, caches and media helpers. */
export { PROFILE_GRID_PAGE_SIZE, fetchPostPage, nextPageCursor, postKeys } from './api';
export { flattenPosts, type PostPages } from './feed-cache';
export { useLoadMoreSentinel } from './hooks/useLoadMoreSentinel';
export { addPostToLists } from './post-lists';
export { isVideoPost, postMediaUrl } from './post-media';
export { useAlbumStrings } from './album/album-strings';
