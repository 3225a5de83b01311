import {
  type AttachmentsUpdatedPayload,
  myProjectsRoom,
  projectRoom,
  userRoom,
  type ChecklistUpdatedPayload,
  type WatchersUpdatedPayload,
  type TaskCommentDeletedPayload,
  type TaskCommentPayload,
  type ProjectMemberView,
  type ProjectUpdatedPayload,
  type ProjectView,
  type TaskView,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createEventSender } from '../../realtime/emit-to.js';
import type { ProjectsNamespace } from '../../realtime/namespaces.js';

/**
 * Live board events on /projects, always sent after the change is committed. Task events go to the
 * project's room (members who opened the board or joined all their projects: only members get in,
 * and those who leave the project are taken out); project and member events go to every member's user room, so their tabs
 * and assignee lists stay right without the board open. A failed emit is logged and never fails the
 * action: clients catch up on their next fetch.
 */
export interface ProjectEvents {
  taskCreated(task: TaskView): void;
  taskUpdated(task: TaskView): void;
  taskDeleted(projectId: string, taskId: string): void;
  checklistUpdated(payload: ChecklistUpdatedPayload): void;
  watchersUpdated(payload: WatchersUpdatedPayload): void;
  attachmentsUpdated(payload: AttachmentsUpdatedPayload): void;
  taskCommentCreated(payload: TaskCommentPayload): void;
  taskCommentUpdated(payload: TaskCommentPayload): void;
  taskCommentDeleted(payload: TaskCommentDeletedPayload): void;
  projectUpdated(memberIds: string[], payload: ProjectUpdatedPayload): void;
  /** The user now has the project (as they see it); their sockets in my-projects mode join its room. */
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
  const report = (error: unknown, event: string) => log.warn({ err: error, event }, 'could not send a projects event');
  const send = createEventSender(namespace, report);
  const board = (projectId: string) => ({ rooms: projectRoom(projectId) });

  return {
    taskCreated: (task) => send(board(task.projectId), 'task-created', task),
    taskUpdated: (task) => send(board(task.projectId), 'task-updated', task),
    taskDeleted: (projectId, taskId) => send(board(projectId), 'task-deleted', { projectId, taskId }),
    checklistUpdated: (payload) => send(board(payload.projectId), 'checklist-updated', payload),
    watchersUpdated: (payload) => send(board(payload.projectId), 'watchers-updated', payload),
    attachmentsUpdated: (payload) => send(board(payload.projectId), 'attachments-updated', payload),
    taskCommentCreated: (payload) => send(board(payload.projectId), 'task-comment-created', payload),
    taskCommentUpdated: (payload) => send(board(payload.projectId), 'task-comment-updated', payload),
    taskCommentDeleted: (payload) => send(board(payload.projectId), 'task-comment-deleted', payload),
    projectUpdated: (memberIds, payload) => send({ users: memberIds }, 'project-updated', payload),
    projectAdded(userId, project) {
      try {
        // Sockets in my-projects mode hear the new project's tasks from now on.
        namespace.in(myProjectsRoom(userId)).socketsJoin(projectRoom(project.id));
      } catch (error) {
        // Still told below: the page reads its calendar again when it reconnects.
        report(error, 'project-added');
      }
      send({ users: [userId] }, 'project-added', project);
    },
    invitationsChanged: (userIds) => send({ users: userIds }, 'invitations-changed'),
    projectRemoved(userIds, projectId) {
      if (userIds.length === 0) return;
      try {
        namespace.in(userIds.map(userRoom)).socketsLeave(projectRoom(projectId));
      } catch (error) {
        // Still told below: their pages drop the project, and the server refuses its board to them.
        report(error, 'project-removed');
      }
      send({ users: userIds }, 'project-removed', { projectId });
    },
    memberAdded: (memberIds, projectId, member) => send({ users: memberIds }, 'member-added', { projectId, member }),
    memberUpdated: (memberIds, projectId, member) =>
      send({ users: memberIds }, 'member-updated', { projectId, member }),
    memberRemoved: (memberIds, projectId, userId) =>
      send({ users: memberIds }, 'member-removed', { projectId, userId }),
  };
}
