import type { MemberPayload, MemberRemovedPayload } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNamespaceSocket, useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { useSession } from '../../../lib/session/useSession';
import { projectKeys } from '../api';
import {
  dropMember,
  dropProject,
  dropTask,
  patchProject,
  putChecklist,
  putWatchers,
  putMember,
  putProject,
  putTask,
} from '../utils/project-cache';

/**
 * The /projects connection (ProjectsPage opens it) while the page is shown: every project and member
 * event updates the cache, and the board on screen is joined (again after each reconnect) so its task
 * events arrive.
 */
export function useProjectsRealtime(boardId: string | null) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?._id;
  const { socket, connected } = useNamespaceSocket('projects');

  useEffect(() => {
    if (!connected) return;
    // Invitations that came while this socket was not yet (or no longer) connected: fetch the list again
    // if it was read before now.
    const loadedAt = queryClient.getQueryState(projectKeys.myInvitations)?.dataUpdatedAt ?? 0;
    if (loadedAt > 0) void queryClient.invalidateQueries({ queryKey: projectKeys.myInvitations });
  }, [connected, queryClient]);

  const onMember = ({ projectId, member }: MemberPayload) => putMember(queryClient, projectId, member, userId);
  useSocketEvent('projects', 'task-created', (task) => putTask(queryClient, task));
  // A task's timeline is merged and paged on the server: an open panel fetches it again rather than
  // patching it (a change's activity lines come with its task-updated).
  const refetchTimeline = ({ taskId }: { taskId: string }) =>
    void queryClient.invalidateQueries({ queryKey: projectKeys.timelines(taskId) });
  useSocketEvent('projects', 'task-updated', (task) => {
    putTask(queryClient, task);
    refetchTimeline({ taskId: task.id });
  });
  useSocketEvent('projects', 'task-comment-created', refetchTimeline);
  useSocketEvent('projects', 'task-comment-updated', refetchTimeline);
  useSocketEvent('projects', 'task-comment-deleted', refetchTimeline);
  useSocketEvent('projects', 'checklist-updated', ({ taskId, items }) => putChecklist(queryClient, taskId, items));
  useSocketEvent('projects', 'watchers-updated', ({ taskId, watchers }) => putWatchers(queryClient, taskId, watchers));
  // The list's links are signed for each reader: an open panel reads its task again.
  useSocketEvent('projects', 'attachments-updated', ({ taskId }) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.task(taskId) });
  });
  useSocketEvent('projects', 'task-deleted', ({ projectId, taskId }) => dropTask(queryClient, projectId, taskId));
  useSocketEvent('projects', 'project-updated', (payload) => patchProject(queryClient, payload));
  useSocketEvent('projects', 'project-added', (project) => putProject(queryClient, project));
  useSocketEvent('projects', 'project-removed', ({ projectId }) => dropProject(queryClient, projectId));
  useSocketEvent('projects', 'invitations-changed', () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.myInvitations });
  });
  useSocketEvent('projects', 'member-added', (payload) => {
    onMember(payload);
    // They joined by accepting: their invitation is no longer open.
    void queryClient.invalidateQueries({ queryKey: projectKeys.invitations(payload.projectId) });
  });
  useSocketEvent('projects', 'member-updated', onMember);
  useSocketEvent('projects', 'member-removed', ({ projectId, userId: removed }: MemberRemovedPayload) => {
    if (removed === userId) dropProject(queryClient, projectId);
    else dropMember(queryClient, projectId, removed);
  });

  useEffect(() => {
    if (!socket || !connected || !boardId) return undefined;
    const joinedAt = Date.now();
    socket.emit('join-project', { projectId: boardId }, () => {
      // A board loaded before joining (cached, or before a reconnect) may have missed events: fetch it
      // once; live events follow.
      const loadedAt = queryClient.getQueryState(projectKeys.tasks(boardId))?.dataUpdatedAt ?? 0;
      if (loadedAt > 0 && loadedAt < joinedAt) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.tasks(boardId) });
      }
      // So is an open task panel's checklist.
      void queryClient.invalidateQueries({
        queryKey: projectKeys.taskDetails,
        predicate: ({ state }) => state.dataUpdatedAt > 0 && state.dataUpdatedAt < joinedAt,
      });
    });
    return () => {
      if (socket.connected) socket.emit('leave-project', { projectId: boardId });
    };
  }, [socket, connected, boardId, queryClient]);
}
