import type { TaskView } from '@teamhub/contracts';
import { pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { addDays } from './calendar-days';

/** What a chip carries while dragged: its task. */
export interface ChipDragData {
  task: TaskView;
}

export const dayDropId = (day: string) => `day:${day}`;
/** The day a droppable id names, or null. */
export const dayOfDropId = (id: string | number | undefined) =>
  id !== undefined && String(id).startsWith('day:') ? String(id).slice(4) : null;

/** Arrow keys while a chip is held: a day sideways, a week up or down. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The keyboard's drag on a calendar: it moves by days, not pixels. The day the chip is over is kept
 * here (from its due date at pick-up), so a chip picked up from the day's list below the grid starts
 * on its own day; the pointer's drag takes the day under the pointer.
 */
export function createCalendarKeyboard() {
  let keyboardDay: string | null = null;

  const coordinates: KeyboardCoordinateGetter = (event, { context }) => {
    const step = KEY_STEPS[event.code];
    if (step === undefined || keyboardDay === null) return undefined;
    event.preventDefault();
    const next = addDays(keyboardDay, step);
    const target = context.droppableRects.get(dayDropId(next));
    // A day outside the month or week shown: the chip stays (the view's buttons change the period).
    if (!target) return undefined;
    keyboardDay = next;
    const size = context.collisionRect ?? { width: 0, height: 0 };
    return {
      x: target.left + target.width / 2 - size.width / 2,
      y: target.top + target.height / 2 - size.height / 2,
    };
  };

  const collisions: CollisionDetection = (args) => {
    if (args.pointerCoordinates) return pointerWithin(args);
    const id = keyboardDay === null ? null : dayDropId(keyboardDay);
    return id && args.droppableRects.has(id) ? [{ id }] : [];
  };

  return {
    /** A pick-up: the keyboard starts on the task's own day (null for a pointer's drag). */
    start: (day: string | null) => {
      keyboardDay = day;
    },
    coordinates,
    collisions,
  };
}
