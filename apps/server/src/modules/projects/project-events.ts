import {
  projectRoom,
  userRoom,
  type ProjectMemberView,
  type ProjectUpdatedPayload,
  type ProjectView,
  type TaskView,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ProjectsNamespace } from '../../realtime/socket-server.js';

/**
 * Live board events on /projects, always sent after the change is committed. Task events go to the
 * project's room (members who opened the board: only members get in, and those who leave the
 * project are taken out); project and member events go to every member's user room, so their tabs
 * and assignee lists stay right without the board open. A failed emit is logged and never fails the
 * action: clients catch up on their next fetch.
 */
export interface ProjectEvents {
  taskCreated(task: TaskView): void;
  taskUpdated(task: TaskView): void;
  taskDeleted(projectId: string, taskId: string): void;
  projectUpdated(memberIds: string[], payload: ProjectUpdatedPayload): void;
  /** The user now has the project (as they see it). */
  projectAdded(userId: string, project: ProjectView): void;
  /** The users' open invitations changed: their /projects pages fetch them again. */
  invitationsChanged(userIds: string[]): void;
  /** The users lost the project; their sockets leave its room first, so they hear nothing more of it. */
  projectRemoved(userIds: string[], projectId: string): void;
  memberAdded(memberIds: string[], projectId: string, member: ProjectMemberView): void;
  memberUpdated(memberIds: string[], projectId: string, member: ProjectMemberView): void;
  memberRemoved(memberIds: string[], projectId: string, userId: string): void;
}

export function createProjectEvents(namespace: ProjectsNamespace, log: Pick<FastifyBaseLogger, 'warn'>): ProjectEvents {
  const safely = (event: string, emit: () => void) => {
    try {
      emit();
    } catch (error) {
      log.warn({ err: error, event }, 'could not send a projects event');
    }
  };
  const toUsers = (userIds: string[]) => namespace.to(userIds.map(userRoom));

  return {
    taskCreated: (task) =>
      safely('task-created', () => namespace.to(projectRoom(task.projectId)).emit('task-created', task)),
    taskUpdated: (task) =>
      safely('task-updated', () => namespace.to(projectRoom(task.projectId)).emit('task-updated', task)),
    taskDeleted: (projectId, taskId) =>
      safely('task-deleted', () => namespace.to(projectRoom(projectId)).emit('task-deleted', { projectId, taskId })),
    projectUpdated: (memberIds, payload) =>
      safely('project-updated', () => {
        if (memberIds.length > 0) toUsers(memberIds).emit('project-updated', payload);
      }),
    projectAdded: (userId, project) => safely('project-added', () => toUsers([userId]).emit('project-added', project)),
    invitationsChanged: (userIds) =>
      safely('invitations-changed', () => {
        if (userIds.length > 0) toUsers(userIds).emit('invitations-changed');
      }),
    projectRemoved: (userIds, projectId) =>
      safely('project-removed', () => {
        if (userIds.length === 0) return;
        namespace.in(userIds.map(userRoom)).socketsLeave(projectRoom(projectId));
        toUsers(userIds).emit('project-removed', { projectId });
      }),
    memberAdded: (memberIds, projectId, member) =>
      safely('member-added', () => {
        if (memberIds.length > 0) toUsers(memberIds).emit('member-added', { projectId, member });
      }),
    memberUpdated: (memberIds, projectId, member) =>
      safely('member-updated', () => {
        if (memberIds.length > 0) toUsers(memberIds).emit('member-updated', { projectId, member });
      }),
    memberRemoved: (memberIds, projectId, userId) =>
      safely('member-removed', () => {
        if (memberIds.length > 0) toUsers(memberIds).emit('member-removed', { projectId, userId });
      }),
  };
}
