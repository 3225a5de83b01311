import type { ProjectView, TaskView } from '@teamhub/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { column, createProject, createTask, tasksOf, updateTask } from './helpers/projects.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** Plain code-unit order, as the contract says clients sort (then by id). */
const byPosition = (a: TaskView, b: TaskView) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

describeEachDatabase('projects: card positions', ({ database }) => {
  let built: App;
  const app = () => built.app;
  let owner: RegisteredUser;
  let project: ProjectView;
  const board = () => tasksOf(app(), owner, project.id);
  const make = (title: string, status: TaskView['status'] = 'todo') =>
    createTask(app(), owner, project.id, { title, status });
  const move = async (task: TaskView, body: object) =>
    expectData<TaskView>(await updateTask(app(), owner, task.id, body));

  beforeAll(async () => {
    built = await createTestApp(database());
    owner = await registerUser(built.app);
  });
  beforeEach(async () => {
    project = await createProject(app(), owner, { name: 'Board' });
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('new cards go to the end of their column, and the board reads column by column', async () => {
    await make('Review 1', 'review');
    await make('A');
    await make('B');
    await make('Done 1', 'done');
    await make('C');
    await make('Progress 1', 'in_progress');
    const tasks = await board();
    expect(tasks.map((task) => task.title)).toEqual(['A', 'B', 'C', 'Progress 1', 'Review 1', 'Done 1']);
    expect(
      [...tasks]
        .filter((task) => task.status === 'todo')
        .sort(byPosition)
        .map((task) => task.title),
    ).toEqual(['A', 'B', 'C']);
  });

  it('a card dropped between two others lands between them; afterTaskId null puts it on top', async () => {
    const a = await make('A');
    const b = await make('B');
    const c = await make('C');
    const moved = await move(c, { afterTaskId: a.id });
    expect(moved.position > a.position && moved.position < b.position).toBe(true);
    expect(column(await board(), 'todo')).toEqual(['A', 'C', 'B']);
    await move(b, { afterTaskId: null });
    expect(column(await board(), 'todo')).toEqual(['B', 'A', 'C']);
    // Right after the card it already follows: it stays where it is.
    await move(c, { afterTaskId: a.id });
    expect(column(await board(), 'todo')).toEqual(['B', 'A', 'C']);
  });

  it('a status-only move goes to the end of the new column; with afterTaskId, right after that card', async () => {
    const a = await make('A');
    const b = await make('B');
    const x = await make('X', 'in_progress');
    const y = await make('Y', 'in_progress');
    expect((await move(a, { status: 'in_progress' })).status).toBe('in_progress');
    expect(column(await board(), 'in_progress')).toEqual(['X', 'Y', 'A']);
    await move(b, { status: 'in_progress', afterTaskId: x.id });
    expect(column(await board(), 'in_progress')).toEqual(['X', 'B', 'Y', 'A']);
    expect(column(await board(), 'todo')).toEqual([]);
    // Editing other fields keeps the place.
    await move(y, { title: 'Y2', priority: 'high' });
    expect(column(await board(), 'in_progress')).toEqual(['X', 'B', 'Y2', 'A']);
  });

  it('afterTaskId must be a card of the target column of the same project (400, nothing moves)', async () => {
    const a = await make('A');
    const b = await make('B');
    const elsewhere = await make('Elsewhere', 'done');
    const other = await createTask(app(), owner, (await createProject(app(), owner, { name: 'Other' })).id);
    const before = await board();
    for (const body of [
      { afterTaskId: elsewhere.id },
      { afterTaskId: other.id },
      { afterTaskId: '00000000-0000-4000-8000-000000000000' },
      { afterTaskId: b.id, status: 'done' },
      { afterTaskId: a.id },
    ]) {
      expectFailure(await updateTask(app(), owner, a.id, body), 400, en('projects.taskNotFound'));
    }
    expect(await board()).toEqual(before);
  });

  it('20 concurrent drops and creates into the same spot all succeed with distinct keys in one stable order', async () => {
    const first = await make('First');
    await make('Last');
    const movers: TaskView[] = [];
    for (let index = 0; index < 10; index += 1) movers.push(await make(`Mover ${index}`, 'review'));
    const responses = await Promise.all([
      ...movers.map((task) => updateTask(app(), owner, task.id, { status: 'todo', afterTaskId: first.id })),
      ...Array.from({ length: 10 }, (_, index) =>
        callApi(app(), 'POST', `/api/projects/${project.id}/tasks`, owner.token, { title: `New ${index}` }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);

    const todo = (await board()).filter((task) => task.status === 'todo');
    expect(todo).toHaveLength(22);
    expect(new Set(todo.map((task) => task.position)).size).toBe(22);
    expect([...todo].sort(byPosition).map((task) => task.id)).toEqual(todo.map((task) => task.id));
    expect((await board()).filter((task) => task.status === 'todo')).toEqual(todo);
    // Every dropped card is between First and Last; every created one after Last.
    const titles = todo.map((task) => task.title);
    expect(titles[0]).toBe('First');
    expect(titles.slice(1, 11).every((title) => title.startsWith('Mover'))).toBe(true);
    expect(titles[11]).toBe('Last');
    expect(titles.slice(12).every((title) => title.startsWith('New'))).toBe(true);
  });
});
