import type { ChecklistItemView, TaskDetailView, UpdateChecklistItemBody } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { addChecklistItem, deleteChecklistItem, projectKeys, updateChecklistItem } from '../api';
import { moveItem, placeItem, removeItem } from '../utils/checklist';
import { putChecklist } from '../utils/project-cache';

/**
 * A task's checklist changes. Ticks, renames, moves and removals show at once; the server's answer
 * (and its `checklist-updated`, the whole list) then has the last word. A refused change shows the
 * server's reason, and the list is fetched again.
 */
export function useChecklistActions(taskId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const items = useCallback(
    () => queryClient.getQueryData<TaskDetailView>(projectKeys.task(taskId))?.checklist ?? [],
    [queryClient, taskId],
  );
  const put = useCallback(
    (next: readonly ChecklistItemView[]) => putChecklist(queryClient, taskId, next),
    [queryClient, taskId],
  );
  const fail = useCallback(
    (failure: unknown) => {
      setError(errorText(failure, t('projects.checklist.failed')));
      void queryClient.invalidateQueries({ queryKey: projectKeys.task(taskId) });
    },
    [queryClient, taskId, t],
  );

  const update = useCallback(
    async (itemId: string, body: UpdateChecklistItemBody, shown: ChecklistItemView[]) => {
      setError(null);
      put(shown);
      try {
        put(placeItem(items(), await updateChecklistItem(taskId, itemId, body)));
        return true;
      } catch (failure) {
        fail(failure);
        return false;
      }
    },
    [put, items, taskId, fail],
  );

  return useMemo(
    () => ({
      error,
      clearError: () => setError(null),
      /** True once the server has it (the field is then emptied for the next item). */
      add: async (text: string) => {
        setError(null);
        try {
          const item = await addChecklistItem(taskId, text);
          put(placeItem(items(), item));
          return true;
        } catch (failure) {
          setError(errorText(failure, t('projects.checklist.failed')));
          return false;
        }
      },
      toggle: (item: ChecklistItemView, done: boolean) =>
        update(
          item.id,
          { done },
          items().map((candidate) => (candidate.id === item.id ? { ...candidate, done } : candidate)),
        ),
      rename: (item: ChecklistItemView, text: string) =>
        update(
          item.id,
          { text },
          items().map((candidate) => (candidate.id === item.id ? { ...candidate, text } : candidate)),
        ),
      move: (item: ChecklistItemView, position: number) =>
        update(item.id, { position }, moveItem(items(), item.id, position)),
      remove: async (item: ChecklistItemView) => {
        setError(null);
        put(removeItem(items(), item.id));
        try {
          await deleteChecklistItem(taskId, item.id);
          return true;
        } catch (failure) {
          fail(failure);
          return false;
        }
      },
    }),
    [error, update, put, items, taskId, fail, t],
  );
}
