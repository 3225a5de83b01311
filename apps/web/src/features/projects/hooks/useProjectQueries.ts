import { useQuery } from '@tanstack/react-query';
import { fetchMembers, fetchMyTasks, fetchProjects, fetchTasks, projectKeys } from '../api';

export const useProjects = () => useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects });

export const useProjectTasks = (projectId: string | null) =>
  useQuery({
    queryKey: projectKeys.tasks(projectId ?? ''),
    queryFn: () => fetchTasks(projectId ?? ''),
    enabled: projectId !== null,
    // Live events keep a joined board current; a refetch would only race them.
    staleTime: Infinity,
  });

export const useProjectMembers = (projectId: string | null) =>
  useQuery({
    queryKey: projectKeys.members(projectId ?? ''),
    queryFn: () => fetchMembers(projectId ?? ''),
    enabled: projectId !== null,
  });

export const useMyTasks = () => useQuery({ queryKey: projectKeys.myTasks, queryFn: fetchMyTasks, staleTime: 0 });
