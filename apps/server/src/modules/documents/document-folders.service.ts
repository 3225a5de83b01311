import {
  createFolderBodySchema,
  moveBodySchema,
  updateFolderBodySchema,
  type FolderContentsAnswer,
  type FolderView,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { DocumentsServiceDeps } from './documents.deps.js';
import { ownFolderOr404 } from './documents.policy.js';
import { presentFolder } from './documents.presenter.js';
import { lower } from './documents.service.js';

type Deps = DocumentsServiceDeps;

/** GET /folders?parentId=: a folder's sub-folders and the way down to it from the top level. */
export async function folderContents(deps: Deps, userId: string, query: unknown): Promise<FolderContentsAnswer> {
  const raw = (query as { parentId?: unknown } | undefined)?.parentId;
  if (raw === undefined || raw === '' || raw === null) {
    return {
      folder: null,
      breadcrumbs: [],
      folders: (await deps.folders.childFolders(userId, null)).map(presentFolder),
    };
  }
  const folder = await ownFolderOr404(deps.folders, userId, typeof raw === 'string' ? raw : '');
  const [path, children] = await Promise.all([
    deps.folders.pathTo(folder.id),
    deps.folders.childFolders(userId, folder.id),
  ]);
  return { folder: presentFolder(folder), breadcrumbs: path.map(presentFolder), folders: children.map(presentFolder) };
}

export async function createFolder(deps: Deps, userId: string, body: unknown): Promise<FolderView> {
  const { name, parentId } = parseOrThrow(createFolderBodySchema, body);
  if (parentId) await ownFolderOr404(deps.folders, userId, parentId);
  return presentFolder(await deps.folders.createFolder(userId, name, parentId ?? null));
}

/** 400 'documents.folderCycle' when `targetId` is one of `folderIds` or inside one of them. */
async function assertNoCycle(deps: Deps, tx: Database, folderIds: string[], targetId: string | null) {
  if (!targetId || folderIds.length === 0) return;
  const above = await deps.folders.pathTo(targetId, tx);
  if (above.some((folder) => folderIds.includes(folder.id))) throw badRequest('documents.folderCycle');
}

/** PUT /folders/:id: a new name and/or another parent (null: the top level). */
export async function updateFolder(deps: Deps, userId: string, rawId: string, body: unknown): Promise<FolderView> {
  const folder = await ownFolderOr404(deps.folders, userId, rawId);
  const input = parseOrThrow(updateFolderBodySchema, body);
  const row = await inTransaction(deps.db, async (tx) => {
    if (input.parentId !== undefined) {
      if (input.parentId) await ownFolderOr404(deps.folders, userId, input.parentId, tx);
      await assertNoCycle(deps, tx, [folder.id], input.parentId);
    }
    return deps.folders.updateFolder(tx, folder.id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
    });
  });
  if (!row) throw notFound('documents.folderNotFound');
  return presentFolder(row);
}

/**
 * POST /move: the caller's documents and folders into a folder of theirs (null: the top level). Ids
 * that are not theirs are ignored; a folder cannot go inside itself (400 'documents.folderCycle').
 */
export async function moveSelection(deps: Deps, userId: string, body: unknown): Promise<{ movedCount: number }> {
  const { ids, folderIds, targetFolderId } = parseOrThrow(moveBodySchema, body);
  const movedCount = await inTransaction(deps.db, async (tx) => {
    const target = targetFolderId ? (await ownFolderOr404(deps.folders, userId, targetFolderId, tx)).id : null;
    const folders = await deps.folders.ownedActiveFolderIds(userId, lower(folderIds), tx);
    await assertNoCycle(deps, tx, folders, target);
    const documents = await deps.documents.ownedActiveIds(userId, lower(ids), tx);
    return (
      (await deps.documents.moveDocuments(tx, userId, documents, target)) +
      (await deps.folders.moveFolders(tx, folders, target))
    );
  });
  return { movedCount };
}
