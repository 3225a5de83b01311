import type { MyTaskView, TaskView } from '@teamhub/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { calendarKeys, updateTask } from '../api';
import { putTask } from '../utils/project-cache';

/** The task as the calendars across projects hold it, changed where it is listed (its project kept). */
function putInCalendars(queryClient: QueryClient, task: TaskView) {
  queryClient.setQueriesData<MyTaskView[]>({ queryKey: calendarKeys.all }, (list) =>
    list?.map((entry) => (entry.id === task.id ? { ...entry, ...task, project: entry.project } : entry)),
  );
}

/**
 * Moves a task's due date at once, on its board (which a project's calendar reads) and in the calendars
 * across projects, then sends it. The answer replaces the task; a refusal puts it back as it was and
 * reports the server's readable message.
 */
export function useMoveDueDate(onError: (message: string) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (task: TaskView, dueDate: string) => {
      const moved = { ...task, dueDate };
      putTask(queryClient, moved);
      putInCalendars(queryClient, moved);
      updateTask(task.id, { dueDate }).then(
        (answer) => {
          putTask(queryClient, answer);
          putInCalendars(queryClient, answer);
        },
        (error: unknown) => {
          putTask(queryClient, task);
          putInCalendars(queryClient, task);
          onError(errorText(error, t('projects.calendar.moveFailed')));
        },
      );
    },
    [queryClient, onError, t],
  );
}
