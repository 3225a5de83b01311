import {
  SOCKET_NAMESPACES,
  type MemberPayload,
  type MemberRemovedPayload,
  type ProjectRef,
  type ProjectsClientToServerEvents,
  type ProjectsServerToClientEvents,
  type ProjectUpdatedPayload,
  type ProjectView,
  type TaskDeletedPayload,
  type TaskView,
} from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { connectNamespace } from '../../../lib/realtime-client';
import { useSession } from '../../../lib/session/useSession';
import { projectKeys } from '../api';
import {
  dropMember,
  dropProject,
  dropTask,
  patchProject,
  putMember,
  putProject,
  putTask,
} from '../utils/project-cache';

type ProjectsSocket = Socket<ProjectsServerToClientEvents, ProjectsClientToServerEvents>;

/**
 * The /projects connection while the page is shown: every project and member event updates the
 * cache, and the board on screen is joined (again after each reconnect) so its task events arrive.
 */
export function useProjectsRealtime(boardId: string | null) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?._id;
  const [socket, setSocket] = useState<ProjectsSocket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!userId) return undefined;
    const next = connectNamespace<ProjectsServerToClientEvents, ProjectsClientToServerEvents>(
      SOCKET_NAMESPACES.projects,
    ) as unknown as ProjectsSocket;
    const onConnect = () => {
      setConnected(true);
      // Invitations that came while this socket was not yet (or no longer) connected: fetch the list again
      // if it was read before now.
      const loadedAt = queryClient.getQueryState(projectKeys.myInvitations)?.dataUpdatedAt ?? 0;
      if (loadedAt > 0) void queryClient.invalidateQueries({ queryKey: projectKeys.myInvitations });
    };
    const onDisconnect = () => setConnected(false);
    const onTask = (task: TaskView) => putTask(queryClient, task);
    const onTaskDeleted = ({ projectId, taskId }: TaskDeletedPayload) => dropTask(queryClient, projectId, taskId);
    const onProjectUpdated = (payload: ProjectUpdatedPayload) => patchProject(queryClient, payload);
    const onProjectAdded = (project: ProjectView) => putProject(queryClient, project);
    const onProjectRemoved = ({ projectId }: ProjectRef) => dropProject(queryClient, projectId);
    const onMember = ({ projectId, member }: MemberPayload) => putMember(queryClient, projectId, member, userId);
    const onMemberAdded = (payload: MemberPayload) => {
      onMember(payload);
      // They joined by accepting: their invitation is no longer open.
      void queryClient.invalidateQueries({ queryKey: projectKeys.invitations(payload.projectId) });
    };
    const onInvitationsChanged = () => void queryClient.invalidateQueries({ queryKey: projectKeys.myInvitations });
    const onMemberRemoved = ({ projectId, userId: removed }: MemberRemovedPayload) => {
      if (removed === userId) dropProject(queryClient, projectId);
      else dropMember(queryClient, projectId, removed);
    };
    next.on('connect', onConnect);
    next.on('disconnect', onDisconnect);
    next.on('task-created', onTask);
    next.on('task-updated', onTask);
    next.on('task-deleted', onTaskDeleted);
    next.on('project-updated', onProjectUpdated);
    next.on('project-added', onProjectAdded);
    next.on('project-removed', onProjectRemoved);
    next.on('invitations-changed', onInvitationsChanged);
    next.on('member-added', onMemberAdded);
    next.on('member-updated', onMember);
    next.on('member-removed', onMemberRemoved);
    // The socket is an external system this effect subscribes to; state follows its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSocket(next);
    return () => {
      next.removeAllListeners();
      next.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [userId, queryClient]);

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
    });
    return () => {
      if (socket.connected) socket.emit('leave-project', { projectId: boardId });
    };
  }, [socket, connected, boardId, queryClient]);
}
