import type { TaskStatus } from '@teamhub/contracts';
import {
  closestCorners,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import type { DropTarget } from './board-order';

/** What the board's droppables carry: a column its status; a card its status and sortable index. */
export type DropData = { status?: TaskStatus; sortable?: { index: number } } | undefined;

export const columnDropId = (status: TaskStatus) => `column:${status}`;
export const isColumnDropId = (id: string | number) => String(id).startsWith('column:');

/** Cards under the pointer win over the column around them; the keyboard (no pointer) takes the nearest. */
export const boardCollisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) {
    const card = hits.find((hit) => !isColumnDropId(hit.id));
    return card ? [card] : hits;
  }
  return closestCorners(args);
};

/** Where the active card would land: the column's end, or before/after the card it is over. */
export function dropTargetOf(event: Pick<DragOverEvent | DragEndEvent, 'active' | 'over'>): DropTarget | null {
  const { over, active } = event;
  const status = (over?.data.current as DropData)?.status;
  if (!over || !status) return null;
  if (isColumnDropId(over.id)) return { kind: 'column', status };
  const from = active.data.current as DropData;
  const to = over.data.current as DropData;
  if (from?.status === status && from.sortable && to?.sortable) {
    // Inside one column the cards make room as it moves: it lands where the gap is shown.
    return { kind: 'task', taskId: String(over.id), status, after: from.sortable.index < to.sortable.index };
  }
  // Another column does not make room: before or after the card, by which half it is over.
  const activeRect = active.rect.current.translated;
  const after = activeRect ? activeRect.top + activeRect.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { kind: 'task', taskId: String(over.id), status, after };
}
