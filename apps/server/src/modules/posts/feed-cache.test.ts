import type { CommentView, PostView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { createFeedCache, flagsFor, pageJson, rememberablePage } from './feed-cache.js';

const author = { _id: 'u1', id: 'u1', username: 'lan', avatar: '', verified: false };

const comment = (id: string, isLiked: boolean, text = 'nice'): CommentView => ({
  _id: id,
  id,
  postId: 'p',
  user: author,
  text,
  parentComment: null,
  replyTo: null,
  likesCount: 1,
  isLiked,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const post = (id: string, isLiked: boolean, comments: CommentView[], caption = 'hello'): PostView => ({
  _id: id,
  id,
  user: author,
  caption,
  location: '',
  altText: '',
  mediaUrl: '/uploads/posts/a.webp',
  image: '/uploads/posts/a.webp',
  thumbnailUrl: '/uploads/posts/a-thumb.webp',
  mediaType: 'image',
  hideViewCount: false,
  hideLikeCount: false,
  turnOffCommenting: false,
  likesCount: 2,
  isLiked,
  commentsCount: comments.length,
  comments,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('remembered feed pages', () => {
  // Texts that look like the flag: inside a JSON string the quote before the colon is escaped.
  const tricky = ['"isLiked":false', '\\"isLiked":true', 'a\\', '"isLiked":false"isLiked":false'];
  const views = [
    post('p1', true, [comment('c1', false, tricky[0]), comment('c2', true, tricky[1])], tricky[2]),
    post('p2', false, [], tricky[3]),
    post('p3', false, [comment('c3', true)]),
  ];

  it('gives back exactly the JSON of the views it was cut from, whatever the texts hold', () => {
    const { page, flags } = rememberablePage(views);
    expect(page.slots).toEqual([
      { kind: 'post', id: 'p1' },
      { kind: 'comment', id: 'c1' },
      { kind: 'comment', id: 'c2' },
      { kind: 'post', id: 'p2' },
      { kind: 'post', id: 'p3' },
      { kind: 'comment', id: 'c3' },
    ]);
    expect(flags).toEqual([true, false, true, false, false, true]);
    expect(pageJson(page, flags)).toBe(JSON.stringify(views));
  });

  it("shows another reader's likes on the same pieces", () => {
    const { page } = rememberablePage(views);
    const likes = { postIds: new Set(['p2']), commentIds: new Set(['c1', 'c3']) };
    const asSeen = JSON.parse(pageJson(page, flagsFor(page, likes))) as PostView[];
    expect(asSeen.map((view) => [view.isLiked, view.comments.map((item) => item.isLiked)])).toEqual([
      [false, [true, false]],
      [true, []],
      [false, [true]],
    ]);
    expect(asSeen.map((view) => view.caption)).toEqual([tricky[2], tricky[3], 'hello']);
  });

  it('keeps no page read across a write, and forgets pages and readers on clear', () => {
    const cache = createFeedCache();
    const { page } = rememberablePage(views);
    const readAt = cache.generation();
    cache.clear();
    cache.set('20//', page, readAt);
    expect(cache.get('20//')).toBeUndefined();
    cache.set('20//', page, cache.generation());
    cache.setReader(page, 'reader', [true]);
    expect(cache.get('20//')?.readers.get('reader')).toEqual([true]);
    cache.clear();
    expect(cache.get('20//')).toBeUndefined();
  });
});
