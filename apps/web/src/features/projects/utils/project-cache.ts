import type { ProjectMemberView, ProjectUpdatedPayload, ProjectView, TaskView } from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../api';
import { removeTask, upsertTask } from './board-order';

/*
 * Every change to the projects cache goes through here, from a request's answer or a live event alike,
 * so an answer and its echo land the same way (replaced by id: never twice, never a jump).
 */

export function putTask(queryClient: QueryClient, task: TaskView) {
  queryClient.setQueryData<TaskView[]>(projectKeys.tasks(task.projectId), (list) =>
    list ? upsertTask(list, task) : list,
  );
  void queryClient.invalidateQueries({ queryKey: projectKeys.myTasks, refetchType: 'none' });
}

export function dropTask(queryClient: QueryClient, projectId: string, taskId: string) {
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
