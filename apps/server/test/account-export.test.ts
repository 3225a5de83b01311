import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { accountExportIndexSchema, type AccountExportIndex, type DocumentView } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { documents } from '../src/db/schema/index.js';
import { jsonIn, unzip } from './helpers/account.js';
import { authHeaders, callApi, expectFailure, en } from './helpers/api.js';
import { listeningTestApp, openDirect, registerUsers, sendText } from './helpers/chat.js';
import { uploaded } from './helpers/documents.js';
import { createComment, createPost } from './helpers/posts.js';
import { createProject, createTask } from './helpers/projects.js';
import type { RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type Exported = Record<string, unknown>;

describeEachDatabase('account: downloading my data', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const db = () => database().db;
  const port = () => (server.app.server.address() as AddressInfo).port;

  const exportOf = (user: RegisteredUser) =>
    app().inject({ method: 'GET', url: '/api/account/export', headers: authHeaders(user.token) });

  it('is a zip of my profile, posts with their media, comments, messages, tasks and documents, and nobody else’s', async () => {
    const [alice, bob] = await registerUsers(app(), 2);
    const post = await createPost(app(), alice, { caption: 'Sunset', location: 'Hội An' });
    const bobPost = await createPost(app(), bob, { caption: 'Bob only' });
    await createComment(app(), alice, bobPost.id, 'Lovely');
    await createComment(app(), bob, bobPost.id, 'Bob says hi');
    const direct = await openDirect(app(), alice, bob);
    const [aliceSocket, bobSocket] = [await server.sockets.connect(alice), await server.sockets.connect(bob)];
    await sendText(aliceSocket, direct.id, 'Hello from Alice');
    await sendText(bobSocket, direct.id, 'A secret of Bob');
    const project = await createProject(app(), bob, { name: 'Launch' });
    await db().execute(
      sql`INSERT INTO project_members (project_id, user_id, role) VALUES (${project.id}, ${alice.user.id}, 'member')`,
    );
    const made = await createTask(app(), alice, project.id, { title: 'Alice made it' });
    const held = await createTask(app(), bob, project.id, { title: 'Alice holds it', assignee: alice.user.id });
    await createTask(app(), bob, project.id, { title: 'Bob alone' });
    const folder = (await callApi(app(), 'POST', '/api/documents/folders', alice.token, { name: 'Work: 2024' })).json<{
      data: { id: string };
    }>().data;
    const [inFolder] = await uploaded(
      app(),
      alice.token,
      [{ bytes: 'quarterly numbers', name: 'report.txt' }],
      folder.id,
    );
    const [twin] = await uploaded(app(), alice.token, [{ bytes: 'second copy', name: 'report.txt' }], folder.id);
    const [trashed] = await uploaded(app(), alice.token, [{ bytes: 'old', name: 'old.txt' }]);
    await callApi(app(), 'DELETE', '/api/documents', alice.token, { ids: [trashed?.id] });
    await uploaded(app(), bob.token, [{ bytes: 'bob private', name: 'bob.txt' }]);

    const response = await exportOf(alice);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="teamhub-export-${alice.user.username}-${day}.zip"; filename*=UTF-8''teamhub-export-${alice.user.username}-${day}.zip`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const files = await unzip(response.rawPayload);

    const index = accountExportIndexSchema.parse(jsonIn<AccountExportIndex>(files, 'index.json'));
    expect(index).toMatchObject({
      format: 'teamhub-account-export',
      formatVersion: 1,
      account: { id: alice.user.id, username: alice.user.username },
      missingFiles: [],
    });
    expect(Math.abs(Date.parse(index.generatedAt) - Date.now())).toBeLessThan(60_000);
    expect(Object.fromEntries(index.contents.map((entry) => [entry.path, entry.items]))).toEqual({
      'index.json': 1,
      'profile.json': 1,
      'posts.json': 1,
      'media/': 1,
      'comments.json': 1,
      'messages.json': 1,
      'tasks.json': 2,
      'documents.json': 3,
      'documents/': 3,
    });

    expect(jsonIn<Exported>(files, 'profile.json')).toMatchObject({
      id: alice.user.id,
      username: alice.user.username,
      email: alice.user.email,
    });
    const [exportedPost] = jsonIn<Exported[]>(files, 'posts.json');
    const mediaName = `media/${post.mediaUrl.split('/').at(-1)}`;
    expect(exportedPost).toMatchObject({ id: post.id, caption: 'Sunset', location: 'Hội An', media: mediaName });
    const served = await app().inject({ method: 'GET', url: post.mediaUrl });
    expect(files.get(mediaName)?.equals(served.rawPayload)).toBe(true);
    expect(jsonIn<Exported[]>(files, 'comments.json')).toEqual([
      expect.objectContaining({ postId: bobPost.id, text: 'Lovely', parentId: null }),
    ]);
    expect(jsonIn<Exported[]>(files, 'messages.json')).toEqual([
      expect.objectContaining({
        content: 'Hello from Alice',
        messageType: 'text',
        conversation: { id: direct.id, type: 'direct', name: bob.user.username },
      }),
    ]);
    const tasks = jsonIn<Exported[]>(files, 'tasks.json');
    expect(tasks.map((task) => [task.id, task.createdByMe, task.assignedToMe])).toEqual([
      [made.id, true, false],
      [held.id, false, true],
    ]);
    expect(tasks[0]).toMatchObject({ project: { id: project.id, name: 'Launch' }, title: 'Alice made it' });

    const exportedDocuments = jsonIn<(Exported & { file: string })[]>(files, 'documents.json');
    const documentFile = (document: DocumentView | undefined) =>
      exportedDocuments.find((item) => item.id === document?.id)?.file;
    // A folder name with a character some systems refuse is made safe; two files of one name both arrive.
    expect(documentFile(inFolder)).toBe('documents/Work_ 2024/report.txt');
    expect(documentFile(twin)).toBe('documents/Work_ 2024/report (2).txt');
    expect(documentFile(trashed)).toBe('documents/(trash)/old.txt');
    expect(files.get('documents/Work_ 2024/report.txt')?.toString()).toBe('quarterly numbers');
    expect(files.get('documents/Work_ 2024/report (2).txt')?.toString()).toBe('second copy');

    // Nothing of Bob's (her comment names his post, her message his name): not his post, comment, message, task,
    // document or email.
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    for (const text of ['Bob only', 'Bob says hi', 'A secret of Bob', 'Bob alone', 'bob private', bob.user.email]) {
      expect(everything).not.toContain(text);
    }
    expect([...files.keys()].filter((name) => name.includes('bob'))).toEqual([]);
  });

  it('reads every row of a long history once, in order, across pages (the same instant for many rows)', async () => {
    const [alice, bob] = await registerUsers(app(), 2);
    const direct = await openDirect(app(), alice, bob);
    const post = await createPost(app(), bob);
    // More than two pages, all written in one statement: one created_at, ordered by id alone.
    await db().execute(sql`
      INSERT INTO messages (conversation_id, sender_id, content, seq)
      SELECT ${direct.id}, ${alice.user.id}, 'message ' || n, n FROM generate_series(1, 1203) AS n`);
    await db().execute(sql`
      INSERT INTO comments (post_id, user_id, text, created_at)
      SELECT ${post.id}, ${alice.user.id}, 'comment ' || n, now() + n * interval '1 microsecond'
      FROM generate_series(1, 1001) AS n`);
    const files = await unzip((await exportOf(alice)).rawPayload);
    const messages = jsonIn<{ id: string; content: string }[]>(files, 'messages.json');
    expect(messages).toHaveLength(1203);
    expect(new Set(messages.map((message) => message.id)).size).toBe(1203);
    expect(messages.map((message) => message.id)).toEqual(messages.map((message) => message.id).sort());
    const comments = jsonIn<{ text: string }[]>(files, 'comments.json');
    expect(comments.map((comment) => comment.text)).toEqual(
      Array.from({ length: 1001 }, (_, index) => `comment ${index + 1}`),
    );
  });

  it('names a file storage no longer has in index.json instead of failing the download', async () => {
    const [alice] = await registerUsers(app(), 1);
    const [document] = await uploaded(app(), alice.token, [{ bytes: 'soon gone', name: 'gone.txt' }]);
    await rm(path.join(server.built.privateUploadsDir, 'documents', document?.filename ?? ''));
    const files = await unzip((await exportOf(alice)).rawPayload);
    expect(jsonIn<AccountExportIndex>(files, 'index.json').missingFiles).toEqual(['documents/gone.txt']);
    expect(jsonIn<{ file: string | null }[]>(files, 'documents.json')).toEqual([
      expect.objectContaining({ name: 'gone.txt', file: null }),
    ]);
    expect(files.has('documents/gone.txt')).toBe(false);
  });

  it('needs a signed-in caller, and limits how often', async () => {
    const [alice] = await registerUsers(app(), 1);
    expect((await app().inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await exportOf(alice)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expectFailure(await exportOf(alice), 429, en('common.tooManyRequests'));
  });

  /** The offset the server has read a file up to, through its open descriptor, or null when it has none open. */
  async function readOffset(file: string): Promise<number | null> {
    for (const fd of await readdir('/proc/self/fd')) {
      const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
      if (target !== file) continue;
      const info = await readFile(`/proc/self/fdinfo/${fd}`, 'utf8').catch(() => '');
      const position = /^pos:\s+(\d+)/mu.exec(info)?.[1];
      if (position !== undefined) return Number(position);
    }
    return null;
  }

  /** A document of `size` random bytes written straight into storage (the upload path is not what is tried here). */
  async function bigDocument(user: RegisteredUser, size: number): Promise<string> {
    const storedName = `${randomUUID()}.bin`;
    const file = path.join(server.built.privateUploadsDir, 'documents', storedName);
    await mkdir(path.dirname(file), { recursive: true });
    const chunk = randomBytes(1024 * 1024);
    await pipeline(
      (function* () {
        for (let written = 0; written < size; written += chunk.length) yield chunk;
      })(),
      createWriteStream(file),
    );
    await db().insert(documents).values({
      ownerId: user.user.id,
      name: 'big.bin',
      mimeType: 'application/octet-stream',
      size,
      storedName,
      previewStatus: 'none',
    });
    return file;
  }

  /** GET /api/account/export over a real connection; answers the response as soon as its headers arrive. */
  function openExport(user: RegisteredUser): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      get(
        { host: '127.0.0.1', port: port(), path: '/api/account/export', headers: authHeaders(user.token) },
        resolve,
      ).on('error', reject);
    });
  }

  /** Waits until `read` gives the same number several times running, and answers it. */
  async function settled(read: () => Promise<number | null>): Promise<number | null> {
    let last: number | null = -1;
    let same = 0;
    await vi.waitFor(
      async () => {
        const now = await read();
        same = now === last ? same + 1 : 0;
        last = now;
        if (same < 5) throw new Error('still moving');
      },
      { timeout: 30_000, interval: 100 },
    );
    return last;
  }

  it('streams: a reader that stops reading stops the server reading a large document, and leaving stops it for good', async () => {
    const [alice] = await registerUsers(app(), 1);
    const size = 48 * 1024 * 1024;
    const file = await bigDocument(alice, size);

    const response = await openExport(alice);
    expect(response.statusCode).toBe(200);
    response.pause();
    // The document is being read, from an open file, and stops well before its end while nobody reads on.
    await vi.waitFor(async () => expect(await readOffset(file)).not.toBeNull(), { timeout: 30_000 });
    const held = await settled(() => readOffset(file));
    expect(held).not.toBeNull();
    expect(held).toBeLessThan(size / 2);

    // Reading on, the whole archive arrives, the document whole in it.
    const saved = path.join(tmpdir(), `teamhub-export-${randomUUID()}.zip`);
    try {
      await pipeline(response, createWriteStream(saved));
      const files = await unzip(saved);
      expect(files.get('documents/big.bin')?.length).toBe(size);
    } finally {
      await rm(saved, { force: true });
    }
    expect(await readOffset(file)).toBeNull();

    // A reader that goes away mid-way: the server closes the file.
    const abandoned = await openExport(alice);
    abandoned.pause();
    await vi.waitFor(async () => expect(await readOffset(file)).not.toBeNull(), { timeout: 30_000 });
    abandoned.destroy();
    await vi.waitFor(async () => expect(await readOffset(file)).toBeNull(), { timeout: 10_000 });
  });
});
