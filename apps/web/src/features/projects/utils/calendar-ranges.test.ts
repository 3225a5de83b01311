import type { MyTaskView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { calendarKeys } from '../api';
import { taskFixture } from '../test-support/fixtures';
import { shownQuery, slowServer } from '../test-support/slow-reads';
import { withoutCalendarTask, type CalendarProject } from './calendar-cache';
import { changeRanges, putInRanges } from './calendar-ranges';

const launch: CalendarProject = { _id: 'p1', id: 'p1', name: 'Launch', category: 'web' };
/** November 2026's month view. */
const key = calendarKeys.range('2026-10-26', '2026-12-06');
const planned: MyTaskView = { ...taskFixture({ id: 't1', projectId: 'p1', dueDate: '2026-11-30' }), project: launch };

describe('a live change while a calendar range is being read', () => {
  it('is not undone by the read: a task moved to another day stays there', async () => {
    const server = slowServer<MyTaskView[]>([planned]);
    const shown = await shownQuery(key, server.read);

    // A read starts (the socket joined the projects' rooms, say), then the task moves and its event arrives.
    server.hold();
    void shown.client.invalidateQueries({ queryKey: key });
    const moved = { ...planned, dueDate: '2026-12-02' };
    server.set([moved]);
    putInRanges(shown.client, moved);
    server.answer();
    await shown.settled();

    expect(shown.client.getQueryData<MyTaskView[]>(key)?.map((task) => task.dueDate)).toEqual(['2026-12-02']);
    shown.close();
  });

  it('is not undone by the read: a deleted task stays gone', async () => {
    const server = slowServer<MyTaskView[]>([planned]);
    const shown = await shownQuery(key, server.read);

    server.hold();
    void shown.client.invalidateQueries({ queryKey: key });
    server.set([]);
    changeRanges(shown.client, (list) => withoutCalendarTask(list, planned.id));
    server.answer();
    await shown.settled();

    expect(shown.client.getQueryData<MyTaskView[]>(key)).toEqual([]);
    shown.close();
  });
});
