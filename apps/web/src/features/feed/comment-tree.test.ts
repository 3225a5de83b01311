import { describe, expect, it } from 'vitest';
import { makeAuthor, makeComment } from '../../../test/fixtures/posts';
import {
  appendComment,
  buildCommentThreads,
  mentionPrefix,
  removeComments,
  replyTargetFor,
  updateComment,
  withoutMention,
} from './comment-tree';

const shape = (threads: ReturnType<typeof buildCommentThreads>) =>
  threads.map((thread) => [thread.comment._id, thread.replies.map((reply) => reply._id)]);

describe('buildCommentThreads', () => {
  it('puts replies under their top-level comment, keeping the server order', () => {
    const comments = [
      makeComment({ _id: 'a' }),
      makeComment({ _id: 'b' }),
      makeComment({ _id: 'a1', parentComment: 'a' }),
      makeComment({ _id: 'b1', parentComment: 'b' }),
      makeComment({ _id: 'a2', parentComment: 'a' }),
    ];
    expect(shape(buildCommentThreads(comments))).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('files a reply to a reply under the top-level comment', () => {
    const comments = [
      makeComment({ _id: 'a' }),
      makeComment({ _id: 'a1', parentComment: 'a' }),
      makeComment({ _id: 'a1x', parentComment: 'a1' }),
    ];
    expect(shape(buildCommentThreads(comments))).toEqual([['a', ['a1', 'a1x']]]);
  });

  it('shows a reply whose parent is missing as a top-level comment', () => {
    expect(shape(buildCommentThreads([makeComment({ _id: 'r', parentComment: 'gone' })]))).toEqual([['r', []]]);
  });

  it('handles a reply listed before its parent and an empty list', () => {
    const comments = [makeComment({ _id: 'a1', parentComment: 'a' }), makeComment({ _id: 'a' })];
    expect(shape(buildCommentThreads(comments))).toEqual([['a', ['a1']]]);
    expect(buildCommentThreads([])).toEqual([]);
  });
});

describe('replies', () => {
  const author = makeAuthor({ _id: 'u2', username: 'lan' });

  it('targets the top-level parent and its own author', () => {
    expect(replyTargetFor(makeComment({ _id: 'a', user: author }))).toEqual({
      parentId: 'a',
      userId: 'u2',
      username: 'lan',
    });
    expect(replyTargetFor(makeComment({ _id: 'a1', parentComment: 'a', user: author }))).toEqual({
      parentId: 'a',
      userId: 'u2',
      username: 'lan',
    });
  });

  it('prefills and removes the mention', () => {
    expect(mentionPrefix('lan')).toBe('@lan ');
    expect(withoutMention('@lan ', 'lan')).toBe('');
    expect(withoutMention('@lan thanks!', 'lan')).toBe('thanks!');
    expect(withoutMention('hi @lan', 'lan')).toBe('hi @lan');
  });
});

describe('comment list changes', () => {
  it('appends once, removes by id and updates one comment', () => {
    const list = [makeComment({ _id: 'a' })];
    const added = appendComment(list, makeComment({ _id: 'b' }));
    expect(added.map((comment) => comment._id)).toEqual(['a', 'b']);
    expect(appendComment(added, makeComment({ _id: 'b' }))).toBe(added);
    expect(removeComments(added, ['a']).map((comment) => comment._id)).toEqual(['b']);
    expect(updateComment(added, 'b', (comment) => ({ ...comment, likesCount: 3 }))[1]?.likesCount).toBe(3);
  });
});
