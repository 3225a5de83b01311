import { SOCKET_NAMESPACES, type NewNotificationPayload, type NotificationAction } from '@teamhub/contracts';
import { afterAll, expect, it } from 'vitest';
import { callApi, expectData, en } from './helpers/api.js';
import { nextEvent, registerUsers, socketPool } from './helpers/chat.js';
import { notificationsOf } from './helpers/notifications.js';
import { addMember, createProject, createTask, updateTask } from './helpers/projects.js';
import { createTestApp, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

// Far enough ahead that "not before today" never refuses the due dates; each test has its own month,
// so no test's reminders fall due during another's.
const DUE = '2031-03-12';
const HO_CHI_MINH = 'Asia/Ho_Chi_Minh'; // UTC+7: 09:00 is 02:00 UTC
const LOS_ANGELES = 'America/Los_Angeles'; // UTC−7 from 9 March 2031 (summer time): 09:00 is 16:00 UTC

describeEachDatabase('task reminders (issue 31)', ({ database }) => {
  let time = new Date('2031-03-01T00:00:00Z');
  const clock = { now: () => time };
  const at = (iso: string) => {
    time = new Date(iso);
  };
  const opened: TestApp[] = [];
  const start = async () => {
    const built = await createTestApp(database(), { now: clock.now });
    opened.push(built);
    await built.app.ready();
    return built;
  };
  const stop = async (built: TestApp) => {
    await built.app.close();
    opened.splice(opened.indexOf(built), 1);
  };
  afterAll(async () => {
    for (const built of opened) await built.app.close();
  });

  const reminders = async (built: TestApp, user: RegisteredUser) =>
    (await notificationsOf(built.app, user, '?limit=50')).notifications
      .filter((item) => item.action === 'task-due-soon' || item.action === 'task-overdue')
      .map((item) => `${item.action} ${item.task?.title ?? ''}`);
  const setZone = async (built: TestApp, user: RegisteredUser, timeZone: string) =>
    expectData(await callApi(built.app, 'PUT', '/api/profile/settings', user.token, { timeZone }));

  /** An owner in Ho Chi Minh City following a task assigned to a member in Los Angeles. */
  async function twoZones(built: TestApp, title: string, dueDate = DUE) {
    const [owner, member] = await registerUsers(built.app, 2);
    await setZone(built, owner, HO_CHI_MINH);
    await setZone(built, member, LOS_ANGELES);
    const project = await createProject(built.app, owner);
    await addMember(built.app, owner, project.id, member);
    const task = await createTask(built.app, owner, project.id, { title, dueDate, assignee: member.user.id });
    expectData(await callApi(built.app, 'PUT', `/api/projects/tasks/${task.id}/watch`, owner.token));
    return { owner, member, project, task };
  }

  it('reminds each member at 09:00 on their own clock, the day before and the morning after, once each', async () => {
    at('2031-03-01T00:00:00Z');
    const built = await start();
    const { owner, member } = await twoZones(built, 'Quarterly report');
    const sockets = socketPool(() => built);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const ownerSocket = await sockets.connect(owner, SOCKET_NAMESPACES.notifications);

    at('2031-03-11T01:59:59Z'); // 08:59 in Ho Chi Minh City on the 11th
    expect(await built.sendTaskReminders()).toBe(0);
    const live = nextEvent<NewNotificationPayload>(ownerSocket, 'new-notification');
    at('2031-03-11T02:00:00Z');
    expect(await built.sendTaskReminders()).toBe(1);
    expect((await live).notification).toMatchObject({
      action: 'task-due-soon' satisfies NotificationAction,
      sender: { id: owner.user.id },
      task: { title: 'Quarterly report' },
      message: 'A task is due tomorrow: Quarterly report',
    });
    expect(await reminders(built, owner)).toEqual(['task-due-soon Quarterly report']);
    expect(await reminders(built, member)).toEqual([]);

    at('2031-03-11T15:59:59Z'); // 08:59 in Los Angeles (summer time since the 9th)
    expect(await built.sendTaskReminders()).toBe(0);
    at('2031-03-11T16:00:00Z');
    expect(await built.sendTaskReminders()).toBe(1);
    expect(await reminders(built, member)).toEqual(['task-due-soon Quarterly report']);

    // The day it is due: nothing; the morning after, "overdue", each on their own clock.
    at('2031-03-12T20:00:00Z');
    expect(await built.sendTaskReminders()).toBe(0);
    at('2031-03-13T02:00:00Z');
    expect(await built.sendTaskReminders()).toBe(1);
    at('2031-03-13T16:00:00Z');
    expect(await built.sendTaskReminders()).toBe(1);
    expect(await built.sendTaskReminders()).toBe(0);
    expect(await reminders(built, owner)).toEqual(['task-overdue Quarterly report', 'task-due-soon Quarterly report']);
    expect(await reminders(built, member)).toEqual(['task-overdue Quarterly report', 'task-due-soon Quarterly report']);
    sockets.disconnectAll();
    await stop(built);
  });

  it('catches up after a restart without sending twice, and two processes looking at once send each one once', async () => {
    at('2031-03-01T00:00:00Z');
    let built = await start();
    const { owner, member } = await twoZones(built, 'Launch plan', '2031-04-16');
    at('2031-04-15T02:30:00Z');
    expect(await built.sendTaskReminders()).toBe(1); // the owner's, in Ho Chi Minh City
    await stop(built);

    // Down while Los Angeles reached 09:00; the start's own look sends what fell due, and only that.
    at('2031-04-15T20:00:00Z');
    built = await start();
    expect(await reminders(built, member)).toEqual(['task-due-soon Launch plan']);
    expect(await reminders(built, owner)).toEqual(['task-due-soon Launch plan']);
    expect(await built.sendTaskReminders()).toBe(0);

    // Down over the whole day after: "overdue" is still sent within its two days.
    await stop(built);
    at('2031-04-18T12:00:00Z');
    const [first, second] = [await start(), await start()];
    expect(await reminders(first, owner)).toEqual(['task-overdue Launch plan', 'task-due-soon Launch plan']);
    expect(await reminders(first, member)).toEqual(['task-overdue Launch plan', 'task-due-soon Launch plan']);
    const looks = await Promise.all([first.sendTaskReminders(), second.sendTaskReminders()]);
    expect(looks).toEqual([0, 0]);
    await stop(first);
    await stop(second);
  });

  it('two looks at once at the moment send each reminder once', async () => {
    at('2031-03-01T00:00:00Z');
    const [first, second] = [await start(), await start()];
    const { owner } = await twoZones(first, 'Board minutes', '2031-05-14');
    at('2031-05-13T02:00:00Z');
    const looks = await Promise.all([first.sendTaskReminders(), second.sendTaskReminders()]);
    expect(looks[0] + looks[1]).toBe(1);
    expect(await reminders(first, owner)).toEqual(['task-due-soon Board minutes']);
    await stop(first);
    await stop(second);
  });

  it('reminds nobody of a done task or one they no longer follow, and again for a new due date', async () => {
    at('2031-03-01T00:00:00Z');
    const built = await start();
    const done = await twoZones(built, 'Done already', '2031-06-11');
    expectData(await updateTask(built.app, done.owner, done.task.id, { status: 'done' }));
    const moved = await twoZones(built, 'Moved', '2031-06-11');
    // The member leaves the project: their assignment reminds them no more.
    const left = await twoZones(built, 'Left behind', '2031-06-11');
    const leave = `/api/projects/${left.project.id}/members/${left.member.user.id}`;
    expectData(await callApi(built.app, 'DELETE', leave, left.member.token));

    at('2031-06-10T16:30:00Z'); // 09:30 in Los Angeles, 23:30 in Ho Chi Minh City: both the day before
    expect(await built.sendTaskReminders()).toBe(3); // moved: owner and member; left behind: its follower
    expect(await reminders(built, done.owner)).toEqual([]);
    expect(await reminders(built, done.member)).toEqual([]);
    expect(await reminders(built, left.member)).toEqual([]);
    expect(await reminders(built, left.owner)).toEqual(['task-due-soon Left behind']);

    expectData(await updateTask(built.app, moved.owner, moved.task.id, { dueDate: '2031-06-18' }));
    at('2031-06-17T16:30:00Z');
    expect(await built.sendTaskReminders()).toBe(2);
    expect(await reminders(built, moved.member)).toEqual(['task-due-soon Moved', 'task-due-soon Moved']);
    await stop(built);
  });

  it('keeps a member’s time zone private and refuses an unknown one', async () => {
    const built = await start();
    const [user, other] = await registerUsers(built.app, 2);
    const saved = expectData<{ user: { timeZone: string | null } }>(
      await callApi(built.app, 'PUT', '/api/profile/settings', user.token, { timeZone: HO_CHI_MINH }),
    );
    expect(saved.user.timeZone).toBe(HO_CHI_MINH);
    const seen = expectData<{ user: Record<string, unknown> }>(
      await callApi(built.app, 'GET', `/api/profile/user/${user.user.id}`, other.token),
    );
    expect(seen.user).not.toHaveProperty('timeZone');
    const refused = await callApi(built.app, 'PUT', '/api/profile/settings', user.token, { timeZone: 'Mars/Olympus' });
    expect(refused.json()).toMatchObject({ errors: [{ path: 'timeZone', msg: en('validation.timeZoneInvalid') }] });
    expect(refused.statusCode).toBe(400);
    await stop(built);
  });
});
