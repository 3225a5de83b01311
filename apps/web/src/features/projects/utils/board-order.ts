import { TASK_STATUSES, type TaskStatus, type TaskView, type UpdateTaskBody } from '@teamhub/contracts';
import { generateKeyBetween } from 'fractional-indexing';

export type Columns = Record<TaskStatus, TaskView[]>;

/** The server's order inside a column: position by plain string (byte) comparison, then id. */
export function compareTasks(a: TaskView, b: TaskView): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** The tasks split into the four columns, each in board order. */
export function groupByStatus(tasks: readonly TaskView[]): Columns {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as TaskView[]])) as Columns;
  for (const task of tasks) columns[task.status].push(task);
  for (const status of TASK_STATUSES) columns[status].sort(compareTasks);
  return columns;
}

/** Each column with only the cards `keep` accepts (the board's filters), in the same order. */
export function filterColumns(columns: Columns, keep: (task: TaskView) => boolean): Columns {
  return Object.fromEntries(TASK_STATUSES.map((status) => [status, columns[status].filter(keep)])) as Columns;
}

/** Where a dragged card was let go: over a column's empty space, or over a card of a column. */
export type DropTarget =
  { kind: 'column'; status: TaskStatus } | { kind: 'task'; taskId: string; status: TaskStatus; after: boolean };

export interface PlannedMove {
  /** What PUT /api/projects/tasks/{id} is sent. */
  body: UpdateTaskBody;
  /** The card as shown until the server answers (a temporary position that keeps the order). */
  optimistic: TaskView;
}

/**
 * A key strictly between the neighbours' positions. Positions come from the server as fractional
 * keys; if one is not (an unknown format), the order still holds by extending the previous key.
 */
function positionBetween(before: string | null, after: string | null): string {
  try {
    return generateKeyBetween(before, after);
  } catch {
    if (before !== null) return `${before}V`;
    return after !== null ? `${after.slice(0, -1)}` : 'a0';
  }
}

/**
 * The neighbours in the whole column of a card dropped at `index` of the shown (filtered) cards: right
 * after the shown card before it, so that card < moved < the shown card after it holds in the whole
 * column; hidden cards between those two stay after the moved one. Without a filter, shown is whole.
 */
export function neighboursAmongHidden(
  whole: readonly TaskView[],
  shown: readonly TaskView[],
  index: number,
): { previous: TaskView | null; next: TaskView | null } {
  const previous = shown[index - 1] ?? null;
  const at = previous ? whole.indexOf(previous) + 1 : 0;
  return { previous, next: whole[at] ?? null };
}

/**
 * What dropping `taskId` on `target` means. Null when nothing changes (same column, same place).
 * `target` and the same-place check are about the shown cards (`shown`, the board's filtered columns);
 * the position is among all of them. Another column's end sends only the status (the server appends,
 * after any hidden cards); any other place sends the task it follows (`afterTaskId`, null for the top).
 */
export function planMove(
  columns: Columns,
  taskId: string,
  target: DropTarget,
  shown: Columns = columns,
): PlannedMove | null {
  const task = Object.values(columns)
    .flat()
    .find((candidate) => candidate.id === taskId);
  if (!task) return null;
  const others = (list: readonly TaskView[]) => list.filter((candidate) => candidate.id !== taskId);
  const destination = others(shown[target.status]);
  let index = destination.length;
  if (target.kind === 'task' && target.taskId !== taskId) {
    const overIndex = destination.findIndex((candidate) => candidate.id === target.taskId);
    if (overIndex !== -1) index = overIndex + (target.after ? 1 : 0);
  } else if (target.kind === 'task') {
    // Dropped on itself: it stays where it is.
    return null;
  }

  const sameColumn = task.status === target.status;
  if (sameColumn && shown[target.status].indexOf(task) === index) return null;

  const { previous, next } = neighboursAmongHidden(others(columns[target.status]), destination, index);
  const atEnd = index === destination.length;
  const body: UpdateTaskBody =
    !sameColumn && atEnd ? { status: target.status } : { status: target.status, afterTaskId: previous?.id ?? null };
  // At another column's end the server appends: after the whole column's last card, hidden or not.
  const last = others(columns[target.status]).at(-1) ?? null;
  const optimistic: TaskView = {
    ...task,
    status: target.status,
    position:
      !sameColumn && atEnd
        ? positionBetween(last?.position ?? null, null)
        : positionBetween(previous?.position ?? null, next?.position ?? null),
  };
  return { body, optimistic };
}

/** A list with `task` put in by id: replaced where it was, or added. The server's view is the truth. */
export function upsertTask(tasks: readonly TaskView[] | undefined, task: TaskView): TaskView[] {
  const list = tasks ?? [];
  const index = list.findIndex((candidate) => candidate.id === task.id);
  if (index === -1) return [...list, task];
  const copy = list.slice();
  copy[index] = task;
  return copy;
}

export const removeTask = (tasks: readonly TaskView[] | undefined, taskId: string): TaskView[] =>
  (tasks ?? []).filter((task) => task.id !== taskId);

/** "My tasks" order: by due date, the undated last; then by title. */
export function compareByDueDate(a: TaskView, b: TaskView): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.title.localeCompare(b.title);
}

/**
 * Keeps each column's array from the previous grouping while its cards are the same objects, so a
 * change in one column (a move, a live update) re-renders that column only.
 */
export function createColumnSharer() {
  let previous: Columns | null = null;
  return (next: Columns): Columns => {
    const last = previous;
    const shared = last
      ? (Object.fromEntries(
          TASK_STATUSES.map((status) => {
            const before = last[status];
            const after = next[status];
            const same = before.length === after.length && before.every((task, index) => task === after[index]);
            return [status, same ? before : after];
          }),
        ) as Columns)
      : next;
    previous = shared;
    return shared;
  };
}
