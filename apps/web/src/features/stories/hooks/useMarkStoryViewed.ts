import type { StoryView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markStoryViewed } from '../api';
import { markViewedInGroups, updateStripGroups } from '../story-cache';

/** Stories marked viewed since the page loaded: each is sent once per session. */
const markedThisSession = new Set<string>();

/** For tests: forget what this session has marked. */
export function forgetMarkedStories() {
  markedThisSession.clear();
}

/**
 * Opening someone else's unseen story marks it viewed: the cached strip turns its ring grey at once (no
 * refetch) and the server is told once per story per session. The author's own stories are not
 * "viewed" by them.
 */
export function useMarkStoryViewed(story: StoryView | undefined, ownUserId: string | undefined) {
  const queryClient = useQueryClient();
  const storyId = story?._id;
  const skip = !story || story.hasViewed || story.user._id === ownUserId;
  useEffect(() => {
    if (skip || !storyId || markedThisSession.has(storyId)) return;
    markedThisSession.add(storyId);
    updateStripGroups(queryClient, markViewedInGroups(storyId));
    markStoryViewed(storyId).catch(() => {
      // Not recorded: a later opening tries again. The ring stays grey for now; the next refetch tells.
      markedThisSession.delete(storyId);
    });
  }, [queryClient, skip, storyId]);
}
