import type { DocumentFolderRow, DocumentRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { authorize, type PolicyRule } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import type { DocumentFoldersRepository } from './document-folders.repository.js';
import type { DocumentsRepository } from './documents.repository.js';

/**
 * Documents and folders are their owner's alone: anything of another user answers the same 404 as
 * an unknown id, so nobody learns what others keep. Checked before anything is read or written.
 */
export const documentPolicy = {
  read: ((userId, document) => document.ownerId === userId) satisfies PolicyRule<Pick<DocumentRow, 'ownerId'>>,
  change: ((userId, document) => document.ownerId === userId) satisfies PolicyRule<Pick<DocumentRow, 'ownerId'>>,
  useFolder: ((userId, folder) => folder.ownerId === userId) satisfies PolicyRule<Pick<DocumentFolderRow, 'ownerId'>>,
};

/** The caller's document the URL names, not in the trash; 404 'documents.notFound' otherwise. */
export async function ownDocumentOr404(repository: DocumentsRepository, userId: string, rawId: string) {
  const document = isUuid(rawId) ? await repository.findById(rawId.toLowerCase()) : undefined;
  authorize(!!document && !document.trashedAt && documentPolicy.change(userId, document), () =>
    notFound('documents.notFound'),
  );
  return document as DocumentRow;
}

/** The caller's folder, not in the trash; 404 'documents.folderNotFound' otherwise. */
export async function ownFolderOr404(
  repository: DocumentFoldersRepository,
  userId: string,
  rawId: string,
  executor?: Parameters<DocumentFoldersRepository['findFolder']>[1],
) {
  const folder = isUuid(rawId) ? await repository.findFolder(rawId.toLowerCase(), executor) : undefined;
  authorize(!!folder && !folder.trashedAt && documentPolicy.useFolder(userId, folder), () =>
    notFound('documents.folderNotFound'),
  );
  return folder as DocumentFolderRow;
}
