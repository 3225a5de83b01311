import type { StoryGroup } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchStoryGroups, fetchStripUsers, storyKeys } from '../api';
import type { StoryStripData } from '../story-cache';

/**
 * The strip's data (specification section 7): the stories; when they cannot load, the users-only
 * list (people without rings); when that fails too, the query fails and the strip shows the
 * reader's own entry with a quiet retry.
 */
export async function loadStoryStrip(): Promise<StoryStripData> {
  try {
    return { source: 'stories', groups: await fetchStoryGroups() };
  } catch {
    const users = await fetchStripUsers();
    const groups: StoryGroup[] = users.map((user) => ({ user, storyStatus: 'none', stories: [] }));
    return { source: 'users', groups };
  }
}

export function useStoryStrip() {
  return useQuery({ queryKey: storyKeys.strip, queryFn: loadStoryStrip });
}
