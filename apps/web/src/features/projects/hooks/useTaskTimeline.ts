import type { TaskTimelineFilter } from '@teamhub/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { addTaskComment, deleteTaskComment, editTaskComment, fetchTimeline, projectKeys } from '../api';

/**
 * A task's timeline, newest first, a page at a time ("Load older" asks for the next); live events
 * (useProjectsRealtime) fetch it again. The comment actions refetch it once saved.
 */
export function useTaskTimeline(taskId: string, filter: TaskTimelineFilter) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: projectKeys.timeline(taskId, filter),
    queryFn: ({ pageParam }) => fetchTimeline(taskId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const refetch = () => queryClient.invalidateQueries({ queryKey: projectKeys.timelines(taskId) });
  return {
    query,
    entries: query.data?.pages.flatMap((page) => page.entries) ?? [],
    add: async (text: string) => {
      await addTaskComment(taskId, text);
      await refetch();
    },
    edit: async (commentId: string, text: string) => {
      await editTaskComment(taskId, commentId, text);
      await refetch();
    },
    remove: async (commentId: string) => {
      await deleteTaskComment(taskId, commentId);
      await refetch();
    },
  };
}
