import { useQueryClient } from '@tanstack/react-query';
import { useNotificationEvent } from '../../realtime';
import { storyKeys } from '../api';
import { setViewersCountInGroups, updateStripGroups } from '../story-cache';

/**
 * Keeps the strip live: a new or deleted story refetches it (the server knows the order); someone
 * opening one of the reader's stories updates its "Seen by" count and an open viewers list.
 */
export function useStoriesRealtime() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: storyKeys.strip });

  useNotificationEvent('new-story', refetch);
  useNotificationEvent('story-deleted', refetch);
  useNotificationEvent('story-viewed', ({ storyId, viewersCount }) => {
    updateStripGroups(queryClient, setViewersCountInGroups(storyId, viewersCount));
    void queryClient.invalidateQueries({ queryKey: storyKeys.viewers(storyId) });
  });
}
