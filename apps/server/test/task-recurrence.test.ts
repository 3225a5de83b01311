import {
  SOCKET_NAMESPACES,
  type TaskDetailView,
  type TaskView,
  type TaskWatcher,
  type WatchersUpdatedPayload,
} from '@teamhub/contracts';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { listeningTestApp, nextEvent, registerUsers, WAIT_MS } from './helpers/chat.js';
import { addMember, createProject, createTask, tasksOf, updateTask } from './helpers/projects.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

// Far enough ahead that "not before today" never refuses them. 2031-01-06 is a Monday.
const MONDAY = '2031-01-06';
const JAN_31 = '2031-01-31';

describeEachDatabase('repeating tasks and followers (issue 31)', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const detail = async (user: RegisteredUser, taskId: string) =>
    expectData<TaskDetailView>(await callApi(app(), 'GET', `/api/projects/tasks/${taskId}`, user.token));
  const watch = (user: RegisteredUser, taskId: string, on: boolean) =>
    callApi(app(), on ? 'PUT' : 'DELETE', `/api/projects/tasks/${taskId}/watch`, user.token);
  const names = (watchers: TaskWatcher[]) => watchers.map((watcher) => watcher.username);
  /** Moves the task to Done and answers the board's tasks of its series (not done first), as titles and dates. */
  const finish = async (user: RegisteredUser, task: TaskView) => {
    expectData(await updateTask(app(), user, task.id, { status: 'done' }));
    return (await tasksOf(app(), user, task.projectId)).filter((item) => item.title === task.title);
  };

  async function board() {
    const [owner, member, outsider] = await registerUsers(app(), 3);
    const project = await createProject(app(), owner);
    await addMember(app(), owner, project.id, member);
    return { owner, member, outsider, project };
  }

  it('repeats weekly on Monday and Thursday: done makes the next, with the fields, an unticked checklist and the followers', async () => {
    const { owner, member, project } = await board();
    const task = await createTask(app(), owner, project.id, {
      title: 'Stand-up notes',
      priority: 'high',
      tags: ['team'],
      dueDate: MONDAY,
      assignee: member.user.id,
      recurrence: { frequency: 'weekly', interval: 1, weekdays: [4, 1] },
    });
    expect(task.recurrence).toEqual({ frequency: 'weekly', interval: 1, weekdays: [1, 4] });
    const added = await callApi(app(), 'POST', `/api/projects/tasks/${task.id}/checklist`, owner.token, {
      text: 'Send',
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<{ data: { id: string } }>().data;
    expectData(
      await callApi(app(), 'PUT', `/api/projects/tasks/${task.id}/checklist/${item.id}`, owner.token, { done: true }),
    );
    expectData(await watch(owner, task.id, true));

    const socket = await server.sockets.connect(member, SOCKET_NAMESPACES.projects);
    expect(await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId: project.id })).toEqual({
      success: true,
    });
    const created = nextEvent<TaskView>(socket, 'task-created');
    const series = await finish(member, task);
    const next = series.find((item) => item.id !== task.id);
    expect(next).toMatchObject({
      status: 'todo',
      dueDate: '2031-01-09',
      priority: 'high',
      tags: ['team'],
      assignee: { id: member.user.id },
      recurrence: { frequency: 'weekly', interval: 1, weekdays: [1, 4] },
      checklistDone: 0,
      checklistTotal: 1,
      createdBy: owner.user.id,
    });
    expect(await created).toMatchObject({ id: next?.id, dueDate: '2031-01-09' });
    // The finished one no longer repeats: the series lives on the new one.
    expect(series.find((item) => item.id === task.id)).toMatchObject({ status: 'done', recurrence: null });
    const nextDetail = await detail(owner, next?.id ?? '');
    expect(nextDetail.checklist.map(({ text, done }) => ({ text, done }))).toEqual([{ text: 'Send', done: false }]);
    expect(names(nextDetail.watchers)).toEqual([owner.user.username]);

    // Thursday's, done, makes next Monday's.
    const after = await finish(owner, next as TaskView);
    expect(after.filter((item) => item.status === 'todo').map((item) => item.dueDate)).toEqual(['2031-01-13']);
  });

  it('repeats monthly on the 31st on the last day of a short month, then on the 31st again', async () => {
    const { owner, project } = await board();
    const task = await createTask(app(), owner, project.id, {
      title: 'Invoices',
      dueDate: JAN_31,
      recurrence: { frequency: 'monthly', interval: 1, monthDay: 31 },
    });
    const february = (await finish(owner, task)).find((item) => item.status === 'todo') as TaskView;
    expect(february.dueDate).toBe('2031-02-28');
    const march = (await finish(owner, february)).find((item) => item.status === 'todo') as TaskView;
    expect(march.dueDate).toBe('2031-03-31');
  });

  it('makes no second copy when a finished task goes back and is done again, and none once the series is stopped', async () => {
    const { owner, project } = await board();
    const task = await createTask(app(), owner, project.id, {
      title: 'Backup',
      dueDate: MONDAY,
      recurrence: { frequency: 'daily', interval: 2 },
    });
    expect(await finish(owner, task)).toHaveLength(2);
    expectData(await updateTask(app(), owner, task.id, { status: 'in_progress' }));
    expect(await finish(owner, task)).toHaveLength(2);

    const next = (await tasksOf(app(), owner, project.id)).find((item) => item.status === 'todo') as TaskView;
    expect(next.dueDate).toBe('2031-01-08');
    expect(expectData<TaskView>(await updateTask(app(), owner, next.id, { recurrence: null })).recurrence).toBeNull();
    expect(await finish(owner, next)).toHaveLength(2);
  });

  it('refuses a repeat without a due date, and a rule out of range, in the reader’s words', async () => {
    const { owner, project } = await board();
    expectFailure(
      await callApi(app(), 'POST', `/api/projects/${project.id}/tasks`, owner.token, {
        title: 'No date',
        recurrence: { frequency: 'daily', interval: 1 },
      }),
      400,
      en('projects.recurrenceNeedsDueDate'),
    );
    const task = await createTask(app(), owner, project.id, {
      title: 'Dated',
      dueDate: MONDAY,
      recurrence: { frequency: 'daily', interval: 1 },
    });
    expectFailure(
      await updateTask(app(), owner, task.id, { dueDate: null }),
      400,
      en('projects.recurrenceNeedsDueDate'),
    );
    expectFailure(
      await updateTask(app(), owner, task.id, { recurrence: { frequency: 'monthly', interval: 1, monthDay: 0 } }),
      400,
      en('projects.recurrenceMonthDayInvalid'),
    );
    expectFailure(
      await updateTask(app(), owner, task.id, { recurrence: { frequency: 'weekly', interval: 100 } }),
      400,
      en('projects.recurrenceIntervalInvalid'),
    );
    // Clearing both at once is fine.
    expect(
      expectData<TaskView>(await updateTask(app(), owner, task.id, { dueDate: null, recurrence: null })),
    ).toMatchObject({
      dueDate: null,
      recurrence: null,
    });
  });

  it('lets each member follow and stop following, live to the board; outsiders get 404 and leavers drop off', async () => {
    const { owner, member, outsider, project } = await board();
    const task = await createTask(app(), owner, project.id, { title: 'Launch' });
    const socket = await server.sockets.connect(owner, SOCKET_NAMESPACES.projects);
    expect(await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId: project.id })).toEqual({
      success: true,
    });
    const heard = nextEvent<WatchersUpdatedPayload>(socket, 'watchers-updated');
    const answer = expectData<{ taskId: string; watchers: TaskWatcher[] }>(await watch(member, task.id, true));
    expect(names(answer.watchers)).toEqual([member.user.username]);
    expect(await heard).toMatchObject({ projectId: project.id, taskId: task.id, watchers: answer.watchers });
    // Twice is once.
    expect(names(expectData<{ watchers: TaskWatcher[] }>(await watch(member, task.id, true)).watchers)).toEqual([
      member.user.username,
    ]);
    expectData(await watch(owner, task.id, true));
    expect(names((await detail(owner, task.id)).watchers)).toEqual([member.user.username, owner.user.username]);
    expect(names(expectData<{ watchers: TaskWatcher[] }>(await watch(owner, task.id, false)).watchers)).toEqual([
      member.user.username,
    ]);

    expectFailure(await watch(outsider, task.id, true), 404, en('projects.taskNotFound'));
    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}/members/${member.user.id}`, member.token));
    expect((await detail(owner, task.id)).watchers).toEqual([]);
  });
});
