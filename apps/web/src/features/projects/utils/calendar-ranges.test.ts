import type { MyTaskView, TaskView } from '@teamhub/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarKeys } from '../api';
import { taskFixture } from '../test-support/fixtures';
import type { CalendarProject } from './calendar-cache';
import { changeRanges, putInRanges } from './calendar-ranges';
import { withoutCalendarTask } from './calendar-cache';

const launch: CalendarProject = { _id: 'p1', id: 'p1', name: 'Launch', category: 'web' };
/** November 2026's month view. */
const key = calendarKeys.range('2026-10-26', '2026-12-06');

/**
 * A server holding one task, whose reads answer with the tasks as they were when each read started,
 * once `answer` lets them: what a read that crossed a live change gives.
 */
function slowServer(initial: TaskView) {
  let task: TaskView | null = initial;
  const held: (() => void)[] = [];
  let holding = false;
  const read = (): Promise<MyTaskView[]> => {
    const snapshot: MyTaskView[] = task ? [{ ...task, project: launch }] : [];
    if (!holding) return Promise.resolve(snapshot);
    return new Promise((resolve) => held.push(() => resolve(snapshot)));
  };
  return {
    read,
    set: (next: TaskView | null) => (task = next),
    hold: () => (holding = true),
    /** Answers every read held so far, and the ones after at once. */
    answer: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

describe('a live change while a calendar range is being read', () => {
  let queryClient: QueryClient | undefined;
  afterEach(() => queryClient?.clear());

  async function shown(server: ReturnType<typeof slowServer>) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryClient?.getQueryData(key)).toBeDefined());
    return { client: queryClient, unsubscribe };
  }

  const settled = (client: QueryClient) =>
    vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('idle'));
  const days = (client: QueryClient) => client.getQueryData<MyTaskView[]>(key)?.map((task) => task.dueDate);

  it('is not undone by the read: a task moved to another day stays there', async () => {
    const planned = taskFixture({ id: 't1', projectId: 'p1', dueDate: '2026-11-30' });
    const server = slowServer(planned);
    const { client, unsubscribe } = await shown(server);

    // A read starts (the socket joined the projects' rooms, say), then the task moves and its event arrives.
    server.hold();
    void client.invalidateQueries({ queryKey: key });
    const moved = { ...planned, dueDate: '2026-12-02' };
    server.set(moved);
    putInRanges(client, moved);
    expect(days(client)).toEqual(['2026-12-02']);

    server.answer();
    await settled(client);
    expect(days(client)).toEqual(['2026-12-02']);
    unsubscribe();
  });

  it('is not undone by the read: a deleted task stays gone', async () => {
    const planned = taskFixture({ id: 't1', projectId: 'p1', dueDate: '2026-11-30' });
    const server = slowServer(planned);
    const { client, unsubscribe } = await shown(server);

    server.hold();
    void client.invalidateQueries({ queryKey: key });
    server.set(null);
    changeRanges(client, (list) => withoutCalendarTask(list, planned.id));

    server.answer();
    await settled(client);
    expect(days(client)).toEqual([]);
    unsubscribe();
  });
});
