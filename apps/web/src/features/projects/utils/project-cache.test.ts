import type { TaskView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { projectKeys } from '../api';
import { taskFixture } from '../test-support/fixtures';
import { shownQuery, slowServer } from '../test-support/slow-reads';
import { dropTask, putTask } from './project-cache';

const key = projectKeys.tasks('p1');
const card = taskFixture({ id: 't1', projectId: 'p1', title: 'Draft', status: 'todo' });

describe('a live change while a board is being read', () => {
  it('is not undone by the read: a task moved to another column stays there', async () => {
    const server = slowServer<TaskView[]>([card]);
    const shown = await shownQuery(key, server.read);

    server.hold();
    void shown.client.invalidateQueries({ queryKey: key });
    const moved = { ...card, status: 'done' as const };
    server.set([moved]);
    putTask(shown.client, moved);
    server.answer();
    await shown.settled();

    expect(shown.client.getQueryData<TaskView[]>(key)?.map((task) => task.status)).toEqual(['done']);
    shown.close();
  });

  it('is not undone by the read: a deleted task stays gone', async () => {
    const server = slowServer<TaskView[]>([card]);
    const shown = await shownQuery(key, server.read);

    server.hold();
    void shown.client.invalidateQueries({ queryKey: key });
    server.set([]);
    dropTask(shown.client, 'p1', card.id);
    server.answer();
    await shown.settled();

    expect(shown.client.getQueryData<TaskView[]>(key)).toEqual([]);
    shown.close();
  });
});
