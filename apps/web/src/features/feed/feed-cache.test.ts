import { describe, expect, it } from 'vitest';
import { makeComment, makePost } from '../../../test/fixtures/posts';
import {
  applyCommentAdded,
  applyCommentsDeleted,
  applyLikeUpdate,
  applyPostUpdate,
  findPost,
  flattenPosts,
  prependPost,
  removePost,
  toggleLike,
  updatePost,
  type PostPages,
} from './feed-cache';

const pages = (...ids: string[][]): PostPages => ({
  pages: ids.map((page) => page.map((id) => makePost({ _id: id, id }))),
  pageParams: ids.map((_, index) => (index === 0 ? undefined : ids[index - 1]!.at(-1))),
});
const ids = (data: PostPages | undefined) => data?.pages.map((page) => page.map((post) => post._id));

describe('prependPost', () => {
  it('puts a new post at the top of the first page', () => {
    const result = prependPost(pages(['b', 'c'], ['d']), makePost({ _id: 'a' }));
    expect(ids(result)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('leaves the list alone when the post is already loaded, on any page', () => {
    const data = pages(['b', 'c'], ['d']);
    expect(prependPost(data, makePost({ _id: 'b' }))).toBe(data);
    expect(prependPost(data, makePost({ _id: 'd' }))).toBe(data);
  });

  it('does not create a list that was never loaded', () => {
    expect(prependPost(undefined, makePost())).toBeUndefined();
  });

  it('fills an empty first page', () => {
    expect(ids(prependPost(pages([]), makePost({ _id: 'a' })))).toEqual([['a']]);
  });
});

describe('updatePost and findPost', () => {
  it('changes only the matching post and keeps other pages as they were', () => {
    const data = pages(['a', 'b'], ['c']);
    const result = updatePost(data, 'c', (post) => ({ ...post, caption: 'changed' }));
    expect(findPost(result, 'c')?.caption).toBe('changed');
    expect(result?.pages[0]).toBe(data.pages[0]);
  });

  it('returns the same data when the post is not loaded', () => {
    const data = pages(['a']);
    expect(updatePost(data, 'zzz', (post) => post)).toBe(data);
  });
});

describe('flattenPosts', () => {
  it('lists every loaded post once, in order', () => {
    expect(flattenPosts(pages(['a', 'b'], ['b', 'c'])).map((post) => post._id)).toEqual(['a', 'b', 'c']);
    expect(flattenPosts(undefined)).toEqual([]);
  });
});

describe('likes', () => {
  it('toggles optimistically', () => {
    const liked = toggleLike(makePost({ likesCount: 4, isLiked: false }));
    expect(liked).toMatchObject({ isLiked: true, likesCount: 5 });
    expect(toggleLike(liked)).toMatchObject({ isLiked: false, likesCount: 4 });
    expect(toggleLike(makePost({ likesCount: 0, isLiked: true }))).toMatchObject({ likesCount: 0 });
  });

  it('takes the count from an event, and isLiked only when it is the current user', () => {
    const post = makePost({ _id: 'p', likesCount: 1, isLiked: false });
    const event = { postId: 'p', likes: 2, userId: 'someone-else', isLiked: true };
    expect(applyLikeUpdate(post, event, 'me')).toMatchObject({ likesCount: 2, isLiked: false });
    expect(applyLikeUpdate(post, { ...event, userId: 'me' }, 'me')).toMatchObject({ likesCount: 2, isLiked: true });
    expect(applyLikeUpdate(post, event, undefined)).toMatchObject({ isLiked: false });
  });
});

describe('comments on a post', () => {
  it('takes the count and keeps a short preview without duplicates', () => {
    const first = makeComment({ _id: 'c1' });
    const post = makePost({ commentsCount: 1, comments: [first] });
    const second = makeComment({ _id: 'c2' });
    const third = makeComment({ _id: 'c3' });
    const once = applyCommentAdded(post, { postId: post._id, commentsCount: 2, comment: second });
    expect(once.commentsCount).toBe(2);
    expect(applyCommentAdded(once, { postId: post._id, commentsCount: 2, comment: second }).comments).toHaveLength(2);
    const twice = applyCommentAdded(once, { postId: post._id, commentsCount: 3, comment: third });
    expect(twice.comments.map((comment) => comment._id)).toEqual(['c2', 'c3']);
  });

  it('drops deleted comments from the preview', () => {
    const post = makePost({ commentsCount: 3, comments: [makeComment({ _id: 'c1' }), makeComment({ _id: 'c2' })] });
    const result = applyCommentsDeleted(post, { commentsCount: 1, deletedIds: ['c1', 'c9'] });
    expect(result.commentsCount).toBe(1);
    expect(result.comments.map((comment) => comment._id)).toEqual(['c2']);
  });
});

describe('removePost and applyPostUpdate', () => {
  it('takes a deleted post out of whichever page holds it, and leaves a list without it alone', () => {
    expect(ids(removePost(pages(['a', 'b'], ['c']), 'c'))).toEqual([['a', 'b'], []]);
    const data = pages(['a']);
    expect(removePost(data, 'z')).toBe(data);
  });

  it('applies an edit to the texts and settings, keeping the counts, likes and comments', () => {
    const post = makePost({ likesCount: 3, isLiked: true, comments: [makeComment()] });
    const edited = applyPostUpdate(post, {
      postId: post.id,
      caption: 'new',
      location: 'Huế',
      altText: 'alt',
      media: [{ ...post.media[0]!, altText: 'alt' }],
      hideViewCount: true,
      hideLikeCount: true,
      turnOffCommenting: true,
      editedAt: '2026-03-16T10:00:00.000Z',
    });
    expect(edited).toEqual({
      ...post,
      caption: 'new',
      location: 'Huế',
      altText: 'alt',
      media: [{ ...post.media[0]!, altText: 'alt' }],
      hideViewCount: true,
      hideLikeCount: true,
      turnOffCommenting: true,
      editedAt: '2026-03-16T10:00:00.000Z',
    });
  });
});
