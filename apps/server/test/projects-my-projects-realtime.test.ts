import { SOCKET_NAMESPACES, projectRoom, type ProjectRef, type TaskView } from '@teamhub/contracts';
import type { Socket as ClientSocket } from 'socket.io-client';
import { expect, it, vi } from 'vitest';
import { callApi, expectData } from './helpers/api.js';
import { WAIT_MS, collect, listeningTestApp, nextEvent, registerUsers } from './helpers/chat.js';
import { addMember, createProject, createTask } from './helpers/projects.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type Answer = { success: boolean; message?: string };

describeEachDatabase('projects: live calendar across projects (join-my-projects)', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const open = (user: Parameters<typeof server.sockets.connect>[0]) =>
    server.sockets.connect(user, SOCKET_NAMESPACES.projects);
  const command = async (socket: ClientSocket, event: 'join-my-projects' | 'leave-my-projects') =>
    (await socket.timeout(WAIT_MS).emitWithAck(event)) as Answer;
  const joinBoard = async (socket: ClientSocket, projectId: string) =>
    (await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId })) as Answer;
  /** The ids of the sockets in a board's room, as the server holds them. */
  const inRoom = async (projectId: string) =>
    (await server.realtime.projects.in(projectRoom(projectId)).fetchSockets()).map((socket) => socket.id).sort();

  it("hears the tasks of every project of the user's, and none of another's", async () => {
    const [owner, member, stranger] = await registerUsers(app(), 3);
    const own = await createProject(app(), member);
    const shared = await createProject(app(), owner);
    await addMember(app(), owner, shared.id, member);
    const other = await createProject(app(), stranger);
    const socket = await open(member);
    expect(await command(socket, 'join-my-projects')).toEqual({ success: true });
    expect(await inRoom(own.id)).toEqual([socket.id]);
    expect(await inRoom(shared.id)).toEqual([socket.id]);
    expect(await inRoom(other.id)).toEqual([]);

    const created = collect<TaskView>(socket, 'task-created');
    await createTask(app(), stranger, other.id, { title: 'Not mine' });
    const first = nextEvent<TaskView>(socket, 'task-created');
    const mine = await createTask(app(), member, own.id, { title: 'Mine' });
    expect(await first).toEqual(mine);
    const second = nextEvent<TaskView>(socket, 'task-created');
    const theirs = await createTask(app(), owner, shared.id, { title: 'Shared', dueDate: '2026-12-03' });
    expect(await second).toEqual(theirs);
    expect(created.map((task) => task.title)).toEqual(['Mine', 'Shared']);

    const updated = nextEvent<TaskView>(socket, 'task-updated');
    const moved = expectData<TaskView>(
      await callApi(app(), 'PUT', `/api/projects/tasks/${theirs.id}`, owner.token, { dueDate: '2026-12-09' }),
    );
    expect(await updated).toEqual(moved);
    const deleted = nextEvent<{ projectId: string; taskId: string }>(socket, 'task-deleted');
    expectData(await callApi(app(), 'DELETE', `/api/projects/tasks/${theirs.id}`, owner.token));
    expect(await deleted).toEqual({ projectId: shared.id, taskId: theirs.id });
  });

  it('a project the user gets while joined is heard; one they are removed from is not', async () => {
    const [owner, member] = await registerUsers(app(), 2);
    const project = await createProject(app(), owner);
    const socket = await open(member);
    const other = await open(member);
    expect(await command(socket, 'join-my-projects')).toEqual({ success: true });

    await addMember(app(), owner, project.id, member);
    // Only the socket in my-projects mode joins: the member's other tab did not ask.
    await expect.poll(() => inRoom(project.id), { timeout: WAIT_MS }).toEqual([socket.id]);
    const created = nextEvent<TaskView>(socket, 'task-created');
    const task = await createTask(app(), owner, project.id, { title: 'Now heard' });
    expect(await created).toEqual(task);

    const heard = collect(socket, 'task-created');
    const removed = nextEvent<ProjectRef>(socket, 'project-removed');
    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}/members/${member.user.id}`, owner.token));
    expect(await removed).toEqual({ projectId: project.id });
    expect(await inRoom(project.id)).toEqual([]);
    const ownerSocket = await open(owner);
    expect(await joinBoard(ownerSocket, project.id)).toEqual({ success: true });
    const reached = nextEvent<TaskView>(ownerSocket, 'task-created');
    await createTask(app(), owner, project.id, { title: 'After' });
    await reached;
    expect(heard).toEqual([]);
    expect(other.connected).toBe(true);
  });

  it('leaving the mode keeps a board joined on its own, and leaving that board keeps the mode', async () => {
    const [user] = await registerUsers(app(), 1);
    const board = await createProject(app(), user);
    const elsewhere = await createProject(app(), user);
    const socket = await open(user);

    expect(await command(socket, 'join-my-projects')).toEqual({ success: true });
    expect(await joinBoard(socket, board.id)).toEqual({ success: true });
    // The board closes while the calendar stays: still in the room for the calendar.
    socket.emit('leave-project', { projectId: board.id });
    expect(await joinBoard(socket, elsewhere.id)).toEqual({ success: true });
    expect(await inRoom(board.id)).toEqual([socket.id]);

    // The calendar closes while a board is open: that board's room stays, the others go.
    expect(await command(socket, 'leave-my-projects')).toEqual({ success: true });
    expect(await inRoom(elsewhere.id)).toEqual([socket.id]);
    expect(await inRoom(board.id)).toEqual([]);
    socket.emit('leave-project', { projectId: elsewhere.id });
    expect(await command(socket, 'leave-my-projects')).toEqual({ success: true });
    expect(await inRoom(elsewhere.id)).toEqual([]);
  });

  it('a recovered connection keeps its rooms but those of projects lost meanwhile, and still knows its boards', async () => {
    const [owner, member] = await registerUsers(app(), 2);
    const kept = await createProject(app(), owner);
    const lost = await createProject(app(), owner);
    await addMember(app(), owner, kept.id, member);
    await addMember(app(), owner, lost.id, member);
    const { socket } = await server.sockets.open(member, SOCKET_NAMESPACES.projects, { reconnect: true });
    expect(await joinBoard(socket, kept.id)).toEqual({ success: true });
    expect(await joinBoard(socket, lost.id)).toEqual({ success: true });

    socket.io.engine.close();
    await vi.waitFor(() => expect(server.realtime.projects.sockets.size).toBe(0));
    expectData(await callApi(app(), 'DELETE', `/api/projects/${lost.id}/members/${member.user.id}`, owner.token));
    await vi.waitFor(() => expect(socket.connected && socket.recovered).toBe(true), { timeout: WAIT_MS });

    // Commands queue behind the recovery's check: once this one is answered, the check is done.
    expect(await command(socket, 'join-my-projects')).toEqual({ success: true });
    expect(await inRoom(lost.id)).toEqual([]);
    // The board it had joined before the drop is still held as a board's.
    expect(await command(socket, 'leave-my-projects')).toEqual({ success: true });
    expect(await inRoom(kept.id)).toEqual([socket.id]);
  });

  it("a socket's room commands take effect in the order they were sent", async () => {
    const [user] = await registerUsers(app(), 1);
    const project = await createProject(app(), user);
    const socket = await open(user);

    // Each join reads the memberships before joining; a leave sent right after must still win.
    const joined = command(socket, 'join-my-projects');
    const left = command(socket, 'leave-my-projects');
    expect(await Promise.all([joined, left])).toEqual([{ success: true }, { success: true }]);
    expect(await inRoom(project.id)).toEqual([]);

    socket.emit('join-project', { projectId: project.id });
    socket.emit('leave-project', { projectId: project.id });
    expect(await command(socket, 'leave-my-projects')).toEqual({ success: true });
    expect(await inRoom(project.id)).toEqual([]);

    // And a join right after a leave ends joined.
    const leaving = command(socket, 'leave-my-projects');
    const rejoined = command(socket, 'join-my-projects');
    await Promise.all([leaving, rejoined]);
    expect(await inRoom(project.id)).toEqual([socket.id]);
  });
});
