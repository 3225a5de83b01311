import { documentIdsBodySchema, LIMITS, type TrashAnswer } from '@teamhub/contracts';
import type { DocumentRow } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/transaction.js';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import { documentKey } from './document-keys.js';
import type { DocumentsServiceDeps } from './documents.deps.js';
import { presentDocument, presentFolder } from './documents.presenter.js';
import { lower, removeStored } from './documents.service.js';

type Deps = DocumentsServiceDeps;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The storage keys of deleted documents: their files and previews. */
export function keysOf(rows: DocumentRow[]): string[] {
  return rows.flatMap((row) => [documentKey(row.storedName), ...(row.previewKey ? [row.previewKey] : [])]);
}

/** What went to the trash by itself (what went with a folder is inside it). */
export async function trashContents(deps: Deps, userId: string): Promise<TrashAnswer> {
  const roots = await deps.trash.trashRoots(userId);
  return {
    documents: roots.documents.map((row) => presentDocument(row, deps.urls, userId)),
    folders: roots.folders.map(presentFolder),
  };
}

/** POST /restore: documents and folders back from the trash (ids not the caller's are ignored). */
export async function restoreSelection(deps: Deps, userId: string, body: unknown): Promise<{ restoredCount: number }> {
  const { ids, folderIds } = parseOrThrow(documentIdsBodySchema, body);
  const now = new Date();
  const restoredCount = await inTransaction(deps.db, async (tx) => {
    // Folders first: a document restored with its folder then stays inside it.
    const folders = await deps.trash.restoreFolders(tx, userId, lower(folderIds), now);
    return folders + (await deps.trash.restoreDocuments(tx, userId, lower(ids), now));
  });
  return { restoredCount };
}

/**
 * DELETE /trash: for good, the named documents and folders in the trash, or with no ids the whole
 * trash. Rows first; their files once that commits. Answers how many documents and folders went.
 */
export async function emptyTrash(deps: Deps, userId: string, body: unknown): Promise<{ deletedCount: number }> {
  const { ids, folderIds } = parseOrThrow(documentIdsBodySchema, body);
  const selection =
    ids.length + folderIds.length === 0 ? { all: true as const } : { ids: lower(ids), folderIds: lower(folderIds) };
  const deleted = await inTransaction(deps.db, (tx) => deps.trash.deleteTrashed(tx, userId, selection));
  await removeStored(deps, keysOf(deleted.documents));
  return { deletedCount: deleted.documents.length + deleted.folderCount };
}

/** When trash older than this goes, for a sweep at `now`. */
export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.documents.trashDays * DAY_MS);
}
