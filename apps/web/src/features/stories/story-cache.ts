import type { AuthorSummary, StoryGroup, StoryStatus, StoryView } from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { storyKeys } from './api';

/** What the strip shows: the stories, or (when they cannot load) people without stories. */
export interface StoryStripData {
  source: 'stories' | 'users';
  groups: StoryGroup[];
}

/** A group's ring: none without stories, new while one is unseen, watched once all are seen. */
export function groupStatus(stories: readonly StoryView[]): StoryStatus {
  if (stories.length === 0) return 'none';
  return stories.some((story) => !story.hasViewed) ? 'new' : 'watched';
}

type GroupsUpdate = (groups: StoryGroup[]) => StoryGroup[];

/** Changes the cached strip's groups, if the strip is cached. */
export function updateStripGroups(queryClient: QueryClient, update: GroupsUpdate) {
  queryClient.setQueryData<StoryStripData>(storyKeys.strip, (strip) =>
    strip ? { ...strip, groups: update(strip.groups) } : strip,
  );
}

/** Each group with `change` applied to the story `storyId`; the same array when no group holds it. */
function mapStory(groups: StoryGroup[], storyId: string, change: (story: StoryView) => StoryView) {
  let found = false;
  const next = groups.map((group) => {
    if (!group.stories.some((story) => story._id === storyId)) return group;
    found = true;
    return { ...group, stories: group.stories.map((story) => (story._id === storyId ? change(story) : story)) };
  });
  return found ? next : groups;
}

/** The story is seen: its ring turns grey once all of its author's stories are (no refetch). */
export const markViewedInGroups =
  (storyId: string): GroupsUpdate =>
  (groups) => {
    const next = mapStory(groups, storyId, (story) => ({ ...story, hasViewed: true }));
    if (next === groups) return groups;
    return next.map((group) =>
      group.storyStatus === 'new' && groupStatus(group.stories) === 'watched'
        ? { ...group, storyStatus: 'watched' }
        : group,
    );
  };

/** The author's "Seen by" count, as the server last told it. */
export const setViewersCountInGroups =
  (storyId: string, viewersCount: number): GroupsUpdate =>
  (groups) =>
    mapStory(groups, storyId, (story) => ({ ...story, viewersCount }));

/**
 * The story is gone. A group left without stories leaves the strip, except the reader's own, which
 * stays first with storyStatus 'none'.
 */
export const removeStoryFromGroups =
  (storyId: string, ownUserId: string | undefined): GroupsUpdate =>
  (groups) =>
    groups.flatMap((group) => {
      if (!group.stories.some((story) => story._id === storyId)) return [group];
      const stories = group.stories.filter((story) => story._id !== storyId);
      if (stories.length === 0 && group.user._id !== ownUserId) return [];
      return [{ ...group, stories, storyStatus: groupStatus(stories) }];
    });

/** A story the reader has just shared goes at the end of their own group, first in the strip (until the refetch). */
export const addOwnStoryToGroups =
  (story: StoryView, owner: AuthorSummary): GroupsUpdate =>
  (groups) => {
    const own = groups.find((group) => group.user._id === owner._id);
    const stories = [...(own?.stories ?? []).filter((item) => item._id !== story._id), story];
    const group: StoryGroup = { user: own?.user ?? owner, stories, storyStatus: groupStatus(stories) };
    return [group, ...groups.filter((item) => item.user._id !== owner._id)];
  };
