import { addDays, earliestTodayAnywhere, type ProjectView, type TaskView } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { conversationParticipants, conversations, messages } from '../src/db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { notificationsOf } from './helpers/notifications.js';
import { addMember, createProject, createTask, membersOf, tasksOf, updateTask } from './helpers/projects.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('projects: validation', ({ database }) => {
  let built: App;
  const app = () => built.app;
  let owner: RegisteredUser;
  let project: ProjectView;
  const today = () => earliestTodayAnywhere();
  const yesterday = () => addDays(earliestTodayAnywhere(), -1);

  beforeAll(async () => {
    built = await createTestApp(database());
    owner = await registerUser(built.app);
    project = await createProject(built.app, owner);
  });
  afterAll(async () => {
    await built?.app.close();
  });

  const postProject = (body: unknown) => callApi(app(), 'POST', '/api/projects', owner.token, body);
  const postTask = (body: unknown) => callApi(app(), 'POST', `/api/projects/${project.id}/tasks`, owner.token, body);
  const postInvite = (projectId: string, body: unknown) =>
    callApi(app(), 'POST', `/api/projects/${projectId}/invite`, owner.token, body);

  describe('create project', () => {
    it('defaults to category web and priority medium, owned by the creator', async () => {
      const created = await createProject(app(), owner, { name: '  Shop  ' });
      expect(created).toMatchObject({
        name: 'Shop',
        description: '',
        category: 'web',
        priority: 'medium',
        deadline: null,
        myRole: 'owner',
        membersCount: 1,
        owner: { _id: owner.user.id, username: owner.user.username },
        wipLimits: { todo: null, in_progress: null, review: null, done: null },
      });
      expect(created._id).toBe(created.id);
    });

    it('refuses a missing or blank name', async () => {
      expectFailure(await postProject({}), 400, en('projects.nameRequired'));
      expectFailure(await postProject({ name: '   ' }), 400, en('projects.nameRequired'));
    });

    it('accepts a deadline of today and refuses yesterday', async () => {
      expect((await createProject(app(), owner, { deadline: today() })).deadline).toBe(today());
      expectFailure(await postProject({ name: 'Late', deadline: yesterday() }), 400, en('projects.deadlinePast'));
      expectFailure(await postProject({ name: 'Odd', deadline: '2030-02-30' }), 400, en('projects.dateInvalid'));
    });

    it('refuses an unknown category or priority', async () => {
      expectFailure(await postProject({ name: 'X', category: 'games' }), 400, en('projects.categoryInvalid'));
      expectFailure(await postProject({ name: 'X', priority: 'urgent' }), 400, en('projects.priorityInvalid'));
    });

    it('answers in Vietnamese without an English Accept-Language', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/projects',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { name: ' ' },
      });
      expectFailure(response, 400, vi('projects.nameRequired'));
    });
  });

  describe('edit project', () => {
    const put = (projectId: string, body: unknown) =>
      callApi(app(), 'PUT', `/api/projects/${projectId}`, owner.token, body);

    it('changes only the fields sent, merges column limits, and refuses a blank name or a past deadline', async () => {
      const target = await createProject(app(), owner, { name: 'Board', description: 'Kept' });
      const edited = expectData<ProjectView>(await put(target.id, { name: 'Renamed', wipLimits: { in_progress: 3 } }));
      expect(edited).toMatchObject({ name: 'Renamed', description: 'Kept' });
      expect(edited.wipLimits).toEqual({ todo: null, in_progress: 3, review: null, done: null });
      expectFailure(await put(target.id, { wipLimits: { review: 0 } }), 400, en('projects.wipLimitInvalid'));
      expectFailure(await put(target.id, { name: ' ' }), 400, en('projects.nameRequired'));
      expectFailure(await put(target.id, { deadline: yesterday() }), 400, en('projects.deadlinePast'));
      expect(expectData<ProjectView>(await put(target.id, { deadline: today() })).deadline).toBe(today());
      expect(expectData<ProjectView>(await put(target.id, { deadline: '' })).deadline).toBeNull();
    });

    it('keeps a deadline already past when it is sent unchanged', async () => {
      const target = await createProject(app(), owner, { name: 'Old' });
      // A deadline that has passed since it was set (written directly: the API refuses past days).
      await database().db.execute(sql`UPDATE projects SET deadline = ${yesterday()} WHERE id = ${target.id}`);
      const edited = expectData<ProjectView>(await put(target.id, { name: 'Old, renamed', deadline: yesterday() }));
      expect(edited).toMatchObject({ name: 'Old, renamed', deadline: yesterday() });
    });
  });

  describe('create task', () => {
    it('defaults priority medium and status todo, with no due date, tags, estimate or assignee', async () => {
      const task = await createTask(app(), owner, project.id, { title: '  Write copy ' });
      expect(task).toMatchObject({
        projectId: project.id,
        title: 'Write copy',
        description: '',
        priority: 'medium',
        status: 'todo',
        dueDate: null,
        tags: [],
        estimatedHours: null,
        assignee: null,
        isNew: true,
        createdBy: owner.user.id,
        sourceMessage: null,
      });
    });

    it('refuses a missing or blank title', async () => {
      expectFailure(await postTask({}), 400, en('projects.titleRequired'));
      expectFailure(await postTask({ title: ' \n ' }), 400, en('projects.titleRequired'));
    });

    it('accepts a due date of today and refuses yesterday', async () => {
      expect((await createTask(app(), owner, project.id, { dueDate: today() })).dueDate).toBe(today());
      expectFailure(await postTask({ title: 'T', dueDate: yesterday() }), 400, en('projects.dueDatePast'));
    });

    it('takes whole estimated hours 1 to 999, and "" as none', async () => {
      expect((await createTask(app(), owner, project.id, { estimatedHours: 1 })).estimatedHours).toBe(1);
      expect((await createTask(app(), owner, project.id, { estimatedHours: 999 })).estimatedHours).toBe(999);
      expect((await createTask(app(), owner, project.id, { estimatedHours: '8' })).estimatedHours).toBe(8);
      expect((await createTask(app(), owner, project.id, { estimatedHours: '' })).estimatedHours).toBeNull();
      for (const estimatedHours of [0, 1000, 1.5, -3, 'many']) {
        expectFailure(await postTask({ title: 'T', estimatedHours }), 400, en('projects.estimateInvalid'));
      }
    });

    it('trims tags, drops empties and repeats, and splits the form’s comma-separated text', async () => {
      const fromText = await createTask(app(), owner, project.id, { tags: ' ui, ,api ,, ui ' });
      expect(fromText.tags).toEqual(['ui', 'api']);
      const fromList = await createTask(app(), owner, project.id, { tags: ['  a ', '', 'b'] });
      expect(fromList.tags).toEqual(['a', 'b']);
      const many = Array.from({ length: 11 }, (_, index) => `t${index}`);
      expectFailure(await postTask({ title: 'T', tags: many }), 400, en('projects.tooManyTags'));
    });

    it("refuses status 'progress' and an unknown priority", async () => {
      expectFailure(await postTask({ title: 'T', status: 'progress' }), 400, en('projects.statusInvalid'));
      expectFailure(await postTask({ title: 'T', priority: 'urgent' }), 400, en('projects.priorityInvalid'));
      for (const status of ['todo', 'in_progress', 'review', 'done'] as const) {
        expect((await createTask(app(), owner, project.id, { status })).status).toBe(status);
      }
    });

    it('takes a member as assignee and refuses anyone else', async () => {
      const outsider = await registerUser(app());
      const assigned = await createTask(app(), owner, project.id, { assignee: owner.user.id.toUpperCase() });
      expect(assigned.assignee).toEqual({
        _id: owner.user.id,
        id: owner.user.id,
        username: owner.user.username,
        avatar: '',
      });
      expect((await createTask(app(), owner, project.id, { assignee: '' })).assignee).toBeNull();
      const before = (await tasksOf(app(), owner, project.id)).length;
      expectFailure(await postTask({ title: 'T', assignee: outsider.user.id }), 400, en('projects.assigneeNotMember'));
      expectFailure(await postTask({ title: 'T', assignee: 'nobody' }), 400, en('projects.assigneeNotMember'));
      expect(await tasksOf(app(), owner, project.id)).toHaveLength(before);
    });
  });

  describe('task made from a chat message', () => {
    /** A group of `people` with one message from the first of them; answers the two ids. */
    async function chatMessage(people: RegisteredUser[]) {
      const { db } = database();
      const [conversation] = await db
        .insert(conversations)
        .values({ type: 'group', name: 'Team' })
        .returning({ id: conversations.id });
      const conversationId = conversation!.id;
      await db
        .insert(conversationParticipants)
        .values(people.map((person) => ({ conversationId, userId: person.user.id })));
      const [message] = await db
        .insert(messages)
        .values({ conversationId, senderId: people[0]!.user.id, content: 'Please fix the header' })
        .returning({ id: messages.id });
      return { conversationId, messageId: message!.id };
    }

    it('links the message when the caller is in its conversation', async () => {
      const source = await chatMessage([owner]);
      const task = await createTask(app(), owner, project.id, { title: 'Fix the header', sourceMessage: source });
      expect(task.sourceMessage).toEqual(source);
      expect((await tasksOf(app(), owner, project.id)).find((item) => item.id === task.id)?.sourceMessage).toEqual(
        source,
      );
    });

    it('refuses a message of a conversation the caller is not in, or one named with another conversation', async () => {
      const stranger = await registerUser(app());
      const theirs = await chatMessage([stranger]);
      const mine = await chatMessage([owner]);
      const before = (await tasksOf(app(), owner, project.id)).length;
      for (const sourceMessage of [
        theirs,
        { conversationId: mine.conversationId, messageId: theirs.messageId },
        { conversationId: mine.conversationId, messageId: '00000000-0000-4000-8000-000000000000' },
        { conversationId: 'x', messageId: mine.messageId },
      ]) {
        expectFailure(await postTask({ title: 'T', sourceMessage }), 400, en('projects.sourceInvalid'));
      }
      expect(await tasksOf(app(), owner, project.id)).toHaveLength(before);
    });
  });

  it('a task is new for its first 24 hours', async () => {
    const fresh = await createTask(app(), owner, project.id, { title: 'Fresh' });
    const old = await createTask(app(), owner, project.id, { title: 'Old' });
    await database().db.execute(sql`UPDATE tasks SET created_at = now() - interval '25 hours' WHERE id = ${old.id}`);
    const board = await tasksOf(app(), owner, project.id);
    expect(board.find((task) => task.id === fresh.id)?.isNew).toBe(true);
    expect(board.find((task) => task.id === old.id)?.isNew).toBe(false);
  });

  it('the board is read in the same number of queries however many tasks and assignees it has', async () => {
    const target = await createProject(app(), owner, { name: 'Queries' });
    const queriesOfBoard = async () => {
      let count = 0;
      const stop = database().onQuery(() => {
        count += 1;
      });
      try {
        await tasksOf(app(), owner, target.id);
      } finally {
        stop();
      }
      return count;
    };
    await createTask(app(), owner, target.id, { assignee: owner.user.id });
    const few = await queriesOfBoard();
    for (let index = 0; index < 8; index += 1) {
      const helper = await registerUser(app());
      await addMember(app(), owner, target.id, helper);
      await createTask(app(), owner, target.id, { assignee: helper.user.id, status: index % 2 ? 'done' : 'todo' });
    }
    expect(await queriesOfBoard()).toBe(few);
  });

  describe('edit task', () => {
    let task: TaskView;
    beforeAll(async () => {
      task = await createTask(app(), owner, project.id, { title: 'Editable', tags: ['x'] });
    });

    it('changes only the fields sent', async () => {
      const edited = expectData<TaskView>(
        await updateTask(app(), owner, task.id, { description: 'More', estimatedHours: '', tags: 'a, b' }),
      );
      expect(edited).toMatchObject({ title: 'Editable', description: 'More', estimatedHours: null, tags: ['a', 'b'] });
    });

    it('refuses a blank title, a bad estimate, status progress, a past due date and a non-member assignee', async () => {
      const outsider = await registerUser(app());
      expectFailure(await updateTask(app(), owner, task.id, { title: ' ' }), 400, en('projects.titleRequired'));
      expectFailure(
        await updateTask(app(), owner, task.id, { estimatedHours: 0 }),
        400,
        en('projects.estimateInvalid'),
      );
      expectFailure(await updateTask(app(), owner, task.id, { status: 'progress' }), 400, en('projects.statusInvalid'));
      expectFailure(await updateTask(app(), owner, task.id, { dueDate: yesterday() }), 400, en('projects.dueDatePast'));
      expectFailure(
        await updateTask(app(), owner, task.id, { assignee: outsider.user.id }),
        400,
        en('projects.assigneeNotMember'),
      );
      const stored = (await tasksOf(app(), owner, project.id)).find((item) => item.id === task.id);
      expect(stored).toMatchObject({ title: 'Editable', status: 'todo', dueDate: null, assignee: null });
    });

    it('keeps a due date already past when it is sent unchanged, and clears it with ""', async () => {
      await database().db.execute(sql`UPDATE tasks SET due_date = ${yesterday()} WHERE id = ${task.id}`);
      const kept = expectData<TaskView>(
        await updateTask(app(), owner, task.id, { title: 'Late', dueDate: yesterday() }),
      );
      expect(kept).toMatchObject({ title: 'Late', dueDate: yesterday() });
      expect(expectData<TaskView>(await updateTask(app(), owner, task.id, { dueDate: '' })).dueDate).toBeNull();
    });
  });

  describe('invite', () => {
    // What happens to a valid invitation: projects-invitations.test.ts.
    it('refuses a blank email, one without @, one longer than an address can be, and the owner role', async () => {
      const target = await createProject(app(), owner, { name: 'Invites' });
      const member = await registerUser(app());
      expectFailure(await postInvite(target.id, { email: '  ' }), 400, en('projects.emailRequired'));
      expectFailure(await postInvite(target.id, {}), 400, en('projects.emailRequired'));
      expectFailure(await postInvite(target.id, { email: 'someone.example.com' }), 400, en('projects.emailInvalid'));
      expectFailure(
        await postInvite(target.id, { email: `${'a'.repeat(250)}@example.com` }),
        400,
        en('projects.emailInvalid'),
      );
      expectFailure(
        await postInvite(target.id, { email: member.user.email, role: 'owner' }),
        400,
        en('projects.roleInvalid'),
      );
      expect(await membersOf(app(), owner, target.id)).toHaveLength(1);
      expect(expectData(await callApi(app(), 'GET', `/api/projects/${target.id}/invitations`, owner.token))).toEqual(
        [],
      );
      expect((await notificationsOf(app(), member)).notifications).toEqual([]);
    });
  });
});
