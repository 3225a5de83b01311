import type { ProjectInvitation, ProjectView, ServerMessageKey, TaskView } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import {
  addMember,
  createProject,
  createTask,
  membersOf,
  projectsOf,
  sendInvitation,
  tasksOf,
} from './helpers/projects.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type Role = 'owner' | 'admin' | 'member' | 'outsider';
type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

/**
 * One project with a member of each role, a second admin, a task made by the owner and by the member, and
 * an open invitation of an email nobody has.
 */
interface Fixture {
  project: ProjectView;
  ownerTask: TaskView;
  memberTask: TaskView;
  invitationId: string;
}

interface Case {
  action: string;
  request: (fixture: Fixture, people: Record<Role | 'admin2', RegisteredUser>) => [Method, string, unknown?];
  /** Expected status per role, with the refusal's message key. */
  expect: Record<Role, number | [number, ServerMessageKey]>;
}

const notFound = (key: ServerMessageKey = 'projects.notFound'): [number, ServerMessageKey] => [404, key];
const notAllowed: [number, ServerMessageKey] = [403, 'projects.notAllowed'];
const ownerFixed: [number, ServerMessageKey] = [403, 'projects.ownerFixed'];
const everyMember = (status: number) => ({ owner: status, admin: status, member: status, outsider: notFound() });

const CASES: Case[] = [
  {
    action: 'read the project',
    request: ({ project }) => ['GET', `/api/projects/${project.id}`],
    expect: everyMember(200),
  },
  {
    action: 'read the board',
    request: ({ project }) => ['GET', `/api/projects/${project.id}/tasks`],
    expect: everyMember(200),
  },
  {
    action: 'read the members',
    request: ({ project }) => ['GET', `/api/projects/${project.id}/members`],
    expect: everyMember(200),
  },
  {
    action: 'edit the project',
    request: ({ project }) => ['PUT', `/api/projects/${project.id}`, { name: 'Changed' }],
    expect: { owner: 200, admin: 200, member: notAllowed, outsider: notFound() },
  },
  {
    action: 'delete the project',
    request: ({ project }) => ['DELETE', `/api/projects/${project.id}`],
    expect: {
      owner: 200,
      admin: [403, 'projects.ownerOnly'],
      member: [403, 'projects.ownerOnly'],
      outsider: notFound(),
    },
  },
  {
    action: 'create a task',
    request: ({ project }) => ['POST', `/api/projects/${project.id}/tasks`, { title: 'New' }],
    expect: everyMember(201),
  },
  {
    action: "edit the owner's task",
    request: ({ ownerTask }) => ['PUT', `/api/projects/tasks/${ownerTask.id}`, { title: 'Edited' }],
    expect: { ...everyMember(200), outsider: notFound('projects.taskNotFound') },
  },
  {
    action: "move the owner's task",
    request: ({ ownerTask }) => ['PUT', `/api/projects/tasks/${ownerTask.id}`, { status: 'done' }],
    expect: { ...everyMember(200), outsider: notFound('projects.taskNotFound') },
  },
  {
    action: "delete the owner's task",
    request: ({ ownerTask }) => ['DELETE', `/api/projects/tasks/${ownerTask.id}`],
    expect: { owner: 200, admin: 200, member: notAllowed, outsider: notFound('projects.taskNotFound') },
  },
  {
    action: "delete the member's own task",
    request: ({ memberTask }) => ['DELETE', `/api/projects/tasks/${memberTask.id}`],
    expect: { owner: 200, admin: 200, member: 200, outsider: notFound('projects.taskNotFound') },
  },
  {
    action: 'invite someone',
    request: ({ project }, people) => [
      'POST',
      `/api/projects/${project.id}/invite`,
      { email: people.outsider.user.email },
    ],
    expect: { owner: 200, admin: 200, member: notAllowed, outsider: notFound() },
  },
  {
    action: "list the project's invitations",
    request: ({ project }) => ['GET', `/api/projects/${project.id}/invitations`],
    expect: { owner: 200, admin: 200, member: notAllowed, outsider: notFound() },
  },
  {
    action: 'withdraw an invitation',
    request: ({ project, invitationId }) => ['DELETE', `/api/projects/${project.id}/invitations/${invitationId}`],
    expect: { owner: 200, admin: 200, member: notAllowed, outsider: notFound() },
  },
  {
    action: 'make the member an admin',
    request: ({ project }, people) => [
      'PATCH',
      `/api/projects/${project.id}/members/${people.member.user.id}`,
      { role: 'admin' },
    ],
    expect: { owner: 200, admin: 200, member: notAllowed, outsider: notFound() },
  },
  {
    action: 'make the second admin a member',
    request: ({ project }, people) => [
      'PATCH',
      `/api/projects/${project.id}/members/${people.admin2.user.id}`,
      { role: 'member' },
    ],
    expect: { owner: 200, admin: notAllowed, member: notAllowed, outsider: notFound() },
  },
  {
    action: "change the owner's role",
    request: ({ project }, people) => [
      'PATCH',
      `/api/projects/${project.id}/members/${people.owner.user.id}`,
      { role: 'member' },
    ],
    expect: { owner: ownerFixed, admin: ownerFixed, member: notAllowed, outsider: notFound() },
  },
  {
    action: 'remove the member',
    request: ({ project }, people) => ['DELETE', `/api/projects/${project.id}/members/${people.member.user.id}`],
    // For the member themselves this is leaving, which anyone but the owner may do.
    expect: { owner: 200, admin: 200, member: 200, outsider: notFound() },
  },
  {
    action: 'remove the second admin',
    request: ({ project }, people) => ['DELETE', `/api/projects/${project.id}/members/${people.admin2.user.id}`],
    expect: { owner: 200, admin: notAllowed, member: notAllowed, outsider: notFound() },
  },
  {
    action: 'remove the owner',
    request: ({ project }, people) => ['DELETE', `/api/projects/${project.id}/members/${people.owner.user.id}`],
    // For the owner this is leaving, which the owner may not do.
    expect: { owner: ownerFixed, admin: ownerFixed, member: notAllowed, outsider: notFound() },
  },
];

describeEachDatabase('projects: roles', ({ database }) => {
  let built: App;
  const app = () => built.app;
  let people: Record<Role | 'admin2', RegisteredUser>;

  beforeAll(async () => {
    built = await createTestApp(database());
    const [owner, admin, admin2, member, outsider] = [
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
    ];
    people = { owner, admin, admin2, member, outsider };
  });
  afterAll(async () => {
    await built?.app.close();
  });

  async function fixture(): Promise<Fixture> {
    const project = await createProject(app(), people.owner, { name: 'Roles' });
    await addMember(app(), people.owner, project.id, people.admin, 'admin');
    await addMember(app(), people.owner, project.id, people.admin2, 'admin');
    await addMember(app(), people.owner, project.id, people.member);
    const ownerTask = await createTask(app(), people.owner, project.id, { title: 'By owner' });
    const memberTask = await createTask(app(), people.member, project.id, {
      title: 'By member',
      assignee: people.member.user.id,
    });
    expect((await sendInvitation(app(), people.owner, project.id, `nobody.${project.id}@example.com`)).statusCode).toBe(
      200,
    );
    const [invitation] = expectData<ProjectInvitation[]>(
      await callApi(app(), 'GET', `/api/projects/${project.id}/invitations`, people.owner.token),
    );
    if (!invitation) throw new Error('fixture: no open invitation');
    return { project, ownerTask, memberTask, invitationId: invitation.id };
  }

  /** Everything stored about the project: its row, members, tasks, invitations and their notifications. */
  async function stored(projectId: string): Promise<string> {
    const result = await database().db.execute(sql`
      SELECT json_build_object(
        'project', (SELECT row_to_json(p) FROM projects p WHERE p.id = ${projectId}),
        'members', (SELECT json_agg(m ORDER BY m.user_id) FROM project_members m WHERE m.project_id = ${projectId}),
        'tasks', (SELECT json_agg(t ORDER BY t.id) FROM tasks t WHERE t.project_id = ${projectId}),
        'invitations', (SELECT json_agg(i ORDER BY i.id) FROM project_invitations i WHERE i.project_id = ${projectId}),
        'notifications', (SELECT count(*) FROM notifications n WHERE n.project_id = ${projectId})
      ) AS state`);
    return JSON.stringify((result as unknown as { rows: { state: unknown }[] }).rows[0]?.state);
  }

  for (const { action, request, expect: expected } of CASES) {
    for (const role of ['owner', 'admin', 'member', 'outsider'] as const) {
      const outcome = expected[role];
      const [status, key] = Array.isArray(outcome) ? outcome : [outcome, null];
      it(`${role}: ${action} → ${status}${key ? ` ${key}` : ''}`, async () => {
        const made = await fixture();
        const [method, url, body] = request(made, people);
        const before = await stored(made.project.id);
        const response = await callApi(app(), method, url, people[role].token, body);
        if (key) {
          expectFailure(response, status, en(key));
          expect(await stored(made.project.id)).toBe(before);
        } else {
          expect(response.statusCode, response.body).toBe(status);
          expect(response.json()).toMatchObject({ success: true });
        }
      });
    }
  }

  it('an unknown or malformed project or task id is 404 for everyone', async () => {
    const owner = people.owner;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/projects/${unknown}`, '/api/projects/not-an-id', `/api/projects/${unknown}/tasks`]) {
      expectFailure(await callApi(app(), 'GET', url, owner.token), 404, en('projects.notFound'));
    }
    for (const id of [unknown, 'nope']) {
      expectFailure(
        await callApi(app(), 'PUT', `/api/projects/tasks/${id}`, owner.token, { title: 'x' }),
        404,
        en('projects.taskNotFound'),
      );
      expectFailure(
        await callApi(app(), 'DELETE', `/api/projects/tasks/${id}`, owner.token),
        404,
        en('projects.taskNotFound'),
      );
    }
    const { project } = await fixture();
    expectFailure(
      await callApi(app(), 'DELETE', `/api/projects/${project.id}/members/${unknown}`, owner.token),
      404,
      en('projects.memberNotFound'),
    );
  });

  it('an outsider gets 404 even for an invalid body, and nothing is stored', async () => {
    const { project } = await fixture();
    const before = await stored(project.id);
    const outsider = people.outsider;
    expectFailure(
      await callApi(app(), 'POST', `/api/projects/${project.id}/tasks`, outsider.token, { title: '' }),
      404,
      en('projects.notFound'),
    );
    expectFailure(
      await callApi(app(), 'PUT', `/api/projects/${project.id}`, outsider.token, { name: '' }),
      404,
      en('projects.notFound'),
    );
    expect(await stored(project.id)).toBe(before);
  });

  it('the list holds only the caller’s projects, oldest first, with their role and member count', async () => {
    const loner = await registerUser(app());
    const first = await createProject(app(), loner, { name: 'First' });
    const second = await createProject(app(), loner, { name: 'Second' });
    const { project } = await fixture();
    expect((await projectsOf(app(), loner)).map((item) => item.id)).toEqual([first.id, second.id]);
    const seen = (await projectsOf(app(), people.member)).find((item) => item.id === project.id);
    expect(seen).toMatchObject({ myRole: 'member', membersCount: 4, owner: { _id: people.owner.user.id } });
  });

  it('members are listed owner first, then in joining order', async () => {
    const { project } = await fixture();
    const members = await membersOf(app(), people.member, project.id);
    expect(members.map((member) => [member.id, member.role])).toEqual([
      [people.owner.user.id, 'owner'],
      [people.admin.user.id, 'admin'],
      [people.admin2.user.id, 'admin'],
      [people.member.user.id, 'member'],
    ]);
  });

  it('a removed member’s tasks become unassigned, and they lose the project', async () => {
    const { project, memberTask } = await fixture();
    expectData(
      await callApi(
        app(),
        'DELETE',
        `/api/projects/${project.id}/members/${people.member.user.id}`,
        people.admin.token,
      ),
    );
    const task = (await tasksOf(app(), people.owner, project.id)).find((item) => item.id === memberTask.id);
    expect(task?.assignee).toBeNull();
    expect((await projectsOf(app(), people.member)).map((item) => item.id)).not.toContain(project.id);
    expectFailure(
      await callApi(app(), 'GET', `/api/projects/${project.id}/tasks`, people.member.token),
      404,
      en('projects.notFound'),
    );
  });

  it('deleting a project removes its tasks, members, invitations and their notifications', async () => {
    const { project, ownerTask } = await fixture();
    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}`, people.owner.token));
    expect(await stored(project.id)).toBe(
      JSON.stringify({ project: null, members: null, tasks: null, invitations: null, notifications: 0 }),
    );
    expectFailure(
      await callApi(app(), 'PUT', `/api/projects/tasks/${ownerTask.id}`, people.owner.token, { title: 'x' }),
      404,
      en('projects.taskNotFound'),
    );
  });

  it('my tasks: assigned to the caller in projects they are in, open first, by due date with none last', async () => {
    const worker = await registerUser(app());
    const project = await createProject(app(), people.owner, { name: 'Mine' });
    await addMember(app(), people.owner, project.id, worker);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const make = (title: string, extra: object) =>
      createTask(app(), people.owner, project.id, { title, assignee: worker.user.id, ...extra });
    await make('No date', {});
    await make('Later', { dueDate: day(10) });
    await make('Sooner', { dueDate: day(2) });
    await make('Done soon', { dueDate: day(1), status: 'done' });
    await createTask(app(), people.owner, project.id, { title: 'Not mine' });
    const mine = expectData<{ title: string; project: { name: string } }[]>(
      await callApi(app(), 'GET', '/api/projects/my-tasks', worker.token),
    );
    expect(mine.map((task) => task.title)).toEqual(['Sooner', 'Later', 'No date', 'Done soon']);
    expect(mine[0]?.project).toMatchObject({ _id: project.id, name: 'Mine', category: 'web' });
    // Removed from the project: its tasks are no longer theirs (they were unassigned too).
    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}/members/${worker.user.id}`, worker.token));
    expect(expectData(await callApi(app(), 'GET', '/api/projects/my-tasks', worker.token))).toEqual([]);
  });
});
