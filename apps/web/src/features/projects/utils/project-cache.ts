import type {
  ChecklistItemView,
  TaskAttachmentView,
  ProjectMemberView,
  ProjectUpdatedPayload,
  ProjectView,
  TaskDetailView,
  TaskView,
  TaskWatcher,
} from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { readAgainIfReading } from '../../../lib/live-reads';
import { projectKeys } from '../api';
import { removeTask, upsertTask } from './board-order';
import { withChecklist } from './checklist';

/*
 * Every change to the projects cache goes through here, from a request's answer or a live event alike,
 * so an answer and its echo land the same way (replaced by id: never twice, never a jump).
 */

export function putTask(queryClient: QueryClient, task: TaskView) {
  readAgainIfReading(queryClient, projectKeys.tasks(task.projectId));
  readAgainIfReading(queryClient, projectKeys.task(task.id));
  queryClient.setQueryData<TaskView[]>(projectKeys.tasks(task.projectId), (list) =>
    list ? upsertTask(list, task) : list,
  );
  // An open task panel shows the same fields; its checklist stays as it is.
  queryClient.setQueryData<TaskDetailView>(projectKeys.task(task.id), (detail) =>
    detail ? { ...detail, ...task } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: projectKeys.myTasks, refetchType: 'none' });
}

/**
 * A task's whole checklist, in order (the server's `checklist-updated`, or a change not yet answered):
 * its panel shows it, and its card counts it at once (the server's `task-updated` follows).
 */
export function putChecklist(queryClient: QueryClient, taskId: string, items: readonly ChecklistItemView[]) {
  const detail = queryClient.setQueryData<TaskDetailView>(projectKeys.task(taskId), (current) =>
    current ? withChecklist(current, items) : current,
  );
  if (!detail) return;
  const { checklistDone, checklistTotal } = detail;
  queryClient.setQueryData<TaskView[]>(projectKeys.tasks(detail.projectId), (list) =>
    list?.map((task) => (task.id === taskId ? { ...task, checklistDone, checklistTotal } : task)),
  );
}

/** A task's followers (the server's `watchers-updated`, or the answer to following): its open panel shows them. */
export function putWatchers(queryClient: QueryClient, taskId: string, watchers: TaskWatcher[]) {
  queryClient.setQueryData<TaskDetailView>(projectKeys.task(taskId), (detail) =>
    detail ? { ...detail, watchers } : detail,
  );
}

export function dropTask(queryClient: QueryClient, projectId: string, taskId: string) {
  readAgainIfReading(queryClient, projectKeys.tasks(projectId));
  queryClient.setQueryData<TaskView[]>(projectKeys.tasks(projectId), (list) =>
    list ? removeTask(list, taskId) : list,
  );
  void queryClient.invalidateQueries({ queryKey: projectKeys.myTasks, refetchType: 'none' });
}

export function putProject(queryClient: QueryClient, project: ProjectView) {
  queryClient.setQueryData<ProjectView[]>(projectKeys.list, (list) => {
    if (!list) return list;
    const index = list.findIndex((candidate) => candidate.id === project.id);
    if (index === -1) return [...list, project];
    const copy = list.slice();
    copy[index] = project;
    return copy;
  });
}

export function patchProject(queryClient: QueryClient, { projectId, changes }: ProjectUpdatedPayload) {
  queryClient.setQueryData<ProjectView[]>(projectKeys.list, (list) =>
    list?.map((project) => (project.id === projectId ? { ...project, ...changes } : project)),
  );
}

export function dropProject(queryClient: QueryClient, projectId: string) {
  queryClient.setQueryData<ProjectView[]>(projectKeys.list, (list) =>
    list?.filter((project) => project.id !== projectId),
  );
  queryClient.removeQueries({ queryKey: projectKeys.tasks(projectId) });
  queryClient.removeQueries({ queryKey: projectKeys.members(projectId) });
  void queryClient.invalidateQueries({ queryKey: projectKeys.myTasks, refetchType: 'none' });
}

export function putMember(queryClient: QueryClient, projectId: string, member: ProjectMemberView, myId?: string) {
  queryClient.setQueryData<ProjectMemberView[]>(projectKeys.members(projectId), (list) => {
    if (!list) return list;
    const index = list.findIndex((candidate) => candidate.id === member.id);
    if (index === -1) return [...list, member];
    const copy = list.slice();
    copy[index] = member;
    return copy;
  });
  // One's own role decides which buttons show.
  if (member.id === myId) setMyRole(queryClient, projectId, member);
}

function setMyRole(queryClient: QueryClient, projectId: string, member: ProjectMemberView) {
  queryClient.setQueryData<ProjectView[]>(projectKeys.list, (list) =>
    list?.map((project) => (project.id === projectId ? { ...project, myRole: member.role } : project)),
  );
}

export function dropMember(queryClient: QueryClient, projectId: string, userId: string) {
  queryClient.setQueryData<ProjectMemberView[]>(projectKeys.members(projectId), (list) =>
    list?.filter((member) => member.id !== userId),
  );
}

/**
 * A task's attachments after one of ours was answered: added (`put`) or gone (`drop`); the card's count
 * follows. The server's `attachments-updated` then has everyone read the task again (the links are
 * signed for each reader).
 */
export function changeAttachments(
  queryClient: QueryClient,
  taskId: string,
  change: { put: TaskAttachmentView } | { drop: string },
) {
  const detail = queryClient.setQueryData<TaskDetailView>(projectKeys.task(taskId), (current) => {
    if (!current) return current;
    const others = current.attachments.filter((item) => item.id !== ('put' in change ? change.put.id : change.drop));
    const attachments = 'put' in change ? [...others, change.put] : others;
    return { ...current, attachments, attachmentCount: attachments.length };
  });
  if (!detail) return;
  queryClient.setQueryData<TaskView[]>(projectKeys.tasks(detail.projectId), (list) =>
    list?.map((task) => (task.id === taskId ? { ...task, attachmentCount: detail.attachmentCount } : task)),
  );
}
