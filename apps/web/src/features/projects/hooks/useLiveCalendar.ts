import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNamespaceSocket, useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { calendarKeys } from '../api';
import { withCalendarProject, withoutCalendarProject, withoutCalendarTask } from '../utils/calendar-cache';
import { changeRanges, putInRanges } from '../utils/calendar-ranges';

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
    changeRanges(queryClient, (list) => withoutCalendarTask(list, taskId)),
  );
  useSocketEvent('projects', 'project-removed', ({ projectId }) =>
    changeRanges(queryClient, (list) => withoutCalendarProject(list, projectId)),
  );
  useSocketEvent('projects', 'project-updated', ({ projectId, changes: { name, category } }) => {
    if (name === undefined && category === undefined) return;
    const renamed = { ...(name !== undefined && { name }), ...(category !== undefined && { category }) };
    changeRanges(queryClient, (list) => withCalendarProject(list, projectId, renamed));
  });
}
