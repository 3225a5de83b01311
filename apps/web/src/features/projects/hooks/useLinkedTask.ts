import type { TaskView } from '@teamhub/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

const TASK_PARAM = 'task';

/**
 * `/projects?project=…&task=…` (a search hit's link): the task whose edit dialog it opens. Closing drops
 * the parameter (replacing the entry, so Back does not open it again) and puts the focus on the task's
 * card; a task no longer on the board is reported through `onMissing` and the parameter dropped.
 */
export function useLinkedTask(tasks: readonly TaskView[] | undefined, onMissing: () => void) {
  const [params, setParams] = useSearchParams();
  const taskId = params.get(TASK_PARAM)?.toLowerCase() ?? null;
  const task = taskId ? tasks?.find((item) => item.id.toLowerCase() === taskId) : undefined;

  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TASK_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The dialog's own focus return finds no opener (the page was opened on it): the card gets the focus,
  // once the dialog has gone (an inert page behind a modal refuses it before).
  const focusCard = useRef<string | null>(null);
  const close = useCallback(() => {
    focusCard.current = task?.id ?? null;
    drop();
  }, [drop, task]);
  useEffect(() => {
    const id = focusCard.current;
    if (!id || task) return;
    focusCard.current = null;
    document.querySelector<HTMLElement>(`[data-task-id="${id}"]`)?.focus();
  }, [task]);

  const missing = !!taskId && !!tasks && !task;
  const reportMissing = useRef(onMissing);
  useEffect(() => {
    reportMissing.current = onMissing;
  });
  useEffect(() => {
    if (!missing) return;
    reportMissing.current();
    drop();
  }, [missing, drop]);

  return { task, close };
}
