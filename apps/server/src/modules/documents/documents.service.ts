import {
  deleteDocumentsBodySchema,
  documentListQuerySchema,
  renameDocumentBodySchema,
  type DocumentView,
  type UsageAnswer,
} from '@teamhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { DocumentRow, NewDocumentRow } from '../../db/schema/index.js';
import { notFound, payloadTooLarge } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { PrivateFile } from '../files/send-private-file.js';
import { documentKey, STORED_NAME_PATTERN } from './document-keys.js';
import { detectDocumentType, newStoredName, renamedName, servedType } from './document-types.js';
import { receiveDocuments, removeQuietly, type ReceivedDocument } from './document-upload.js';
import type { DocumentsServiceDeps } from './documents.deps.js';
import { documentPolicy, ownDocumentOr404, ownFolderOr404 } from './documents.policy.js';
import { presentDocument } from './documents.presenter.js';

type Deps = DocumentsServiceDeps;

/** One folder's documents (the top level without `folderId`), or with `q` a search across all folders. */
export async function listDocuments(deps: Deps, userId: string, query: unknown): Promise<DocumentView[]> {
  const { folderId, q } = parseOrThrow(documentListQuerySchema, query);
  let rows: DocumentRow[];
  if (q) rows = await deps.documents.search(userId, q);
  else {
    if (folderId) await ownFolderOr404(deps.folders, userId, folderId);
    rows = await deps.documents.listInFolder(userId, folderId ?? null);
  }
  return rows.map((row) => presentDocument(row, deps.urls, userId));
}

export async function usage(deps: Deps, userId: string): Promise<UsageAnswer> {
  return { usedBytes: await deps.documents.usage(userId), quotaBytes: deps.quotaBytes };
}

/** The folder an upload names: '' or absent is the top level; anything not the caller's is 404. */
async function uploadFolder(deps: Deps, userId: string, raw: string | undefined, executor?: Database) {
  if (!raw) return null;
  return (await ownFolderOr404(deps.folders, userId, raw, executor)).id;
}

/** Deletes stored files after their rows are gone (or never came); one that stays is the sweep's. */
export async function removeStored(deps: Pick<Deps, 'storage' | 'log'>, keys: string[]) {
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete a document file'));
  }
}

/**
 * POST /upload: all the request's files, or none. They arrive in the temp folder (stopped at once past
 * the quota), are typed from their bytes, moved into private storage, and their rows written in one
 * transaction that counts the quota again while holding the owner's row, so parallel uploads cannot
 * both pass. Any failure removes every file already received or moved. The hook hears of them after
 * the commit and is not awaited.
 */
export async function uploadDocuments(deps: Deps, userId: string, request: FastifyRequest): Promise<DocumentView[]> {
  const allowed = deps.quotaBytes - (await deps.documents.usage(userId));
  const received = await receiveDocuments(request, deps.temp, allowed, async (name, value) => {
    if (name === 'folderId') await uploadFolder(deps, userId, value);
  });
  const moved: string[] = [];
  try {
    const values: NewDocumentRow[] = [];
    for (const file of received.files) values.push(await prepare(deps, userId, file, moved));
    const rows = await inTransaction(deps.db, async (tx) => {
      await deps.documents.lockOwner(tx, userId);
      const used = await deps.documents.usage(userId, tx);
      const adding = values.reduce((sum, value) => sum + value.size, 0);
      if (used + adding > deps.quotaBytes) throw payloadTooLarge('documents.quotaExceeded');
      const folderId = await uploadFolder(deps, userId, received.folderId, tx);
      return deps.documents.insertMany(
        tx,
        values.map((value) => ({ ...value, folderId })),
      );
    });
    void Promise.resolve()
      .then(() => deps.onUploaded(rows))
      .catch((error: unknown) => deps.log.error({ err: error }, 'documents upload hook failed'));
    return rows.map((row) => presentDocument(row, deps.urls, userId));
  } catch (error) {
    await removeStored(deps, moved);
    throw error;
  } finally {
    await Promise.all(received.files.map((file) => removeQuietly(file.path)));
  }
}

/** Types a received file and moves it into storage; `moved` collects the keys for undoing. */
async function prepare(deps: Deps, userId: string, file: ReceivedDocument, moved: string[]): Promise<NewDocumentRow> {
  const mimeType = await detectDocumentType(file.path, file.name);
  const storedName = newStoredName(file.name);
  const key = documentKey(storedName);
  moved.push(key);
  await deps.storage.moveIn(key, file.path);
  return { ownerId: userId, name: file.name, mimeType, size: file.bytes, storedName };
}

/** PUT /:id: a new name with the original extension; the stored name never changes. */
export async function renameDocument(deps: Deps, userId: string, rawId: string, body: unknown): Promise<DocumentView> {
  const document = await ownDocumentOr404(deps.documents, userId, rawId);
  const { name } = parseOrThrow(renameDocumentBodySchema, body);
  const row = await deps.documents.rename(document.id, renamedName(document.name, name));
  if (!row) throw notFound('documents.notFound');
  return presentDocument(row, deps.urls, userId);
}

/**
 * The document a download URL names, by id or stored name (a strict shape: anything else, such as a
 * path, is 404 before any lookup). Trashed documents are not served.
 */
export async function findDownload(deps: Deps, idOrStoredName: string): Promise<DocumentRow | undefined> {
  const value = idOrStoredName.toLowerCase();
  if (isUuid(value)) return (await deps.documents.findById(value)) ?? deps.documents.findByStoredName(value);
  if (!STORED_NAME_PATTERN.test(value)) return undefined;
  return deps.documents.findByStoredName(value);
}

/** The file a reader may download: theirs and not in the trash; 404 otherwise. */
export function downloadableFile(document: DocumentRow | undefined, readerId: string): PrivateFile {
  if (!document || document.trashedAt || !documentPolicy.read(readerId, document)) throw notFound('documents.notFound');
  return {
    key: documentKey(document.storedName),
    mimeType: servedType(document.mimeType),
    disposition: 'attachment',
    filename: document.name,
  };
}

/**
 * DELETE /: the caller's documents and folders (with everything inside) go to the trash; ids that are
 * not theirs are ignored. Answers how many of the named ones went.
 */
export async function trashSelection(deps: Deps, userId: string, body: unknown): Promise<{ deletedCount: number }> {
  const { ids, folderIds } = parseOrThrow(deleteDocumentsBodySchema, body);
  const now = new Date();
  const deletedCount = await inTransaction(deps.db, async (tx) => {
    const documentIds = await deps.documents.ownedActiveIds(userId, lower(ids), tx);
    const ownFolders = await deps.folders.ownedActiveFolderIds(userId, lower(folderIds), tx);
    const documentsTrashed = await deps.documents.trashDocuments(tx, userId, documentIds, now);
    return documentsTrashed + (await deps.folders.trashFolders(tx, userId, ownFolders, now));
  });
  return { deletedCount };
}

export const lower = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
