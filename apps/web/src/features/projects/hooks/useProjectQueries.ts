import { useQuery } from '@tanstack/react-query';
import {
  fetchMembers,
  fetchMyInvitations,
  fetchMyTasks,
  fetchProjectInvitations,
  fetchProjects,
  fetchTaskDetail,
  fetchTasks,
  projectKeys,
} from '../api';

export const useProjects = () => useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects });

export const useProjectTasks = (projectId: string | null) =>
  useQuery({
    queryKey: projectKeys.tasks(projectId ?? ''),
    queryFn: () => fetchTasks(projectId ?? ''),
    enabled: projectId !== null,
    // Live events keep a joined board current; a refetch would only race them.
    staleTime: Infinity,
  });

/** A task with its checklist (the task panel); live events keep it current, as the board. */
export const useTaskDetail = (taskId: string) =>
  useQuery({ queryKey: projectKeys.task(taskId), queryFn: () => fetchTaskDetail(taskId), staleTime: Infinity });

export const useProjectMembers = (projectId: string | null) =>
  useQuery({
    queryKey: projectKeys.members(projectId ?? ''),
    queryFn: () => fetchMembers(projectId ?? ''),
    enabled: projectId !== null,
  });

export const useMyTasks = () => useQuery({ queryKey: projectKeys.myTasks, queryFn: fetchMyTasks, staleTime: 0 });

/** The caller's open invitations; `invitations-changed` on the /projects socket asks for them again. */
export const useMyInvitations = () => useQuery({ queryKey: projectKeys.myInvitations, queryFn: fetchMyInvitations });

/** A project's open invitations: only for those who manage its members (others get 403). */
export const useProjectInvitations = (projectId: string) =>
  useQuery({
    queryKey: projectKeys.invitations(projectId),
    queryFn: () => fetchProjectInvitations(projectId),
    staleTime: 0,
  });
