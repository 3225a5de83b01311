import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  LIMITS,
  SOCKET_NAMESPACES,
  type AttachmentsUpdatedPayload,
  type TaskAttachmentView,
  type TaskDetailView,
  type TaskView,
} from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { taskAttachments } from '../src/db/schema/index.js';
import { authHeaders, callApi, en, expectData, expectFailure, multipartPayload } from './helpers/api.js';
import { makeExe, makePdf } from './helpers/chat-files.js';
import { listeningTestApp, nextEvent, registerUsers, WAIT_MS } from './helpers/chat.js';
import { uploaded as uploadedDocuments } from './helpers/documents.js';
import { makeImage } from './helpers/images.js';
import { addMember, createProject, createTask, tasksOf } from './helpers/projects.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { tempFiles } from './helpers/upload-temp.js';

describeEachDatabase('task attachments (issue 31)', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const attachmentsPath = (taskId: string, attachmentId?: string) =>
    `/api/projects/tasks/${taskId}/attachments${attachmentId ? `/${attachmentId}` : ''}`;
  const upload = async (user: RegisteredUser, taskId: string, bytes: Uint8Array, filename: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), filename);
    const { headers, payload } = await multipartPayload(form);
    return app().inject({
      method: 'POST',
      url: attachmentsPath(taskId),
      headers: authHeaders(user.token, headers),
      payload,
    });
  };
  const uploaded = async (user: RegisteredUser, taskId: string, bytes: Uint8Array, filename: string) => {
    const response = await upload(user, taskId, bytes, filename);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: TaskAttachmentView }>().data;
  };
  const attach = (user: RegisteredUser, taskId: string, documentId: string) =>
    callApi(app(), 'POST', attachmentsPath(taskId), user.token, { documentId });
  /** POST …/attachments with a document answered 201. */
  const attached = async (user: RegisteredUser, taskId: string, documentId: string) => {
    const response = await attach(user, taskId, documentId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: TaskAttachmentView }>().data;
  };
  const remove = (user: RegisteredUser, taskId: string, attachmentId: string) =>
    callApi(app(), 'DELETE', attachmentsPath(taskId, attachmentId), user.token);
  const detail = async (user: RegisteredUser, taskId: string) =>
    expectData<TaskDetailView>(await callApi(app(), 'GET', `/api/projects/tasks/${taskId}`, user.token));
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: authHeaders(token, headers) });
  const storedIn = (folder: string) => {
    const directory = path.join(server.built.privateUploadsDir, folder);
    return existsSync(directory) ? readdirSync(directory) : [];
  };
  /** The stored names of a task's uploads (to follow their files in storage). */
  const storedNamesOf = async (taskId: string) =>
    (await rowsOf(taskId)).flatMap((row) => [row.storedName, row.previewKey?.split('/')[1]]).filter(Boolean);
  const present = (names: (string | undefined | null)[]) =>
    names.filter(
      (name) => storedIn('task-files').includes(name ?? '') || storedIn('task-file-previews').includes(name ?? ''),
    );
  const rowsOf = (taskId: string) =>
    database().db.select().from(taskAttachments).where(eq(taskAttachments.taskId, taskId));
  const cardOf = async (user: RegisteredUser, task: TaskView) =>
    (await tasksOf(app(), user, task.projectId)).find((card) => card.id === task.id);

  /** An owner, two members and an outsider, with one task on the board. */
  async function board() {
    const [owner, member, other, outsider] = await registerUsers(app(), 4);
    const project = await createProject(app(), owner);
    await addMember(app(), owner, project.id, member);
    await addMember(app(), owner, project.id, other);
    const task = await createTask(app(), owner, project.id, { title: 'Launch' });
    return { owner, member, other, outsider, project, task };
  }

  it('keeps an upload by its real type, with a preview, served to members only (ranges too)', async () => {
    const { owner, member, outsider, task } = await board();
    const png = await makeImage('png', 40, 20);
    const picture = await uploaded(member, task.id, png, 'screenshot');
    expect(picture).toMatchObject({
      kind: 'file',
      name: 'screenshot.png',
      mimeType: 'image/png',
      size: png.length,
      available: true,
      documentId: null,
      uploadedBy: { id: member.user.id, username: member.user.username },
    });
    expect(picture.url).toMatch(/^\/api\/projects\/tasks\/[0-9a-f-]{36}\/attachments\/[0-9a-f-]{36}\/file\?t=/u);
    const [row] = await rowsOf(task.id);
    expect(row?.previewKey).toBeTruthy();
    expect(present(await storedNamesOf(task.id))).toHaveLength(2);
    expect(tempFiles(server.built.uploadTempRoot)).toEqual([]);

    const [listed] = (await detail(owner, task.id)).attachments;
    expect(listed).toMatchObject({ id: picture.id, name: 'screenshot.png' });
    const file = await get(listed?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(Buffer.from(png))).toBe(true);
    const part = await get(attachmentsPath(task.id, picture.id) + '/file', owner.token, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(4);
    const preview = await get(listed?.previewUrl ?? '');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');

    // An outsider: 404 with their own token; a member's link token does not name them.
    const outsiderFile = await get(`${attachmentsPath(task.id, picture.id)}/file`, outsider.token);
    expect(outsiderFile.statusCode).toBe(404);
    expect((await get(`${attachmentsPath(task.id, picture.id)}/file?t=forged`)).statusCode).toBe(401);
    expectFailure(await upload(outsider, task.id, png, 'x.png'), 404, en('projects.taskNotFound'));
    expectFailure(await remove(outsider, task.id, picture.id), 404, en('projects.taskNotFound'));

    const pdf = await uploaded(owner, task.id, makePdf(), 'brief.pdf');
    expect(pdf).toMatchObject({ mimeType: 'application/pdf', name: 'brief.pdf' });
    expect((await get(pdf.url ?? '')).headers['content-disposition']).toMatch(/^attachment;/u);
  });

  it('refuses another type (400) and a file over the limit (413), keeping no row and no file', async () => {
    const { member, task } = await board();
    const before = storedIn('task-files');
    expectFailure(await upload(member, task.id, makeExe(), 'setup.pdf'), 400, en('projects.attachmentUnsupported'));
    const tooLarge = new Uint8Array(LIMITS.projects.attachmentMaxBytes + 1);
    expectFailure(await upload(member, task.id, tooLarge, 'big.txt'), 413, en('chat.fileTooLarge'));
    expect(await rowsOf(task.id)).toEqual([]);
    expect(storedIn('task-files')).toEqual(before);
    expect(tempFiles(server.built.uploadTempRoot)).toEqual([]);
    expect((await cardOf(member, task))?.attachmentCount).toBe(0);
  });

  it('links one of my documents (not another’s), which members may read and which stays when unlinked', async () => {
    const { owner, member, outsider, task } = await board();
    const [mine] = await uploadedDocuments(app(), member.token, [
      { bytes: 'minutes of the kickoff', name: 'kickoff.txt' },
    ]);
    const [theirs] = await uploadedDocuments(app(), outsider.token, [{ bytes: 'secret', name: 'secret.txt' }]);
    if (!mine || !theirs) throw new Error('documents were not uploaded');
    expectFailure(await attach(member, task.id, theirs.id), 404, en('documents.notFound'));
    expectFailure(await attach(member, task.id, 'not-a-uuid'), 404, en('documents.notFound'));
    expectFailure(await attach(member, task.id, ''), 400, en('projects.attachmentDocumentRequired'));
    expectFailure(
      await callApi(app(), 'POST', attachmentsPath(task.id), member.token),
      400,
      en('projects.attachmentDocumentRequired'),
    );

    const linked = await attached(member, task.id, mine.id);
    expect(linked).toMatchObject({ kind: 'document', documentId: mine.id, name: 'kickoff.txt', available: true });
    expectFailure(await attach(member, task.id, mine.id), 400, en('projects.attachmentDocumentTwice'));
    // The owner of the project reads the member's document through the task, not through /api/documents.
    const [seen] = (await detail(owner, task.id)).attachments;
    const read = await get(seen?.url ?? '');
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('minutes of the kickoff');
    expect((await get(`/api/documents/${mine.id}/download`, owner.token)).statusCode).toBe(404);
    // Linked, not copied.
    expect((await rowsOf(task.id)).map((row) => row.storedName)).toEqual([null]);

    // In its owner's trash it is unavailable to the task (no link, 404), and back once restored.
    expectData(await callApi(app(), 'DELETE', '/api/documents', member.token, { ids: [mine.id] }));
    const [trashed] = (await detail(owner, task.id)).attachments;
    expect(trashed).toMatchObject({ id: linked.id, available: false, url: null, name: 'kickoff.txt' });
    expect((await get(`${attachmentsPath(task.id, linked.id)}/file`, owner.token)).statusCode).toBe(404);
    expectData(await callApi(app(), 'POST', '/api/documents/restore', member.token, { ids: [mine.id] }));
    expect((await detail(owner, task.id)).attachments[0]?.available).toBe(true);

    expectData(await remove(owner, task.id, linked.id));
    expect((await get(`/api/documents/${mine.id}/download`, member.token)).statusCode).toBe(200);
    expect((await detail(owner, task.id)).attachments).toEqual([]);
  });

  it('lets the uploader or an owner or admin remove it (403 otherwise), the file leaving storage', async () => {
    const { owner, member, other, task } = await board();
    const first = await uploaded(member, task.id, Buffer.from('first notes'), 'first.txt');
    const second = await uploaded(member, task.id, Buffer.from('second notes'), 'second.txt');
    expectFailure(await remove(other, task.id, first.id), 403, en('projects.attachmentRemoveNotAllowed'));
    const names = await storedNamesOf(task.id);
    expect(present(names)).toHaveLength(2);
    expectData(await remove(member, task.id, first.id));
    expectData(await remove(owner, task.id, second.id));
    expectFailure(await remove(owner, task.id, second.id), 404, en('projects.attachmentNotFound'));
    await vi.waitFor(() => expect(present(names)).toEqual([]), { timeout: WAIT_MS });
    expect(await rowsOf(task.id)).toEqual([]);
    expect((await get(first.url ?? '')).statusCode).toBe(404);
  });

  it('counts attachments on the card (at most 20) and tells the board live', async () => {
    const { owner, member, project, task } = await board();
    const socket = await server.sockets.connect(member, SOCKET_NAMESPACES.projects);
    expect(await socket.timeout(WAIT_MS).emitWithAck('join-project', { projectId: project.id })).toEqual({
      success: true,
    });
    const listHeard = nextEvent<AttachmentsUpdatedPayload>(socket, 'attachments-updated');
    const cardHeard = nextEvent<TaskView>(socket, 'task-updated');
    const note = await uploaded(owner, task.id, Buffer.from('note 0'), 'note-0.txt');
    expect(await listHeard).toEqual({ projectId: project.id, taskId: task.id, attachmentCount: 1 });
    expect(await cardHeard).toMatchObject({ id: task.id, attachmentCount: 1 });

    for (let index = 1; index < LIMITS.projects.attachmentsPerTask; index += 1) {
      await uploaded(owner, task.id, Buffer.from(`note ${index}`), `note-${index}.txt`);
    }
    expectFailure(
      await upload(owner, task.id, Buffer.from('one more'), 'more.txt'),
      400,
      en('projects.attachmentsFull'),
    );
    expect((await cardOf(member, task))?.attachmentCount).toBe(LIMITS.projects.attachmentsPerTask);
    expect(present(await storedNamesOf(task.id))).toHaveLength(LIMITS.projects.attachmentsPerTask);

    const removedHeard = nextEvent<TaskView>(socket, 'task-updated');
    expectData(await remove(owner, task.id, note.id));
    expect(await removedHeard).toMatchObject({ attachmentCount: LIMITS.projects.attachmentsPerTask - 1 });
    expect((await detail(member, task.id)).attachmentCount).toBe(LIMITS.projects.attachmentsPerTask - 1);
  });

  it('goes with its task, and with its project: rows and stored files', async () => {
    const { owner, member, project, task } = await board();
    await uploaded(member, task.id, await makeImage('jpeg', 30, 30), 'photo.jpg');
    const [document] = await uploadedDocuments(app(), member.token, [{ bytes: 'kept', name: 'kept.txt' }]);
    await attached(member, task.id, document?.id ?? '');
    const other = await createTask(app(), owner, project.id, { title: 'Other' });
    await uploaded(member, other.id, Buffer.from('other'), 'other.txt');
    const names = await storedNamesOf(task.id);
    const otherNames = await storedNamesOf(other.id);
    expect(present(names)).toHaveLength(2);

    expectData(await callApi(app(), 'DELETE', `/api/projects/tasks/${task.id}`, owner.token));
    expect(await rowsOf(task.id)).toEqual([]);
    await vi.waitFor(() => expect(present(names)).toEqual([]), { timeout: WAIT_MS });
    expect(present(otherNames)).toHaveLength(1);
    // The linked document is the member's: it stays.
    expect((await get(`/api/documents/${document?.id}/download`, member.token)).statusCode).toBe(200);

    expectData(await callApi(app(), 'DELETE', `/api/projects/${project.id}`, owner.token));
    expect(await rowsOf(other.id)).toEqual([]);
    await vi.waitFor(() => expect(present(otherNames)).toEqual([]), { timeout: WAIT_MS });
  });
});
