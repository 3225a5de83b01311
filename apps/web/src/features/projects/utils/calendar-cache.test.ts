import type { MyTaskView, TaskView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test-support/fixtures';
import {
  withCalendarProject,
  withCalendarTask,
  withoutCalendarProject,
  withoutCalendarTask,
  type CalendarProject,
} from './calendar-cache';

const launch: CalendarProject = { _id: 'p1', id: 'p1', name: 'Launch', category: 'web' };
const home: CalendarProject = { _id: 'p2', id: 'p2', name: 'Home', category: 'design' };
const entry = (overrides: Partial<TaskView> & Pick<TaskView, 'id'>, project = launch): MyTaskView => ({
  ...taskFixture({ projectId: project.id, ...overrides }),
  project,
});
const ids = (list: readonly MyTaskView[] | null) => list?.map((task) => task.id);

/** December 2026's month view. */
const FROM = '2026-11-30';
const TO = '2027-01-10';
const range = [
  entry({ id: 'a', dueDate: '2026-12-01', status: 'todo', position: 'a0' }),
  entry({ id: 'b', dueDate: '2026-12-01', status: 'done', position: 'a0' }),
  entry({ id: 'c', dueDate: '2026-12-05', status: 'todo', position: 'a0' }, home),
];

describe('a live task in a calendar range', () => {
  it('is put in its place by day, column and board order', () => {
    const created = taskFixture({ id: 'n', projectId: 'p2', dueDate: '2026-12-01', status: 'review', position: 'a0' });
    const next = withCalendarTask(range, FROM, TO, created, home);
    expect(ids(next)).toEqual(['a', 'n', 'b', 'c']);
    expect(next?.[1]).toEqual({ ...created, project: home });
  });

  it('moves with its due date inside the range and keeps the project it was listed with', () => {
    const moved = { ...range[0]!, dueDate: '2026-12-20', title: 'Moved' };
    const next = withCalendarTask(range, FROM, TO, moved, undefined);
    expect(ids(next)).toEqual(['b', 'c', 'a']);
    expect(next?.[2]).toMatchObject({ title: 'Moved', dueDate: '2026-12-20', project: launch });
  });

  it('leaves the range when its due date moves out of it or is cleared', () => {
    expect(ids(withCalendarTask(range, FROM, TO, { ...range[2]!, dueDate: '2027-01-11' }, home))).toEqual(['a', 'b']);
    expect(ids(withCalendarTask(range, FROM, TO, { ...range[0]!, dueDate: null }, launch))).toEqual(['b', 'c']);
  });

  it('stays listed when done, as the server lists done tasks', () => {
    const done = withCalendarTask(range, FROM, TO, { ...range[0]!, status: 'done', position: 'a1' }, launch);
    expect(ids(done)).toEqual(['b', 'a', 'c']);
  });

  it('counts both ends of the range as in it', () => {
    const first = taskFixture({ id: 'f', dueDate: FROM });
    const last = taskFixture({ id: 'l', dueDate: TO });
    expect(ids(withCalendarTask(range, FROM, TO, first, launch))).toEqual(['f', 'a', 'b', 'c']);
    expect(ids(withCalendarTask(range, FROM, TO, last, launch))).toEqual(['a', 'b', 'c', 'l']);
  });

  it('due outside the range and not listed: the list is unchanged', () => {
    const elsewhere = taskFixture({ id: 'x', dueDate: '2027-02-01' });
    expect(withCalendarTask(range, FROM, TO, elsewhere, undefined)).toEqual(range);
  });

  it('new to the range with no known project: null (read the range again)', () => {
    expect(withCalendarTask(range, FROM, TO, taskFixture({ id: 'x', dueDate: '2026-12-02' }), undefined)).toBeNull();
  });

  it('goes when deleted; a lost project takes its tasks along; a renamed one is named anew', () => {
    expect(ids(withoutCalendarTask(range, 'b'))).toEqual(['a', 'c']);
    expect(ids(withoutCalendarProject(range, 'p1'))).toEqual(['c']);
    const renamed = withCalendarProject(range, 'p2', { name: 'House' });
    expect(renamed[2]!.project).toEqual({ ...home, name: 'House' });
    expect(renamed[0]).toBe(range[0]);
  });
});
