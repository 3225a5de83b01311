import {
  LIMITS,
  SOCKET_NAMESPACES,
  type ChecklistItemView,
  type ChecklistUpdatedPayload,
  type TaskDetailView,
  type TaskView,
} from '@teamhub/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { taskChecklistItems } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { listeningTestApp, nextEvent, registerUsers, WAIT_MS } from './helpers/chat.js';
import { addMember, createProject, createTask, tasksOf } from './helpers/projects.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('task checklists (issue 31)', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const checklistPath = (taskId: string, itemId?: string) =>
    `/api/projects/tasks/${taskId}/checklist${itemId ? `/${itemId}` : ''}`;
  const add = (user: RegisteredUser, taskId: string, text: unknown) =>
    callApi(app(), 'POST', checklistPath(taskId), user.token, { text });
  const change = (user: RegisteredUser, taskId: string, itemId: string, body: unknown) =>
    callApi(app(), 'PUT', checklistPath(taskId, itemId), user.token, body);
  const remove = (user: RegisteredUser, taskId: string, itemId: string) =>
    callApi(app(), 'DELETE', checklistPath(taskId, itemId), user.token);
  /** POST …/checklist answered 201 with the new item. */
  const added = async (user: RegisteredUser, taskId: string, text: string) => {
    const response = await add(user, taskId, text);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: ChecklistItemView }>().data;
  };
  const detail = async (user: RegisteredUser, taskId: string) =>
    expectData<TaskDetailView>(await callApi(app(), 'GET', `/api/projects/tasks/${taskId}`, user.token));
  const texts = async (user: RegisteredUser, taskId: string) =>
    (await detail(user, taskId)).checklist.map((item) => `${item.position}:${item.text}${item.done ? '✓' : ''}`);

  /** An owner, a member and an outsider, with one task on the board. */
  async function board() {
    const [owner, member, outsider] = await registerUsers(app(), 3);
    const project = await createProject(app(), owner);
    await addMember(app(), owner, project.id, member);
    const task = await createTask(app(), owner, project.id, { title: 'Launch' });
    return { owner, member, outsider, project, task };
  }

  it('adds, renames, ticks, moves and removes items in order, the card counting them', async () => {
    const { owner, member, project, task } = await board();
    expect(task).toMatchObject({ checklistDone: 0, checklistTotal: 0 });
    for (const text of ['  Write copy ', 'Design', 'Build', 'Ship'])
      expect((await add(member, task.id, text)).statusCode).toBe(201);
    expect(await texts(owner, task.id)).toEqual(['0:Write copy', '1:Design', '2:Build', '3:Ship']);
    const items = (await detail(owner, task.id)).checklist;
    const [copy, design, build, ship] = items.map((item) => item.id) as [string, string, string, string];

    const ticked = expectData<ChecklistItemView>(
      await change(member, task.id, design, { done: true, text: 'Design v2' }),
    );
    expect(ticked).toMatchObject({ text: 'Design v2', done: true, position: 1, createdBy: member.user.id });
    expectData(await change(owner, task.id, ship, { done: true }));
    // Ship to the top; then Write copy past the end goes to the end.
    expectData(await change(owner, task.id, ship, { position: 0 }));
    expect(await texts(owner, task.id)).toEqual(['0:Ship✓', '1:Write copy', '2:Design v2✓', '3:Build']);
    expect(expectData<ChecklistItemView>(await change(owner, task.id, copy, { position: 99 })).position).toBe(3);
    expect(await texts(owner, task.id)).toEqual(['0:Ship✓', '1:Design v2✓', '2:Build', '3:Write copy']);

    expect(expectData(await remove(member, task.id, design))).toEqual({ taskId: task.id, itemId: design });
    expect(await texts(owner, task.id)).toEqual(['0:Ship✓', '1:Build', '2:Write copy']);
    const card = (await tasksOf(app(), owner, project.id)).find((item) => item.id === task.id);
    expect(card).toMatchObject({ checklistDone: 1, checklistTotal: 3 });
    expect((await detail(member, task.id)).checklistTotal).toBe(3);
    expectFailure(await change(owner, task.id, design, { done: true }), 404, en('projects.checklistItemNotFound'));
    expect(build).toBeTruthy();
  });

  it('tells the board live: the whole list, and the card with its new counts', async () => {
    const { owner, member, project, task } = await board();
    const socket = await server.sockets.connect(member, SOCKET_NAMESPACES.projects);
    expect(await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId: project.id })).toEqual({
      success: true,
    });
    const listHeard = nextEvent<ChecklistUpdatedPayload>(socket, 'checklist-updated');
    const cardHeard = nextEvent<TaskView>(socket, 'task-updated');
    const item = await added(owner, task.id, 'Book the room');
    expect(await listHeard).toEqual({ projectId: project.id, taskId: task.id, items: [item] });
    expect(await cardHeard).toMatchObject({ id: task.id, checklistDone: 0, checklistTotal: 1 });

    const tickHeard = nextEvent<TaskView>(socket, 'task-updated');
    expectData(await change(owner, task.id, item.id, { done: true }));
    expect(await tickHeard).toMatchObject({ checklistDone: 1, checklistTotal: 1 });
  });

  it('answers 404 to anyone outside the project, for the task and for its items, changing nothing', async () => {
    const { owner, outsider, task } = await board();
    const item = await added(owner, task.id, 'Private');
    expectFailure(
      await callApi(app(), 'GET', `/api/projects/tasks/${task.id}`, outsider.token),
      404,
      en('projects.taskNotFound'),
    );
    expectFailure(await add(outsider, task.id, 'Mine'), 404, en('projects.taskNotFound'));
    expectFailure(await change(outsider, task.id, item.id, { done: true }), 404, en('projects.taskNotFound'));
    expectFailure(await remove(outsider, task.id, item.id), 404, en('projects.taskNotFound'));
    expectFailure(
      await callApi(app(), 'GET', '/api/projects/tasks/not-a-uuid', owner.token),
      404,
      en('projects.taskNotFound'),
    );
    // An item of another task is not found through this one.
    const other = await createTask(app(), owner, task.projectId, { title: 'Other' });
    expectFailure(await change(owner, other.id, item.id, { done: true }), 404, en('projects.checklistItemNotFound'));
    expect(await texts(owner, task.id)).toEqual(['0:Private']);
  });

  it('refuses a blank or long text, an empty or unknown change, a bad position, and a 101st item', async () => {
    const { owner, task } = await board();
    expectFailure(await add(owner, task.id, '   '), 400, en('projects.checklistTextRequired'));
    expectFailure(
      await add(owner, task.id, 'x'.repeat(LIMITS.projects.checklistItemText + 1)),
      400,
      en('projects.checklistTextTooLong'),
    );
    expectFailure(await add(owner, task.id, 42), 400, en('projects.checklistTextRequired'));
    const item = await added(owner, task.id, 'One');
    expectFailure(await change(owner, task.id, item.id, {}), 400, en('projects.checklistEditInvalid'));
    expectFailure(await change(owner, task.id, item.id, { colour: 'red' }), 400, en('projects.checklistEditInvalid'));
    expectFailure(await change(owner, task.id, item.id, { done: 'yes' }), 400, en('projects.checklistEditInvalid'));
    expectFailure(
      await change(owner, task.id, item.id, { position: -1 }),
      400,
      en('projects.checklistPositionInvalid'),
    );
    expectFailure(
      await change(owner, task.id, item.id, { position: 1.5 }),
      400,
      en('projects.checklistPositionInvalid'),
    );

    const { db } = database();
    await db.insert(taskChecklistItems).values(
      Array.from({ length: LIMITS.projects.checklistItems - 1 }, (_, index) => ({
        taskId: task.id,
        text: `Item ${index + 2}`,
        position: index + 1,
      })),
    );
    expectFailure(await add(owner, task.id, 'One too many'), 400, en('projects.checklistFull'));
    const [row] = await db
      .select({ total: count() })
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, task.id));
    expect(row?.total).toBe(LIMITS.projects.checklistItems);
  });

  it('goes with its task', async () => {
    const { owner, task } = await board();
    await added(owner, task.id, 'Gone soon');
    expectData(await callApi(app(), 'DELETE', `/api/projects/tasks/${task.id}`, owner.token));
    const { db } = database();
    const [row] = await db
      .select({ total: count() })
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, task.id));
    expect(row?.total).toBe(0);
  });

  it('keeps the order whole when two members move items at once', async () => {
    const { owner, member, task } = await board();
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c', 'd', 'e']) ids.push((await added(owner, task.id, text)).id);
    await Promise.all([
      change(owner, task.id, ids[4]!, { position: 0 }),
      change(member, task.id, ids[0]!, { position: 4 }),
      remove(member, task.id, ids[2]!),
    ]);
    const positions = (await detail(owner, task.id)).checklist.map((item) => item.position);
    expect(positions).toEqual([0, 1, 2, 3]);
  });
});
