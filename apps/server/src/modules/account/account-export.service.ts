import { Readable, type PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ACCOUNT_EXPORT_FORMAT_VERSION, type AccountExportIndex } from '@teamhub/contracts';
import { ZipFile } from 'yazl';
import type { UserRow } from '../../db/schema/index.js';
import { documentKey } from '../documents/document-keys.js';
import type { StorageDriver } from '../files/storage-driver.js';
import { postMediaKeyOf } from '../posts/post-media.js';
import { presentUser } from '../users/user.presenter.js';
import { EXPORT_PAGE_SIZE, type PageCursor } from './account-export.repository.js';
import type { AccountServiceDeps } from './account.deps.js';
import { folderPaths, safeSegment, uniquePaths } from './export-paths.js';

type Deps = Pick<AccountServiceDeps, 'exports' | 'publicStorage' | 'privateStorage' | 'now' | 'log'>;

export interface AccountExport {
  /** `teamhub-export-<username>-<YYYY-MM-DD>.zip`. */
  filename: string;
  /** The zip's bytes as they are made: nothing is held whole, and reading slowly slows the making. */
  stream: Readable;
}

/** Every page of a keyset-paged read, one after another, each only when the one before is used up. */
async function* allPages<Row extends { id: string; cursor: string }>(
  read: (cursor: PageCursor | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let cursor: PageCursor | undefined;
  for (;;) {
    const page = await read(cursor);
    const last = page.at(-1);
    if (!last) return;
    yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    cursor = { at: last.cursor, id: last.id };
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /api/account/export: the caller's data as a zip made while it is sent (yazl). The JSON files are
 * written a page of rows at a time as the archive is read; each post's media file follows posts.json and
 * each document's file follows documents.json, streamed from storage. index.json comes last, so it can
 * count what is inside. `signal` (the browser going away) stops the reading.
 */
export function exportAccount(deps: Deps, user: UserRow, signal: AbortSignal): AccountExport {
  const generatedAt = deps.now();
  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  const stop = new AbortController();
  // A file whose size changed under it, say: the archive cannot go on.
  zip.on('error', (error: unknown) => stop.abort(error));
  const abort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  // Files are still read after write() is done with the list (they follow it in the archive): listen till the
  // end. An archive destroyed before its end (the answer cut off) stops everything too.
  output.once('close', () => {
    signal.removeEventListener('abort', abort);
    if (!output.readableEnded) stop.abort(new Error('account export cut off'));
  });
  const contents: AccountExportIndex['contents'] = [];
  const missingFiles: string[] = [];
  const mtime = generatedAt;

  /** One JSON array file, written as its pages are read; resolves when the archive has taken all of it. */
  async function addJsonArray<Item>(path: string, description: string, items: AsyncIterable<Item[]>) {
    let count = 0;
    async function* text() {
      yield '[';
      for await (const page of items) {
        if (stop.signal.aborted) return;
        for (const item of page) {
          yield `${count === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`;
          count += 1;
        }
      }
      yield '\n]\n';
    }
    const source = Readable.from(text(), { objectMode: false });
    zip.addReadStreamLazy(path, { mtime }, (callback) => callback(null, source));
    await finished(source, { signal: stop.signal });
    contents.push({ path, description, items: count });
  }

  /** A stored file under `path`, read from storage only when the archive reaches it. False when storage has none. */
  async function addStoredFile(storage: StorageDriver, key: string, path: string, modifiedAt: Date): Promise<boolean> {
    const info = await storage.stat(key);
    if (!info) {
      missingFiles.push(path);
      return false;
    }
    // Pictures, videos and office files are compressed already: stored as they are.
    zip.addReadStreamLazy(path, { mtime: modifiedAt, compress: false, size: info.size }, (callback) => {
      storage.read(key).then(
        (stream) => {
          const stopReading = () => stream.destroy();
          stop.signal.addEventListener('abort', stopReading, { once: true });
          stream.once('close', () => stop.signal.removeEventListener('abort', stopReading));
          stream.once('error', (error) => stop.abort(error));
          callback(null, stream);
        },
        (error: unknown) => stop.abort(error),
      );
    });
    return true;
  }

  async function* posts() {
    const paths = uniquePaths();
    let files = 0;
    for await (const page of allPages((cursor) => deps.exports.postsPage(user.id, cursor))) {
      const items = [];
      for (const post of page) {
        const key = postMediaKeyOf(post.mediaUrl);
        const path = key ? paths(`media/${key.slice(key.lastIndexOf('/') + 1)}`) : null;
        const stored = key && path ? await addStoredFile(deps.publicStorage, key, path, post.createdAt) : false;
        if (stored) files += 1;
        items.push({
          id: post.id,
          caption: post.caption,
          location: post.location,
          altText: post.altText,
          mediaType: post.mediaType,
          media: stored ? path : null,
          likesCount: post.likesCount,
          commentsCount: post.commentsCount,
          hideLikeCount: post.hideLikeCount,
          hideViewCount: post.hideViewCount,
          turnOffCommenting: post.turnOffCommenting,
          createdAt: post.createdAt.toISOString(),
        });
      }
      yield items;
    }
    contents.push({ path: 'media/', description: "The posts' pictures and videos.", items: files });
  }

  async function* comments() {
    for await (const page of allPages((cursor) => deps.exports.commentsPage(user.id, cursor))) {
      yield page.map(({ cursor: _cursor, createdAt, ...comment }) => ({
        ...comment,
        createdAt: createdAt.toISOString(),
      }));
    }
  }

  async function* messages() {
    for (const conversation of await deps.exports.conversationsWrittenIn(user.id)) {
      const read = (cursor: PageCursor | undefined) => deps.exports.messagesPage(user.id, conversation.id, cursor);
      for await (const page of allPages(read)) {
        yield page.map(({ cursor: _cursor, ...message }) => ({
          ...message,
          conversation: { id: conversation.id, type: conversation.type, name: conversation.name },
        }));
      }
    }
  }

  async function* tasks() {
    for await (const page of allPages((cursor) => deps.exports.tasksPage(user.id, cursor))) {
      yield page.map((task) => ({
        id: task.id,
        project: { id: task.projectId, name: task.projectName },
        title: task.title,
        description: task.description,
        status: task.status,
        priority: task.priority,
        dueDate: task.dueDate,
        tags: task.tags,
        estimatedHours: task.estimatedHours,
        createdByMe: task.createdBy === user.id,
        assignedToMe: task.assigneeId === user.id,
        createdAt: task.createdAt.toISOString(),
        updatedAt: task.updatedAt.toISOString(),
      }));
    }
  }

  async function* documents() {
    const folders = folderPaths(await deps.exports.folders(user.id));
    const paths = uniquePaths();
    let files = 0;
    for await (const page of allPages((cursor) => deps.exports.documentsPage(user.id, cursor))) {
      const items = [];
      for (const document of page) {
        const folder = document.folderId ? (folders.get(document.folderId) ?? '') : '';
        const inTrash = document.trashedAt ? '(trash)/' : '';
        const path = paths(`documents/${inTrash}${folder ? `${folder}/` : ''}${safeSegment(document.name)}`);
        const stored = await addStoredFile(
          deps.privateStorage,
          documentKey(document.storedName),
          path,
          document.updatedAt,
        );
        if (stored) files += 1;
        items.push({
          id: document.id,
          name: document.name,
          type: document.mimeType,
          size: document.size,
          folder: folder || null,
          file: stored ? path : null,
          trashedAt: iso(document.trashedAt),
          createdAt: document.createdAt.toISOString(),
          updatedAt: document.updatedAt.toISOString(),
        });
      }
      yield items;
    }
    contents.push({ path: 'documents/', description: 'The files of the documents.', items: files });
  }

  async function write() {
    const profile = { ...presentUser(user), status: user.status };
    zip.addBuffer(Buffer.from(`${JSON.stringify(profile, null, 2)}\n`), 'profile.json', { mtime });
    contents.push({ path: 'profile.json', description: 'Your profile and settings.', items: 1 });
    await addJsonArray('posts.json', 'Your posts; each names its picture or video under media/.', posts());
    await addJsonArray('comments.json', 'Your comments and replies on posts.', comments());
    await addJsonArray('messages.json', 'The chat messages you sent, each with its conversation.', messages());
    await addJsonArray('tasks.json', 'Project tasks you created or are assigned.', tasks());
    await addJsonArray('documents.json', 'Your documents; each names its file under documents/.', documents());
    const index: AccountExportIndex = {
      format: 'teamhub-account-export',
      formatVersion: ACCOUNT_EXPORT_FORMAT_VERSION,
      generatedAt: generatedAt.toISOString(),
      account: { id: user.id, username: user.username },
      contents: [{ path: 'index.json', description: 'This list.', items: 1 }, ...contents],
      missingFiles,
    };
    // After every file above is in (the archive writes in order), so `missingFiles` is complete.
    zip.addBuffer(Buffer.from(`${JSON.stringify(index, null, 2)}\n`), 'index.json', { mtime });
    zip.end();
  }

  write().catch((error: unknown) => {
    if (!signal.aborted) deps.log.error({ err: error }, 'account export failed');
    // The answer has begun: all that is left is to cut it short, so the download fails visibly.
    output.destroy(error instanceof Error ? error : new Error('account export failed'));
  });
  stop.signal.addEventListener('abort', () => {
    if (!output.destroyed) output.destroy(stop.signal.reason instanceof Error ? stop.signal.reason : undefined);
  });

  const day = generatedAt.toISOString().slice(0, 10);
  return { filename: `teamhub-export-${safeSegment(user.username)}-${day}.zip`, stream: output };
}
