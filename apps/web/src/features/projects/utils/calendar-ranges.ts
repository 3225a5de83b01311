import type { MyTaskView, ProjectView, TaskView } from '@teamhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { readAgainIfReading } from '../../../lib/live-reads';
import { calendarKeys, projectKeys } from '../api';
import { withCalendarTask, type CalendarProject } from './calendar-cache';

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
export function putInRanges(queryClient: QueryClient, task: TaskView) {
  // First, so that a range this makes read (it cannot name the task's project) is not read twice.
  readAgainIfReading(queryClient, calendarKeys.all);
  const project = projectOf(queryClient, task.projectId);
  for (const [key, list] of queryClient.getQueriesData<MyTaskView[]>({ queryKey: calendarKeys.all })) {
    if (!list) continue;
    const [, , from, to] = key as ReturnType<typeof calendarKeys.range>;
    const next = withCalendarTask(list, from, to, task, project);
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** Every cached range's list changed by `change`. */
export function changeRanges(queryClient: QueryClient, change: (list: MyTaskView[]) => MyTaskView[]) {
  readAgainIfReading(queryClient, calendarKeys.all);
  queryClient.setQueriesData<MyTaskView[]>({ queryKey: calendarKeys.all }, (list) => list && change(list));
}
