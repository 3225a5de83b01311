import type { TaskView } from '@teamhub/contracts';
import { useLinkedItem } from '../../../lib/useLinkedItem';

const taskCard = (id: string) => `[data-task-id="${id}"]`;

/**
 * `/projects?project=…&task=…` (a search hit's link): the task whose edit dialog it opens. Closing drops
 * the parameter and puts the focus on the task's card; a task no longer on the board is reported through
 * `onMissing` and the parameter dropped.
 */
export function useLinkedTask(tasks: readonly TaskView[] | undefined, onMissing: () => void) {
  const { item: task, close } = useLinkedItem({ items: tasks, param: 'task', focusSelector: taskCard, onMissing });
  return { task, close };
}
