import type { DocumentView, FolderView } from '@teamhub/contracts';
import type { DocumentFolderRow, DocumentRow } from '../../db/schema/index.js';
import { documentKey } from './document-keys.js';
import type { DocumentUrls } from './document-urls.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A document as its owner (`readerId`) sees it; the preview link is signed for them. */
export function presentDocument(row: DocumentRow, urls: DocumentUrls, readerId: string): DocumentView {
  const previewReady = row.previewStatus === 'ready' && row.previewKey !== null;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    filename: row.storedName,
    path: documentKey(row.storedName),
    url: urls.download(row.id),
    folderId: row.folderId,
    preview: { status: row.previewStatus, url: previewReady ? urls.signedPreview(row.id, readerId) : null },
    trashedAt: iso(row.trashedAt),
  };
}

export function presentFolder(row: DocumentFolderRow): FolderView {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
    trashedAt: iso(row.trashedAt),
  };
}
