import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test-support/fixtures';
import { compareByDueDate, createColumnSharer, groupByStatus, planMove, upsertTask } from './board-order';

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
