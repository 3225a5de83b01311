import type { MyTaskView, ProjectView, TaskView } from '@teamhub/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNamespaceSocket, useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { calendarKeys, projectKeys } from '../api';
import {
  withCalendarProject,
  withCalendarTask,
  withoutCalendarProject,
  withoutCalendarTask,
  type CalendarProject,
} from '../utils/calendar-cache';

/** How a task of `projectId` is named: as a cached range names it, else from the projects list. */
function projectOf(queryClient: QueryClient, projectId: string): CalendarProject | undefined {
  for (const [, list] of queryClient.getQueriesData<MyTaskView[]>({ queryKey: calendarKeys.all })) {
    const named = list?.find((entry) => entry.projectId === projectId)?.project;
    if (named) return named;
  }
  const project = queryClient.getQueryData<ProjectView[]>(projectKeys.list)?.find((item) => item.id === projectId);
  return project && { _id: project.id, id: project.id, name: project.name, category: project.category };
}

/** The task as it is now, in every cached range; a range that cannot name its project is read again. */
function putInRanges(queryClient: QueryClient, task: TaskView) {
  const project = projectOf(queryClient, task.projectId);
  for (const [key, list] of queryClient.getQueriesData<MyTaskView[]>({ queryKey: calendarKeys.all })) {
    if (!list) continue;
    const [, , from, to] = key as ReturnType<typeof calendarKeys.range>;
    const next = withCalendarTask(list, from, to, task, project);
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

const mapRanges = (queryClient: QueryClient, change: (list: MyTaskView[]) => MyTaskView[]) =>
  queryClient.setQueriesData<MyTaskView[]>({ queryKey: calendarKeys.all }, (list) => list && change(list));

/**
 * The calendar across projects, live: while it is shown and the /projects connection (ProjectsPage
 * opens it) is up, the socket is in the room of every project of the user's (join-my-projects, again
 * after each reconnect), and their task events move the cached ranges' tasks.
 */
export function useLiveCalendar() {
  const queryClient = useQueryClient();
  const { socket, connected } = useNamespaceSocket('projects');

  useEffect(() => {
    if (!socket || !connected) return undefined;
    const joinedAt = Date.now();
    socket.emit('join-my-projects', () => {
      // Ranges read before joining (cached, or before a reconnect) may have missed events: read them
      // once more; live events follow.
      void queryClient.invalidateQueries({
        queryKey: calendarKeys.all,
        predicate: ({ state }) => state.dataUpdatedAt > 0 && state.dataUpdatedAt < joinedAt,
      });
    });
    return () => {
      if (socket.connected) socket.emit('leave-my-projects');
    };
  }, [socket, connected, queryClient]);

  useSocketEvent('projects', 'task-created', (task) => putInRanges(queryClient, task));
  useSocketEvent('projects', 'task-updated', (task) => putInRanges(queryClient, task));
  useSocketEvent('projects', 'task-deleted', ({ taskId }) =>
    mapRanges(queryClient, (list) => withoutCalendarTask(list, taskId)),
  );
  useSocketEvent('projects', 'project-removed', ({ projectId }) =>
    mapRanges(queryClient, (list) => withoutCalendarProject(list, projectId)),
  );
  useSocketEvent('projects', 'project-updated', ({ projectId, changes: { name, category } }) => {
    if (name === undefined && category === undefined) return;
    const renamed = { ...(name !== undefined && { name }), ...(category !== undefined && { category }) };
    mapRanges(queryClient, (list) => withCalendarProject(list, projectId, renamed));
  });
}
