import {
  addDays,
  CALENDAR_MAX_DAYS,
  earliestTodayAnywhere,
  type MyTaskView,
  type ProjectView,
  type TaskView,
} from '@teamhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { addMember, createProject, createTask, updateTask } from './helpers/projects.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('projects: the calendar (issue 31)', ({ database }) => {
  let built: App;
  const app = () => built.app;
  let owner: RegisteredUser;
  let member: RegisteredUser;
  let outsider: RegisteredUser;
  let site: ProjectView;
  let shop: ProjectView;
  let elsewhere: ProjectView;
  /** Days from a week ahead, so that every due date is allowed whatever today is. */
  const day = (offset: number) => addDays(earliestTodayAnywhere(), 7 + offset);

  const calendarOf = (user: RegisteredUser, projectId: string, query: string) =>
    callApi(app(), 'GET', `/api/projects/${projectId}/calendar?${query}`, user.token);
  const myCalendar = (user: RegisteredUser, query: string) =>
    callApi(app(), 'GET', `/api/projects/calendar?${query}`, user.token);
  const range = (from: number, to: number) => `from=${day(from)}&to=${day(to)}`;

  beforeAll(async () => {
    built = await createTestApp(database());
    [owner, member, outsider] = [await registerUser(app()), await registerUser(app()), await registerUser(app())];
    site = await createProject(app(), owner, { name: 'Site', category: 'web' });
    shop = await createProject(app(), member, { name: 'Shop', category: 'mobile' });
    elsewhere = await createProject(app(), outsider, { name: 'Elsewhere' });
    await addMember(app(), owner, site.id, member);

    // Site: two on day 2 in different columns (review before todo once moved), one on day 0, one on
    // day 5 (outside 0–3), one with no due date.
    await createTask(app(), owner, site.id, { title: 'Review copy', dueDate: day(2), status: 'review' });
    const second = await createTask(app(), owner, site.id, { title: 'Write copy', dueDate: day(2) });
    await createTask(app(), owner, site.id, { title: 'Plan', dueDate: day(2) });
    await createTask(app(), owner, site.id, { title: 'Kick-off', dueDate: day(0) });
    await createTask(app(), owner, site.id, { title: 'Launch', dueDate: day(5) });
    await createTask(app(), owner, site.id, { title: 'Someday' });
    // Moving 'Write copy' to the top of todo puts it before 'Plan' on the board, and so on the calendar.
    expectData(await updateTask(app(), owner, second.id, { status: 'todo', afterTaskId: null }));
    await createTask(app(), member, shop.id, { title: 'Store listing', dueDate: day(1), status: 'done' });
    await createTask(app(), outsider, elsewhere.id, { title: 'Not mine', dueDate: day(1) });
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it("answers a project's tasks due in the range, by day, then column, then position", async () => {
    const tasks = expectData<TaskView[]>(await calendarOf(member, site.id, range(0, 3)));
    expect(tasks.map((task) => `${task.dueDate} ${task.title}`)).toEqual([
      `${day(0)} Kick-off`,
      `${day(2)} Write copy`,
      `${day(2)} Plan`,
      `${day(2)} Review copy`,
    ]);
    // The same cards as the board's.
    const board = expectData<TaskView[]>(await callApi(app(), 'GET', `/api/projects/${site.id}/tasks`, owner.token));
    expect(tasks[0]).toEqual(board.find((task) => task.title === 'Kick-off'));
    // Both ends are included.
    const ends = expectData<TaskView[]>(await calendarOf(owner, site.id, `from=${day(2)}&to=${day(5)}`));
    expect(ends.map((task) => task.title)).toEqual(['Write copy', 'Plan', 'Review copy', 'Launch']);
    expect(expectData<TaskView[]>(await calendarOf(owner, site.id, range(3, 4)))).toEqual([]);
  });

  it("answers across every project I am in, each task with its project, and nobody else's", async () => {
    const tasks = expectData<MyTaskView[]>(await myCalendar(member, range(0, 5)));
    expect(tasks.map((task) => `${task.project.name} ${task.title}`)).toEqual([
      'Site Kick-off',
      'Shop Store listing',
      'Site Write copy',
      'Site Plan',
      'Site Review copy',
      'Site Launch',
    ]);
    expect(tasks[1]?.project).toEqual({ _id: shop.id, id: shop.id, name: 'Shop', category: 'mobile' });
    expect(tasks[1]?.status).toBe('done');
    // The owner is not in Shop; the outsider sees only their own project.
    const ownerTitles = expectData<MyTaskView[]>(await myCalendar(owner, range(0, 5))).map((task) => task.title);
    expect(ownerTitles).not.toContain('Store listing');
    expect(ownerTitles).not.toContain('Not mine');
    const outsiders = expectData<MyTaskView[]>(await myCalendar(outsider, range(0, 5)));
    expect(outsiders.map((task) => task.title)).toEqual(['Not mine']);
  });

  it('follows a due date that moves', async () => {
    const launch = expectData<TaskView[]>(await calendarOf(owner, site.id, range(5, 5)))[0] as TaskView;
    expectData(await updateTask(app(), member, launch.id, { dueDate: day(3) }));
    expect(expectData<TaskView[]>(await calendarOf(owner, site.id, range(4, 6)))).toEqual([]);
    const moved = expectData<TaskView[]>(await calendarOf(owner, site.id, range(3, 3)));
    expect(moved.map((task) => task.title)).toEqual(['Launch']);
    expectData(await updateTask(app(), member, launch.id, { dueDate: day(5) }));
  });

  it('answers 404 to anyone outside the project, and for an unknown or malformed id', async () => {
    expectFailure(await calendarOf(outsider, site.id, range(0, 3)), 404, en('projects.notFound'));
    // Not even the range is checked for them: a bad one still says "not found".
    expectFailure(await calendarOf(outsider, site.id, 'from=nope'), 404, en('projects.notFound'));
    expectFailure(await calendarOf(owner, elsewhere.id, range(0, 3)), 404, en('projects.notFound'));
    expectFailure(await calendarOf(owner, 'not-a-uuid', range(0, 3)), 404, en('projects.notFound'));
    const signedOut = await callApi(app(), 'GET', `/api/projects/calendar?${range(0, 3)}`, undefined);
    expect(signedOut.statusCode).toBe(401);
  });

  describe("under the board's filters", () => {
    let board: ProjectView;
    // Days 20–22, where no other test's tasks are.
    const span = () => range(20, 22);
    const titles = (tasks: TaskView[]) => tasks.map((task) => task.title);

    beforeAll(async () => {
      board = await createProject(app(), owner, { name: 'Filters' });
      await addMember(app(), owner, board.id, member);
      const task = (title: string, fields: Parameters<typeof createTask>[3]) =>
        createTask(app(), owner, board.id, { title, ...fields });
      await task('Fix login bug', {
        assignee: member.user.id,
        priority: 'high',
        tags: ['bug', 'web'],
        dueDate: day(20),
      });
      await task('Thiết kế API', {
        assignee: owner.user.id,
        priority: 'low',
        tags: ['api'],
        description: 'Cổng đăng nhập',
        dueDate: day(21),
      });
      await task('Write docs', { priority: 'medium', dueDate: day(22) });
      await task('Ship', {
        assignee: member.user.id,
        priority: 'high',
        tags: ['web'],
        dueDate: day(22),
        status: 'done',
      });
    });

    it('by assignee: me, nobody, a member, or any of them', async () => {
      const of = async (user: RegisteredUser, query: string) =>
        titles(expectData<TaskView[]>(await calendarOf(user, board.id, `${span()}&${query}`)));
      expect(await of(member, 'assignee=me')).toEqual(['Fix login bug', 'Ship']);
      expect(await of(owner, 'assignee=me')).toEqual(['Thiết kế API']);
      expect(await of(member, 'assignee=none')).toEqual(['Write docs']);
      expect(await of(member, `assignee=${owner.user.id}`)).toEqual(['Thiết kế API']);
      expect(await of(member, 'assignee=me&assignee=none')).toEqual(['Fix login bug', 'Write docs', 'Ship']);
    });

    it('by priority and tag: any value of a kind, every kind given', async () => {
      const of = async (query: string) =>
        titles(expectData<TaskView[]>(await calendarOf(member, board.id, `${span()}&${query}`)));
      expect(await of('priority=high&tag=web')).toEqual(['Fix login bug', 'Ship']);
      expect(await of('tag=bug&tag=api')).toEqual(['Fix login bug', 'Thiết kế API']);
      expect(await of('priority=low&priority=medium')).toEqual(['Thiết kế API', 'Write docs']);
      expect(await of('priority=high&tag=api')).toEqual([]);
    });

    it('by words in the title, description or tags, accents and case ignored', async () => {
      const of = async (text: string) =>
        titles(expectData<TaskView[]>(await calendarOf(member, board.id, `${span()}&q=${encodeURIComponent(text)}`)));
      expect(await of('thiet KE')).toEqual(['Thiết kế API']);
      expect(await of('đăng nhập')).toEqual(['Thiết kế API']);
      expect(await of('login web')).toEqual(['Fix login bug']);
      expect(await of('   ')).toEqual(['Fix login bug', 'Thiết kế API', 'Write docs', 'Ship']);
    });

    it('by due: none is never on a calendar, and days weeks away are neither overdue nor this week', async () => {
      for (const due of ['none', 'overdue', 'week']) {
        expect(expectData<TaskView[]>(await calendarOf(member, board.id, `${span()}&due=${due}`))).toEqual([]);
      }
    });

    it('across my projects as on one', async () => {
      const tasks = expectData<MyTaskView[]>(await myCalendar(member, `${span()}&assignee=me&priority=high`));
      expect(tasks.map((task) => `${task.project.name} ${task.title}`)).toEqual([
        'Filters Fix login bug',
        'Filters Ship',
      ]);
      // The owner is not in Shop, and Shop has nothing in these days anyway: only Filters answers.
      expect(titles(expectData<MyTaskView[]>(await myCalendar(owner, `${span()}&tag=api`)))).toEqual(['Thiết kế API']);
    });

    it.each([
      ['an assignee that is no one', 'assignee=someone', 'projects.filterInvalid'],
      ['a priority the board does not have', 'priority=urgent', 'projects.filterInvalid'],
      ['a due filter the board does not have', 'due=later', 'projects.filterInvalid'],
      ['a tag longer than a tag can be', `tag=${'x'.repeat(31)}`, 'projects.filterInvalid'],
      ['a text longer than 200 characters', `q=${'x'.repeat(201)}`, 'projects.filterTextTooLong'],
    ] as const)('refuses %s', async (_name, query, key) => {
      expectFailure(await calendarOf(member, board.id, `${span()}&${query}`), 400, en(key));
      expectFailure(await myCalendar(member, `${span()}&${query}`), 400, en(key));
    });
  });

  describe('refuses a range that is not one', () => {
    const cases: [string, string, Parameters<typeof en>[0]][] = [
      ['missing both', '', 'projects.calendarRangeRequired'],
      ['missing to', `from=${day(0)}`, 'projects.calendarRangeRequired'],
      ['given twice', `from=${day(0)}&from=${day(1)}&to=${day(2)}`, 'projects.calendarRangeRequired'],
      ['not a day', `from=tomorrow&to=${day(2)}`, 'projects.calendarDayInvalid'],
      ['a day that does not exist', 'from=2027-02-29&to=2027-03-02', 'projects.calendarDayInvalid'],
      ['written another way', 'from=2027-3-1&to=2027-03-02', 'projects.calendarDayInvalid'],
      ['reversed', `from=${day(3)}&to=${day(2)}`, 'projects.calendarRangeReversed'],
      ['too long', `from=${day(0)}&to=${day(CALENDAR_MAX_DAYS)}`, 'projects.calendarRangeTooLong'],
    ];
    it.each(cases)('%s', async (_name, query, key) => {
      expectFailure(await calendarOf(owner, site.id, query), 400, en(key));
      expectFailure(await myCalendar(owner, query), 400, en(key));
    });

    it(`accepts exactly ${CALENDAR_MAX_DAYS} days, and says the limit in both languages`, async () => {
      expectData(await myCalendar(owner, `from=${day(0)}&to=${day(CALENDAR_MAX_DAYS - 1)}`));
      expect(en('projects.calendarRangeTooLong')).toContain(String(CALENDAR_MAX_DAYS));
      const response = await app().inject({
        method: 'GET',
        url: `/api/projects/calendar?from=${day(0)}&to=${day(CALENDAR_MAX_DAYS)}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expectFailure(response, 400, vi('projects.calendarRangeTooLong'));
      expect(vi('projects.calendarRangeTooLong')).toContain(String(CALENDAR_MAX_DAYS));
    });
  });
});
