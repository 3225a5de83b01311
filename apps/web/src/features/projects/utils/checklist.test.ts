import type { ChecklistItemView, TaskDetailView, TaskView } from '@teamhub/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectKeys } from '../api';
import { taskFixture } from '../test-support/fixtures';
import { moveItem, placeItem, progressOf, removeItem, withChecklist } from './checklist';
import { putChecklist, putTask } from './project-cache';

const item = (id: string, position: number, done = false): ChecklistItemView => ({
  _id: id,
  id,
  taskId: 't1',
  text: `Item ${id}`,
  done,
  position,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const ids = (items: readonly ChecklistItemView[]) => items.map((entry) => `${entry.id}@${entry.position}`);
const list = [item('a', 0), item('b', 1), item('c', 2)];

describe('checklist order', () => {
  it('places an item by its position, replacing the one with its id, and numbers the list again', () => {
    expect(ids(placeItem(list, item('d', 3)))).toEqual(['a@0', 'b@1', 'c@2', 'd@3']);
    expect(ids(placeItem(list, item('d', 1)))).toEqual(['a@0', 'd@1', 'b@2', 'c@3']);
    expect(ids(placeItem(list, { ...item('c', 0), done: true }))).toEqual(['c@0', 'a@1', 'b@2']);
    // Past the end is the end.
    expect(ids(placeItem(list, item('a', 99)))).toEqual(['b@0', 'c@1', 'a@2']);
  });

  it('moves and removes items, keeping positions whole', () => {
    expect(ids(moveItem(list, 'a', 2))).toEqual(['b@0', 'c@1', 'a@2']);
    expect(ids(moveItem(list, 'c', 0))).toEqual(['c@0', 'a@1', 'b@2']);
    expect(ids(moveItem(list, 'gone', 0))).toEqual(['a@0', 'b@1', 'c@2']);
    expect(ids(removeItem(list, 'b'))).toEqual(['a@0', 'c@1']);
  });

  it('counts what is done', () => {
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(progressOf([item('a', 0, true), item('b', 1), item('c', 2)])).toEqual({ done: 1, total: 3, percent: 33 });
  });
});

describe('the checklist in the query cache', () => {
  const task = taskFixture({ id: 't1', projectId: 'p1' });
  const detail = (checklist: ChecklistItemView[]): TaskDetailView =>
    withChecklist({ ...task, checklist, attachments: [], watchers: [] }, checklist);

  it("applies checklist-updated's whole list to the open panel and the card's counts", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.task('t1'), detail([item('a', 0)]));
    queryClient.setQueryData<TaskView[]>(projectKeys.tasks('p1'), [task, taskFixture({ id: 't2' })]);
    putChecklist(queryClient, 't1', [item('b', 0, true), item('a', 1), item('c', 2)]);
    const saved = queryClient.getQueryData<TaskDetailView>(projectKeys.task('t1'));
    expect(ids(saved?.checklist ?? [])).toEqual(['b@0', 'a@1', 'c@2']);
    expect(saved).toMatchObject({ checklistDone: 1, checklistTotal: 3 });
    const [card, other] = queryClient.getQueryData<TaskView[]>(projectKeys.tasks('p1')) ?? [];
    expect(card).toMatchObject({ checklistDone: 1, checklistTotal: 3 });
    expect(other).toMatchObject({ checklistDone: 0, checklistTotal: 0 });
  });

  it('leaves a task whose panel was never opened to its task-updated', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<TaskView[]>(projectKeys.tasks('p1'), [task]);
    putChecklist(queryClient, 't1', [item('a', 0, true)]);
    expect(queryClient.getQueryData(projectKeys.task('t1'))).toBeUndefined();
    expect(queryClient.getQueryData<TaskView[]>(projectKeys.tasks('p1'))?.[0]).toBe(task);
  });

  it("keeps the panel's checklist when task-updated brings the task's fields", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.task('t1'), detail([item('a', 0)]));
    putTask(queryClient, { ...task, title: 'Renamed', checklistDone: 1, checklistTotal: 1 });
    expect(queryClient.getQueryData<TaskDetailView>(projectKeys.task('t1'))).toMatchObject({
      title: 'Renamed',
      checklist: [{ id: 'a' }],
    });
  });
});
