import { describe, expect, it } from 'vitest';
import { makeAuthor } from '../../../test/fixtures/posts';
import {
  addOwnStoryToGroups,
  groupStatus,
  markViewedInGroups,
  removeStoryFromGroups,
  setViewersCountInGroups,
} from './story-cache';
import { makeGroup, makeStory } from './test-support/fixtures';

const me = { _id: 'user-1', username: 'minh' };
const lan = { _id: 'user-2', username: 'lan' };
const an = { _id: 'user-3', username: 'an' };

describe('story cache', () => {
  it('tells the ring from the stories', () => {
    expect(groupStatus([])).toBe('none');
    expect(groupStatus([makeStory({ hasViewed: true }), makeStory({ hasViewed: false })])).toBe('new');
    expect(groupStatus([makeStory({ hasViewed: true })])).toBe('watched');
  });

  it('turns a ring grey only once every story of the group is seen, without moving it', () => {
    const groups = [makeGroup(me, []), makeGroup(lan, ['s1', 's2']), makeGroup(an, ['s3'])];
    const once = markViewedInGroups('s1')(groups);
    expect(once[1]!.storyStatus).toBe('new');
    expect(once[1]!.stories[0]!.hasViewed).toBe(true);
    const twice = markViewedInGroups('s2')(once);
    expect(twice.map((group) => [group.user.username, group.storyStatus])).toEqual([
      ['minh', 'none'],
      ['lan', 'watched'],
      ['an', 'new'],
    ]);
    expect(markViewedInGroups('unknown')(groups)).toBe(groups);
  });

  it("updates an own story's viewers count", () => {
    const groups = [makeGroup(me, ['mine'])];
    expect(setViewersCountInGroups('mine', 4)(groups)[0]!.stories[0]!.viewersCount).toBe(4);
  });

  it('drops a deleted story, and a group left empty unless it is the reader’s own', () => {
    const groups = [makeGroup(me, ['mine']), makeGroup(lan, ['s1']), makeGroup(an, ['s2', 's3'])];
    const withoutLan = removeStoryFromGroups('s1', me._id)(groups);
    expect(withoutLan.map((group) => group.user.username)).toEqual(['minh', 'an']);
    const withoutMine = removeStoryFromGroups('mine', me._id)(withoutLan);
    expect(withoutMine[0]).toMatchObject({ storyStatus: 'none', stories: [] });
    expect(removeStoryFromGroups('s2', me._id)(groups)[2]!.stories.map((story) => story._id)).toEqual(['s3']);
  });

  it('puts a newly shared story at the end of the own group, first in the strip', () => {
    const author = makeAuthor(me);
    const fresh = makeStory({ _id: 'fresh', user: author });
    const groups = [makeGroup(lan, ['s1'])];
    const added = addOwnStoryToGroups(fresh, author)(groups);
    expect(added.map((group) => group.user.username)).toEqual(['minh', 'lan']);
    expect(added[0]!.stories.map((story) => story._id)).toEqual(['fresh']);
    const again = addOwnStoryToGroups(makeStory({ _id: 'second', user: author }), author)(added);
    expect(again[0]!.stories.map((story) => story._id)).toEqual(['fresh', 'second']);
  });
});
