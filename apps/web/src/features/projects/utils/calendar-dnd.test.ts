import type { ClientRect, CollisionDetection, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { daysFrom } from './calendar-days';
import { createCalendarKeyboard, dayDropId, dayOfDropId } from './calendar-dnd';

const rect = (left: number, top: number): ClientRect => ({
  left,
  top,
  width: 100,
  height: 80,
  right: left + 100,
  bottom: top + 80,
});
/** Two weeks from Monday 23 November 2026, 100 × 80 px a day. */
const rects = new Map(
  daysFrom('2026-11-23', 14).map((day, index) => [dayDropId(day), rect((index % 7) * 100, Math.floor(index / 7) * 80)]),
);
type CoordinateArgs = Parameters<KeyboardCoordinateGetter>[1];
const press = (keyboard: ReturnType<typeof createCalendarKeyboard>, code: string) =>
  keyboard.coordinates(new KeyboardEvent('keydown', { code }), {
    active: 'cell:t1',
    currentCoordinates: { x: 0, y: 0 },
    context: { droppableRects: rects, collisionRect: rect(0, 0) } as unknown as CoordinateArgs['context'],
  });
const overNow = (keyboard: ReturnType<typeof createCalendarKeyboard>) =>
  keyboard
    .collisions({ droppableRects: rects, pointerCoordinates: null } as unknown as Parameters<CollisionDetection>[0])
    .map((collision) => dayOfDropId(collision.id));

describe('the calendar by keyboard', () => {
  it('moves by a day sideways and a week up or down, from the task’s own day', () => {
    const keyboard = createCalendarKeyboard();
    keyboard.start('2026-11-25');
    expect(overNow(keyboard)).toEqual(['2026-11-25']);
    expect(press(keyboard, 'ArrowRight')).toEqual({ x: 300, y: 0 });
    expect(overNow(keyboard)).toEqual(['2026-11-26']);
    expect(press(keyboard, 'ArrowDown')).toEqual({ x: 300, y: 80 });
    expect(overNow(keyboard)).toEqual(['2026-12-03']);
    expect(press(keyboard, 'ArrowLeft')).toEqual({ x: 200, y: 80 });
    expect(overNow(keyboard)).toEqual(['2026-12-02']);
  });

  it('stays at the edge of the days shown, and ignores other keys', () => {
    const keyboard = createCalendarKeyboard();
    keyboard.start('2026-11-24');
    expect(press(keyboard, 'ArrowUp')).toBeUndefined();
    expect(press(keyboard, 'KeyA')).toBeUndefined();
    expect(overNow(keyboard)).toEqual(['2026-11-24']);
  });

  it('is over nothing when not dragged by keyboard', () => {
    const keyboard = createCalendarKeyboard();
    keyboard.start(null);
    expect(press(keyboard, 'ArrowRight')).toBeUndefined();
    expect(overNow(keyboard)).toEqual([]);
    expect(dayOfDropId('column:todo')).toBeNull();
  });
});
