import type { TaskView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { projectKeys, updateTask } from '../api';
import { planMove, type Columns, type DropTarget } from '../utils/board-order';
import { putTask } from '../utils/project-cache';

/**
 * Moves a card at once (a temporary position keeps the order), then sends the move. The answer
 * replaces the card; a failure puts it back and reports the readable message.
 */
export function useMoveTask(projectId: string, onError: (message: string) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    // `shown`: the board's filtered columns, where the card was dropped (see planMove).
    (columns: Columns, taskId: string, target: DropTarget, shown: Columns = columns) => {
      const plan = planMove(columns, taskId, target, shown);
      if (!plan) return;
      const before = queryClient
        .getQueryData<TaskView[]>(projectKeys.tasks(projectId))
        ?.find((task) => task.id === taskId);
      putTask(queryClient, plan.optimistic);
      updateTask(taskId, plan.body).then(
        (task) => putTask(queryClient, task),
        () => {
          // Only this card goes back (if it is still there): live changes to other cards meanwhile stay.
          queryClient.setQueryData<TaskView[]>(projectKeys.tasks(projectId), (list) =>
            list?.map((task) => (task.id === taskId && before ? before : task)),
          );
          onError(t('projects.errors.move'));
        },
      );
    },
    [queryClient, projectId, onError, t],
  );
}
