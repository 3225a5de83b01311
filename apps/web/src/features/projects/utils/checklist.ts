import type { ChecklistItemView, TaskDetailView } from '@teamhub/contracts';

/*
 * A task's checklist as the panel holds it: always in order, each item's `position` its index. A
 * change made here (before the server answers) and the server's own list (`checklist-updated`) land
 * the same way, so the list never shows an item twice or out of place.
 */

/** The list with positions counted again from 0, in its order. */
const renumber = (items: readonly ChecklistItemView[]) =>
  items.map((item, position) => (item.position === position ? item : { ...item, position }));

/** The task with `items` as its checklist, and the counts its card shows. */
export function withChecklist(task: TaskDetailView, items: readonly ChecklistItemView[]): TaskDetailView {
  const checklist = renumber(items);
  return {
    ...task,
    checklist,
    checklistDone: checklist.filter((item) => item.done).length,
    checklistTotal: checklist.length,
  };
}

/** `item` in its place (by its `position`): replacing the one with its id, or added. */
export function placeItem(items: readonly ChecklistItemView[], item: ChecklistItemView): ChecklistItemView[] {
  const others = items.filter((candidate) => candidate.id !== item.id);
  const at = Math.min(Math.max(item.position, 0), others.length);
  return renumber([...others.slice(0, at), item, ...others.slice(at)]);
}

/** The item of `id` moved to index `to` (clamped to the list). */
export function moveItem(items: readonly ChecklistItemView[], id: string, to: number): ChecklistItemView[] {
  const item = items.find((candidate) => candidate.id === id);
  return item ? placeItem(items, { ...item, position: to }) : items.slice();
}

export function removeItem(items: readonly ChecklistItemView[], id: string): ChecklistItemView[] {
  return renumber(items.filter((item) => item.id !== id));
}

/** "3/5" and how far along, 0 to 100 (an empty list is 0). */
export function progressOf(items: readonly ChecklistItemView[]) {
  const done = items.filter((item) => item.done).length;
  return { done, total: items.length, percent: items.length === 0 ? 0 : Math.round((done / items.length) * 100) };
}
