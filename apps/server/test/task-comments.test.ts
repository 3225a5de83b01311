import {
  addDays,
  SOCKET_NAMESPACES,
  type NotificationListAnswer,
  type NotificationView,
  type TaskActivityAnswer,
  type TaskCommentDeletedPayload,
  type TaskCommentListAnswer,
  type TaskCommentPayload,
  type TaskCommentView,
} from '@teamhub/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications, taskActivity, taskComments } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { listeningTestApp, nextEvent, registerUsers, WAIT_MS } from './helpers/chat.js';
import { addMember, createProject, createTask, updateTask } from './helpers/projects.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('task comments and activity (issue 31)', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const commentsPath = (taskId: string, commentId?: string) =>
    `/api/projects/tasks/${taskId}/comments${commentId ? `/${commentId}` : ''}`;
  const post = (user: RegisteredUser, taskId: string, text: unknown) =>
    callApi(app(), 'POST', commentsPath(taskId), user.token, { text });
  const edit = (user: RegisteredUser, taskId: string, commentId: string, text: unknown) =>
    callApi(app(), 'PUT', commentsPath(taskId, commentId), user.token, { text });
  const remove = (user: RegisteredUser, taskId: string, commentId: string) =>
    callApi(app(), 'DELETE', commentsPath(taskId, commentId), user.token);
  const commented = async (user: RegisteredUser, taskId: string, text: string) => {
    const response = await post(user, taskId, text);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: TaskCommentView }>().data;
  };
  const timeline = async (user: RegisteredUser, taskId: string, query = '') =>
    expectData<TaskActivityAnswer>(
      await callApi(app(), 'GET', `/api/projects/tasks/${taskId}/activity${query}`, user.token),
    );
  const taskNotifications = async (user: RegisteredUser): Promise<NotificationView[]> => {
    const answer = expectData<NotificationListAnswer>(await callApi(app(), 'GET', '/api/notifications', user.token));
    return answer.notifications.filter((item) => item.task !== null);
  };
  const db = () => database().db;

  /** An owner, an admin, two members and an outsider, with one task on the board. */
  async function board() {
    const [owner, admin, member, other, outsider] = await registerUsers(app(), 5);
    const project = await createProject(app(), owner);
    await addMember(app(), owner, project.id, admin, 'admin');
    await addMember(app(), owner, project.id, member);
    await addMember(app(), owner, project.id, other);
    const task = await createTask(app(), owner, project.id, { title: 'Launch' });
    return { owner, admin, member, other, outsider, project, task };
  }

  it('writes, lists, edits and deletes comments, by role', async () => {
    const { owner, admin, member, other, task } = await board();
    const first = await commented(member, task.id, '  **Hello** ');
    expect(first).toMatchObject({ text: '**Hello**', editedAt: null, taskId: task.id });
    expect(first.author).toMatchObject({ id: member.user.id, username: member.user.username });
    const second = await commented(other, task.id, 'Second');

    const list = expectData<TaskCommentListAnswer>(await callApi(app(), 'GET', commentsPath(task.id), owner.token));
    expect(list.comments.map((comment) => comment.id)).toEqual([second.id, first.id]);

    const edited = expectData<TaskCommentView>(await edit(member, task.id, first.id, 'Hello again'));
    expect(edited.text).toBe('Hello again');
    expect(edited.editedAt).not.toBeNull();
    expectFailure(await edit(other, task.id, first.id, 'Mine now'), 403, en('projects.commentEditOwn'));
    expectFailure(await edit(owner, task.id, first.id, 'Owner edit'), 403, en('projects.commentEditOwn'));
    expectFailure(await remove(other, task.id, first.id), 403, en('projects.commentDeleteNotAllowed'));

    expect(expectData(await remove(admin, task.id, first.id))).toEqual({ taskId: task.id, commentId: first.id });
    expect(expectData(await remove(other, task.id, second.id))).toEqual({ taskId: task.id, commentId: second.id });
    expectFailure(await remove(owner, task.id, second.id), 404, en('projects.commentNotFound'));
    const empty = expectData<TaskCommentListAnswer>(await callApi(app(), 'GET', commentsPath(task.id), owner.token));
    expect(empty).toEqual({ comments: [], nextCursor: null });
  });

  it('answers 404 to outsiders and refuses blank, long or unknown input', async () => {
    const { owner, outsider, task } = await board();
    const comment = await commented(owner, task.id, 'Private');
    expectFailure(await callApi(app(), 'GET', commentsPath(task.id), outsider.token), 404, en('projects.taskNotFound'));
    expectFailure(await post(outsider, task.id, 'Hi'), 404, en('projects.taskNotFound'));
    expectFailure(await edit(outsider, task.id, comment.id, 'Hi'), 404, en('projects.taskNotFound'));
    expectFailure(await remove(outsider, task.id, comment.id), 404, en('projects.taskNotFound'));
    expectFailure(
      await callApi(app(), 'GET', `/api/projects/tasks/${task.id}/activity`, outsider.token),
      404,
      en('projects.taskNotFound'),
    );
    expectFailure(await post(owner, task.id, '   '), 400, en('projects.commentTextRequired'));
    expectFailure(await post(owner, task.id, 'x'.repeat(5001)), 400, en('projects.commentTextTooLong'));
    expectFailure(await post(owner, task.id, 42), 400, en('projects.commentTextRequired'));
    expectFailure(await edit(owner, task.id, 'not-a-uuid', 'Hi'), 404, en('projects.commentNotFound'));
    expectFailure(
      await callApi(app(), 'GET', `/api/projects/tasks/${task.id}/activity?filter=likes`, owner.token),
      400,
      en('projects.timelineFilterInvalid'),
    );
    expectFailure(
      await callApi(app(), 'GET', `/api/projects/tasks/${task.id}/activity?cursor=yesterday`, owner.token),
      400,
      en('validation.cursorInvalid'),
    );
    // A comment of another task is not found through this one.
    const other = await createTask(app(), owner, task.projectId, { title: 'Other' });
    expectFailure(await edit(owner, other.id, comment.id, 'Moved'), 404, en('projects.commentNotFound'));
  });

  it('notifies the project members a comment mentions, not the author, not outsiders, and withdraws them with it', async () => {
    const { owner, member, other, outsider, task } = await board();
    const text = `@${member.user.username} and @${outsider.user.username} and @${owner.user.username}, see this`;
    const comment = await commented(owner, task.id, text);
    const [told] = await taskNotifications(member);
    expect(told).toMatchObject({
      type: 'mention',
      action: 'task-comment-mention',
      task: { id: task.id, projectId: task.projectId, title: 'Launch' },
      sender: { id: owner.user.id },
    });
    expect(await taskNotifications(outsider)).toEqual([]);
    expect(await taskNotifications(owner)).toEqual([]);
    expect(await taskNotifications(other)).toEqual([]);

    // An edit tells only those newly named.
    expectData(await edit(owner, task.id, comment.id, `${text} @${other.user.username}`));
    expect(await taskNotifications(member)).toHaveLength(1);
    expect((await taskNotifications(other)).map((item) => item.action)).toEqual(['task-comment-mention']);

    expectData(await remove(owner, task.id, comment.id));
    expect(await taskNotifications(member)).toEqual([]);
    expect(await taskNotifications(other)).toEqual([]);
  });

  it('tells the board live of comments written, edited and deleted', async () => {
    const { owner, member, project, task } = await board();
    const socket = await server.sockets.connect(member, SOCKET_NAMESPACES.projects);
    expect(await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId: project.id })).toEqual({
      success: true,
    });
    const created = nextEvent<TaskCommentPayload>(socket, 'task-comment-created');
    const comment = await commented(owner, task.id, 'Live');
    expect(await created).toEqual({ projectId: project.id, taskId: task.id, comment });
    const updated = nextEvent<TaskCommentPayload>(socket, 'task-comment-updated');
    const edited = expectData<TaskCommentView>(await edit(owner, task.id, comment.id, 'Live, edited'));
    expect(await updated).toEqual({ projectId: project.id, taskId: task.id, comment: edited });
    const deleted = nextEvent<TaskCommentDeletedPayload>(socket, 'task-comment-deleted');
    expectData(await remove(owner, task.id, comment.id));
    expect(await deleted).toEqual({ projectId: project.id, taskId: task.id, commentId: comment.id });
  });

  it('writes one activity line per changed field with from and to, merged with comments newest first', async () => {
    const { owner, member, task } = await board();
    const due = addDays(new Date().toISOString().slice(0, 10), 5);
    const comment = await commented(member, task.id, 'Before the changes');
    expectData(await updateTask(app(), owner, task.id, { status: 'in_progress', priority: 'high' }));
    expectData(await updateTask(app(), owner, task.id, { assignee: member.user.id, dueDate: due, title: 'Launch v2' }));
    expectData(await updateTask(app(), owner, task.id, { assignee: null, status: 'in_progress' }));

    const { entries, nextCursor } = await timeline(owner, task.id);
    expect(nextCursor).toBeNull();
    const lines = entries.map((entry) => [entry.type, entry.from, entry.to]);
    // Lines of one change share its time, so their order among themselves is not fixed.
    expect(lines.slice(0, 1)).toEqual([['assignee', { id: member.user.id, username: member.user.username }, null]]);
    expect(new Set(lines.slice(1, 4).map((line) => JSON.stringify(line)))).toEqual(
      new Set(
        [
          ['assignee', null, { id: member.user.id, username: member.user.username }],
          ['dueDate', null, due],
          ['title', 'Launch', 'Launch v2'],
        ].map((line) => JSON.stringify(line)),
      ),
    );
    expect(new Set(lines.slice(4, 6).map((line) => JSON.stringify(line)))).toEqual(
      new Set([JSON.stringify(['status', 'todo', 'in_progress']), JSON.stringify(['priority', 'medium', 'high'])]),
    );
    expect(lines.slice(6)).toEqual([
      ['comment', null, null],
      ['created', null, 'Launch'],
    ]);
    expect(entries[6]?.comment).toEqual(comment);
    expect(entries.every((entry) => entry.actor.id === (entry.type === 'comment' ? member : owner).user.id)).toBe(true);

    const onlyComments = await timeline(owner, task.id, '?filter=comments');
    expect(onlyComments.entries.map((entry) => entry.id)).toEqual([comment.id]);
  });

  it('pages the timeline by cursor without repeats', async () => {
    const { owner, task } = await board();
    const written: string[] = [];
    for (const text of ['one', 'two', 'three', 'four']) written.push((await commented(owner, task.id, text)).id);
    const first = await timeline(owner, task.id, '?limit=2');
    expect(first.entries.map((entry) => entry.id)).toEqual([written[3], written[2]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await timeline(owner, task.id, `?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.entries.map((entry) => entry.id)).toEqual([written[1], written[0]]);
    const third = await timeline(owner, task.id, `?limit=2&cursor=${encodeURIComponent(second.nextCursor ?? '')}`);
    expect(third.entries.map((entry) => entry.type)).toEqual(['created']);
    expect(third.nextCursor).toBeNull();
    const comments = expectData<TaskCommentListAnswer>(
      await callApi(app(), 'GET', `${commentsPath(task.id)}?limit=3`, owner.token),
    );
    expect(comments.comments.map((comment) => comment.id)).toEqual([written[3], written[2], written[1]]);
    const rest = expectData<TaskCommentListAnswer>(
      await callApi(
        app(),
        'GET',
        `${commentsPath(task.id)}?limit=3&cursor=${encodeURIComponent(comments.nextCursor ?? '')}`,
        owner.token,
      ),
    );
    expect(rest).toEqual({ comments: [expect.objectContaining({ id: written[0] })], nextCursor: null });
  });

  it('notifies the new and previous assignee and the assignee of status and due changes, never the actor', async () => {
    const { owner, member, other, task } = await board();
    const actions = async (user: RegisteredUser) => (await taskNotifications(user)).map((item) => item.action);
    expectData(await updateTask(app(), owner, task.id, { assignee: member.user.id }));
    expect(await actions(member)).toEqual(['task-assigned']);
    expectData(await updateTask(app(), owner, task.id, { status: 'review' }));
    const due = addDays(new Date().toISOString().slice(0, 10), 3);
    expectData(await updateTask(app(), owner, task.id, { dueDate: due }));
    expect(await actions(member)).toEqual(['task-due-date', 'task-status', 'task-assigned']);
    // The assignee's own change tells nobody.
    expectData(await updateTask(app(), member, task.id, { status: 'done' }));
    expect(await actions(member)).toHaveLength(3);

    expectData(await updateTask(app(), owner, task.id, { assignee: other.user.id }));
    expect(await actions(member)).toEqual(['task-unassigned', 'task-due-date', 'task-status', 'task-assigned']);
    expect(await actions(other)).toEqual(['task-assigned']);
    // Assigning yourself tells nobody; the one taken off is told.
    expectData(await updateTask(app(), owner, task.id, { assignee: owner.user.id }));
    expect(await actions(owner)).toEqual([]);
    expect(await actions(other)).toEqual(['task-unassigned', 'task-assigned']);
    const [latest] = await taskNotifications(other);
    expect(latest?.message).toBe(`${owner.user.username} took you off a task: Launch`);

    const assignedAtCreation = await createTask(app(), owner, task.projectId, {
      title: 'New',
      assignee: member.user.id,
    });
    expect((await taskNotifications(member))[0]).toMatchObject({
      action: 'task-assigned',
      task: { id: assignedAtCreation.id },
    });
  });

  it('takes the comments, activity and notifications with a deleted task', async () => {
    const { owner, member, task } = await board();
    await commented(owner, task.id, `@${member.user.username} look`);
    expectData(await updateTask(app(), owner, task.id, { assignee: member.user.id }));
    expect(await taskNotifications(member)).toHaveLength(2);
    expectData(await callApi(app(), 'DELETE', `/api/projects/tasks/${task.id}`, owner.token));
    const left = async (table: typeof taskComments | typeof taskActivity | typeof notifications) =>
      (await db().select({ total: count() }).from(table).where(eq(table.taskId, task.id)))[0]?.total;
    expect(await left(taskComments)).toBe(0);
    expect(await left(taskActivity)).toBe(0);
    expect(await left(notifications)).toBe(0);
    expect(await taskNotifications(member)).toEqual([]);
  });
});
