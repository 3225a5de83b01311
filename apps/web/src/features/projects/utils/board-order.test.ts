import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test-support/fixtures';
import {
  compareByDueDate,
  createColumnSharer,
  groupByStatus,
  neighboursAmongHidden,
  planMove,
  upsertTask,
} from './board-order';

const a = taskFixture({ id: 'a', status: 'todo', position: 'a0' });
const b = taskFixture({ id: 'b', status: 'todo', position: 'a1' });
const c = taskFixture({ id: 'c', status: 'todo', position: 'a2' });
const x = taskFixture({ id: 'x', status: 'in_progress', position: 'a0' });
const y = taskFixture({ id: 'y', status: 'in_progress', position: 'a1' });
const columns = groupByStatus([c, y, a, x, b]);

describe('groupByStatus', () => {
  it('sorts each column by position (byte order), then id', () => {
    expect(columns.todo.map((task) => task.id)).toEqual(['a', 'b', 'c']);
    expect(columns.in_progress.map((task) => task.id)).toEqual(['x', 'y']);
    const tie = groupByStatus([taskFixture({ id: 'z', position: 'a0' }), taskFixture({ id: 'k', position: 'a0' })]);
    expect(tie.todo.map((task) => task.id)).toEqual(['k', 'z']);
    // Plain comparison, not locale order: 'Z' (0x5A) sorts before 'a' (0x61).
    const bytes = groupByStatus([taskFixture({ id: 'm', position: 'a' }), taskFixture({ id: 'n', position: 'Z' })]);
    expect(bytes.todo.map((task) => task.id)).toEqual(['n', 'm']);
  });
});

describe('planMove', () => {
  it('does nothing when dropped in the same column at the same place', () => {
    expect(planMove(columns, 'b', { kind: 'task', taskId: 'b', status: 'todo', after: false })).toBeNull();
    // Over its upper neighbour's lower half (after a) is where it already is.
    expect(planMove(columns, 'b', { kind: 'task', taskId: 'a', status: 'todo', after: true })).toBeNull();
    expect(planMove(columns, 'c', { kind: 'column', status: 'todo' })).toBeNull();
  });

  it("sends only the status for another column's end", () => {
    const plan = planMove(columns, 'a', { kind: 'column', status: 'in_progress' });
    expect(plan?.body).toEqual({ status: 'in_progress' });
    expect(plan?.optimistic.status).toBe('in_progress');
    expect(plan && plan.optimistic.position > y.position).toBe(true);
    // After the last card of another column is its end too.
    expect(planMove(columns, 'a', { kind: 'task', taskId: 'y', status: 'in_progress', after: true })?.body).toEqual({
      status: 'in_progress',
    });
  });

  it('sends the card it follows when dropped between two cards, with a position between them', () => {
    const plan = planMove(columns, 'a', { kind: 'task', taskId: 'y', status: 'in_progress', after: false });
    expect(plan?.body).toEqual({ status: 'in_progress', afterTaskId: 'x' });
    const position = plan?.optimistic.position ?? '';
    expect(position > x.position && position < y.position).toBe(true);
  });

  it('sends afterTaskId null for the top of a column', () => {
    const plan = planMove(columns, 'a', { kind: 'task', taskId: 'x', status: 'in_progress', after: false });
    expect(plan?.body).toEqual({ status: 'in_progress', afterTaskId: null });
    expect(plan && plan.optimistic.position < x.position).toBe(true);
  });

  it('reorders inside a column', () => {
    const down = planMove(columns, 'a', { kind: 'task', taskId: 'c', status: 'todo', after: true });
    expect(down?.body).toEqual({ status: 'todo', afterTaskId: 'c' });
    const up = planMove(columns, 'c', { kind: 'task', taskId: 'a', status: 'todo', after: false });
    expect(up?.body).toEqual({ status: 'todo', afterTaskId: null });
    const middle = planMove(columns, 'c', { kind: 'task', taskId: 'b', status: 'todo', after: false });
    expect(middle?.body).toEqual({ status: 'todo', afterTaskId: 'a' });
  });
});

describe('planMove with hidden cards (board filters)', () => {
  // The whole todo column: v1 h1 v2 h2 h3 v3 h4 — the filter shows only the v cards.
  const ids = ['v1', 'h1', 'v2', 'h2', 'h3', 'v3', 'h4'];
  const whole = ids.map((id, index) => taskFixture({ id, status: 'todo', position: `a${index}` }));
  const other = taskFixture({ id: 'o', status: 'done', position: 'a0' });
  const all = groupByStatus([...whole, other]);
  const shown = groupByStatus([...whole, other].filter((task) => !task.id.startsWith('h')));
  const order = (plan: ReturnType<typeof planMove>) =>
    groupByStatus(
      [...whole, other].map((task) => (plan && task.id === plan.optimistic.id ? plan.optimistic : task)),
    ).todo.map((task) => task.id);
  const shownOrder = (plan: ReturnType<typeof planMove>) => order(plan).filter((id) => !id.startsWith('h'));

  it('puts a card dropped between two shown cards right after the first, before the hidden ones', () => {
    // v3 dropped between v1 and v2 (over v2's upper half, seen from another column's rules: index 1).
    const plan = planMove(all, 'v3', { kind: 'task', taskId: 'v2', status: 'todo', after: false }, shown);
    expect(plan?.body).toEqual({ status: 'todo', afterTaskId: 'v1' });
    expect(order(plan)).toEqual(['v1', 'v3', 'h1', 'v2', 'h2', 'h3', 'h4']);
    expect(shownOrder(plan)).toEqual(['v1', 'v3', 'v2']);
  });

  it('moves down past hidden cards and keeps the shown order', () => {
    const plan = planMove(all, 'v1', { kind: 'task', taskId: 'v2', status: 'todo', after: true }, shown);
    expect(plan?.body).toEqual({ status: 'todo', afterTaskId: 'v2' });
    expect(order(plan)).toEqual(['h1', 'v2', 'v1', 'h2', 'h3', 'v3', 'h4']);
    expect(shownOrder(plan)).toEqual(['v2', 'v1', 'v3']);
  });

  it('takes the top of the whole column for the top of the shown cards', () => {
    const plan = planMove(all, 'v2', { kind: 'task', taskId: 'v1', status: 'todo', after: false }, shown);
    expect(plan?.body).toEqual({ status: 'todo', afterTaskId: null });
    expect(order(plan)[0]).toBe('v2');
  });

  it('does nothing for a drop where the card already is among the shown ones', () => {
    // After v1 is where v2 is shown, though h1 lies between.
    expect(planMove(all, 'v2', { kind: 'task', taskId: 'v1', status: 'todo', after: true }, shown)).toBeNull();
  });

  it("sends only the status for another column's shown end, and shows the card after the hidden ones", () => {
    const plan = planMove(all, 'o', { kind: 'task', taskId: 'v3', status: 'todo', after: true }, shown);
    expect(plan?.body).toEqual({ status: 'todo' });
    expect(order(plan).at(-1)).toBe('o');
  });

  it('comes from another column between two shown cards', () => {
    const plan = planMove(all, 'o', { kind: 'task', taskId: 'v3', status: 'todo', after: false }, shown);
    expect(plan?.body).toEqual({ status: 'todo', afterTaskId: 'v2' });
    expect(shownOrder(plan)).toEqual(['v1', 'v2', 'o', 'v3']);
  });

  it('neighboursAmongHidden: the shown card before, and the whole list next to it', () => {
    const shownTodo = shown.todo;
    expect(neighboursAmongHidden(whole, shownTodo, 0)).toEqual({ previous: null, next: whole[0] });
    expect(neighboursAmongHidden(whole, shownTodo, 2)).toEqual({ previous: whole[2], next: whole[3] });
    expect(neighboursAmongHidden(whole, shownTodo, 3)).toEqual({ previous: whole[5], next: whole[6] });
  });
});

describe('upsertTask', () => {
  it('replaces by id (an echo never duplicates) or adds', () => {
    const moved = { ...a, status: 'done' as const };
    expect(upsertTask([a, b], moved)).toEqual([moved, b]);
    expect(upsertTask([a], b)).toEqual([a, b]);
  });
});

describe('compareByDueDate', () => {
  it('puts the earliest due first and undated last', () => {
    const list = [
      taskFixture({ id: '1', dueDate: null }),
      taskFixture({ id: '2', dueDate: '2026-05-02' }),
      taskFixture({ id: '3', dueDate: '2026-01-09' }),
    ];
    expect([...list].sort(compareByDueDate).map((task) => task.id)).toEqual(['3', '2', '1']);
  });
});

describe('createColumnSharer', () => {
  it('keeps the arrays of the columns whose cards did not change', () => {
    const share = createColumnSharer();
    const first = share(groupByStatus([a, b, x]));
    const moved = { ...a, status: 'done' as const };
    const second = share(groupByStatus([moved, b, x]));
    expect(second.in_progress).toBe(first.in_progress);
    expect(second.review).toBe(first.review);
    expect(second.todo).not.toBe(first.todo);
    expect(second.done).toEqual([moved]);
  });
});
