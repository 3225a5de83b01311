import {
  SOCKET_NAMESPACES,
  projectRoom,
  type MemberPayload,
  type MemberRemovedPayload,
  type NewNotificationPayload,
  type ProjectRef,
  type ProjectUpdatedPayload,
  type ProjectView,
  type TaskDeletedPayload,
  type TaskView,
} from '@teamhub/contracts';
import type { Socket as ClientSocket } from 'socket.io-client';
import { expect, it } from 'vitest';
import { callApi, en, expectData } from './helpers/api.js';
import { WAIT_MS, collect, listeningTestApp, nextEvent, registerUsers } from './helpers/chat.js';
import {
  addMember,
  answerInvitation,
  createProject,
  createTask,
  invitationsOf,
  sendInvitation,
  updateTask,
} from './helpers/projects.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type JoinAnswer = { success: boolean; message?: string };

describeEachDatabase('projects: live board', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const open = (user: Parameters<typeof server.sockets.connect>[0]) =>
    server.sockets.connect(user, SOCKET_NAMESPACES.projects);
  const join = async (socket: ClientSocket, projectId: unknown) =>
    (await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId })) as JoinAnswer;
  /** The ids of the sockets in a board's room, as the server holds them. */
  const inRoom = async (projectId: string) =>
    (await server.realtime.projects.in(projectRoom(projectId)).fetchSockets()).map((socket) => socket.id).sort();

  it('a member who joined the board hears tasks created, updated and deleted', async () => {
    const [owner, member] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner);
    await addMember(app(), owner, project.id, member);
    const socket = await open(member);
    expect(await join(socket, project.id)).toEqual({ success: true });

    const created = nextEvent<TaskView>(socket, 'task-created');
    const task = await createTask(app(), owner, project.id, { title: 'Live' });
    expect(await created).toEqual(task);

    const updated = nextEvent<TaskView>(socket, 'task-updated');
    const moved = expectData<TaskView>(await updateTask(app(), owner, task.id, { status: 'review' }));
    expect(await updated).toEqual(moved);
    expect(moved.status).toBe('review');

    const deleted = nextEvent<TaskDeletedPayload>(socket, 'task-deleted');
    expectData(await callApi(app(), 'DELETE', `/api/projects/tasks/${task.id}`, owner.token));
    expect(await deleted).toEqual({ projectId: project.id, taskId: task.id });

    // Leaving the board: out of the room.
    socket.emit('leave-project', { projectId: project.id });
    await expect.poll(() => inRoom(project.id), { timeout: WAIT_MS }).toEqual([]);
  });

  it("an outsider's join is refused, joins nothing, and hears nothing of the board", async () => {
    const [owner, outsider] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner);
    const ownerSocket = await open(owner);
    const outsiderSocket = await open(outsider);
    expect(await join(ownerSocket, project.id)).toEqual({ success: true });
    expect(await join(outsiderSocket, project.id)).toEqual({ success: false, message: expect.any(String) });
    expect(await join(outsiderSocket, 'not-an-id')).toEqual({ success: false, message: expect.any(String) });
    expect(await inRoom(project.id)).toEqual([ownerSocket.id]);

    const heard = ['task-created', 'task-updated', 'task-deleted', 'project-updated', 'member-added'].map((event) =>
      collect(outsiderSocket, event),
    );
    const reached = nextEvent<TaskView>(ownerSocket, 'task-created');
    await createTask(app(), owner, project.id, { title: 'Secret' });
    await reached;
    // A member's next event after it arrives too, so the outsider had every chance to hear both.
    const renamed = nextEvent<ProjectUpdatedPayload>(ownerSocket, 'project-updated');
    expectData(await callApi(app(), 'PUT', `/api/projects/${project.id}`, owner.token, { name: 'Renamed' }));
    await renamed;
    expect(heard.flat()).toEqual([]);
  });

  it('the refusal is in the language of the handshake', async () => {
    const [outsider] = await registerUsers(app(), 1);
    const { socket } = await server.sockets.open(outsider, SOCKET_NAMESPACES.projects, { language: 'en' });
    const answer = await join(socket, '00000000-0000-4000-8000-000000000000');
    expect(answer).toEqual({ success: false, message: en('projects.notFound') });
  });

  it('an invitee is notified of an invitation but gets the project only by accepting it', async () => {
    const [owner, invitee] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner, { name: 'Launch' });
    const ownerSocket = await open(owner);
    const inviteeSocket = await open(invitee);
    const notificationsSocket = await server.sockets.connect(invitee, SOCKET_NAMESPACES.notifications);
    const projectsAdded = collect<ProjectView>(inviteeSocket, 'project-added');
    const membersAdded = collect<MemberPayload>(ownerSocket, 'member-added');

    // Invited: a notification and word to fetch the invitations again, nothing of the project yet.
    const changed = nextEvent<undefined>(inviteeSocket, 'invitations-changed');
    const notified = nextEvent<NewNotificationPayload>(notificationsSocket, 'new-notification');
    expect((await sendInvitation(app(), owner, project.id, invitee.user.email, 'admin')).statusCode).toBe(200);
    await changed;
    const { notification, unreadCount } = await notified;
    expect(unreadCount).toBe(1);
    expect(notification).toMatchObject({
      type: 'other',
      action: 'project-invite',
      sender: { _id: owner.user.id },
      project: { _id: project.id, name: 'Launch' },
      message: `${owner.user.username} invited you to a project: Launch`,
    });
    const [invitation] = await invitationsOf(app(), invitee);
    expect(projectsAdded).toEqual([]);
    expect(membersAdded).toEqual([]);

    // Accepted: the project as the new member sees it, the members hear of them, the notification is read.
    const added = nextEvent<ProjectView>(inviteeSocket, 'project-added');
    const memberAdded = nextEvent<MemberPayload>(ownerSocket, 'member-added');
    const counted = nextEvent<ProjectUpdatedPayload>(ownerSocket, 'project-updated');
    const read = nextEvent<{ notificationId: string; unreadCount: number }>(
      notificationsSocket,
      'notification-read-success',
    );
    const answered = nextEvent<undefined>(inviteeSocket, 'invitations-changed');
    const accepted = await answerInvitation(app(), invitee, invitation!.id, 'accept');
    expect(expectData<{ project: ProjectView }>(accepted).project).toMatchObject({ id: project.id, myRole: 'admin' });
    expect(await added).toMatchObject({ id: project.id, name: 'Launch', myRole: 'admin', membersCount: 2 });
    expect(await memberAdded).toMatchObject({
      projectId: project.id,
      member: { id: invitee.user.id, username: invitee.user.username, role: 'admin' },
    });
    expect(await counted).toEqual({ projectId: project.id, changes: { membersCount: 2 } });
    expect(await read).toEqual({ notificationId: notification.id, unreadCount: 0 });
    await answered;
  });

  it('a withdrawn invitation leaves the invitee’s notifications live', async () => {
    const [owner, invitee] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner);
    const inviteeSocket = await open(invitee);
    const notificationsSocket = await server.sockets.connect(invitee, SOCKET_NAMESPACES.notifications);
    const notified = nextEvent<NewNotificationPayload>(notificationsSocket, 'new-notification');
    await sendInvitation(app(), owner, project.id, invitee.user.email);
    const { notification } = await notified;
    const [invitation] = await invitationsOf(app(), invitee);

    const removed = nextEvent<{ notificationId: string; unreadCount: number }>(
      notificationsSocket,
      'notification-removed',
    );
    const changed = nextEvent<undefined>(inviteeSocket, 'invitations-changed');
    expectData(
      await callApi(app(), 'DELETE', `/api/projects/${project.id}/invitations/${invitation!.id}`, owner.token),
    );
    expect(await removed).toEqual({ notificationId: notification.id, unreadCount: 0 });
    await changed;
  });

  it('a removed member is taken out of the board and hears nothing more of it', async () => {
    const [owner, member] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner);
    await addMember(app(), owner, project.id, member);
    const assigned = await createTask(app(), owner, project.id, { assignee: member.user.id });
    const ownerSocket = await open(owner);
    const memberSocket = await open(member);
    await join(ownerSocket, project.id);
    await join(memberSocket, project.id);
    const heard = collect(memberSocket, 'task-updated');
    const createdHeard = collect(memberSocket, 'task-created');

    const removed = nextEvent<ProjectRef>(memberSocket, 'project-removed');
    const memberRemoved = nextEvent<MemberRemovedPayload>(ownerSocket, 'member-removed');
    const unassigned = nextEvent<TaskView>(ownerSocket, 'task-updated');
    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}/members/${member.user.id}`, owner.token));
    expect(await removed).toEqual({ projectId: project.id });
    expect(await memberRemoved).toEqual({ projectId: project.id, userId: member.user.id });
    expect(await unassigned).toMatchObject({ id: assigned.id, assignee: null });
    expect(await inRoom(project.id)).toEqual([ownerSocket.id]);

    const reached = nextEvent<TaskView>(ownerSocket, 'task-created');
    await createTask(app(), owner, project.id, { title: 'After' });
    await reached;
    expect(heard).toEqual([]);
    expect(createdHeard).toEqual([]);
    // Joining again is refused now.
    expect((await join(memberSocket, project.id)).success).toBe(false);
  });

  it('project changes carry only the changed fields; roles and deletion reach every member', async () => {
    const [owner, member] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner, { description: 'Same' });
    await addMember(app(), owner, project.id, member);
    const memberSocket = await open(member);

    const changed = nextEvent<ProjectUpdatedPayload>(memberSocket, 'project-updated');
    expectData(
      await callApi(app(), 'PUT', `/api/projects/${project.id}`, owner.token, {
        description: 'Same',
        priority: 'high',
      }),
    );
    const { changes } = await changed;
    expect(Object.keys(changes).sort()).toEqual(['priority', 'updatedAt']);
    expect(changes.priority).toBe('high');

    const roleChanged = nextEvent<MemberPayload>(memberSocket, 'member-updated');
    await callApi(app(), 'PATCH', `/api/projects/${project.id}/members/${member.user.id}`, owner.token, {
      role: 'admin',
    });
    expect(await roleChanged).toMatchObject({ projectId: project.id, member: { id: member.user.id, role: 'admin' } });

    await join(memberSocket, project.id);
    const gone = nextEvent<ProjectRef>(memberSocket, 'project-removed');
    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}`, owner.token));
    expect(await gone).toEqual({ projectId: project.id });
    expect(await inRoom(project.id)).toEqual([]);
  });
});
