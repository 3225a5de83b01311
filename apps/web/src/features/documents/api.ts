import type { ApiSuccess, ShareLinkDays } from '@teamhub/contracts';
import { api, urlOf } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { apiUpload } from '../../lib/api-upload';
import { tokenStorage } from '../../lib/token-storage';

/** The share dialog lists the caller's conversations with chat's own call. */
export { fetchConversations } from '../chat';

export const documentKeys = {
  all: ['documents'] as const,
  list: (folderId: string | null, q: string) => ['documents', 'list', folderId, q] as const,
  folders: (parentId: string | null) => ['documents', 'folders', parentId] as const,
  usage: ['documents', 'usage'] as const,
  trash: ['documents', 'trash'] as const,
  links: (documentId: string) => ['documents', 'links', documentId] as const,
  conversations: ['documents', 'conversations'] as const,
};

const data = <T>(answer: ApiSuccess<T>) => answer.data;
const byId = (id: string) => ({ params: { id } });

export interface Selection {
  ids: string[];
  folderIds: string[];
}

/** A search (`q`) looks in every folder, so it is sent without the folder. */
export function fetchDocuments(folderId: string | null, q: string) {
  const search = q.trim();
  const query = search ? { q: search } : folderId ? { folderId } : {};
  return api('GET /api/documents', { query }).then(data);
}

export const fetchFolder = (parentId: string | null) =>
  api('GET /api/documents/folders', { query: { parentId: parentId ?? undefined } }).then(data);

export const fetchUsage = () => api('GET /api/documents/usage').then(data);
export const fetchTrash = () => api('GET /api/documents/trash').then(data);

/** One file per request, so each has its own progress bar and can be cancelled alone. */
export function uploadDocument(
  file: File,
  folderId: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  const form = new FormData();
  // The server reads the folder before the files: it must come first.
  if (folderId) form.append('folderId', folderId);
  form.append('documents', file, file.name);
  return apiUpload('POST /api/documents/upload', { body: form }, { onProgress, signal, timeoutMs: 0 });
}

export const deleteDocuments = (selection: Selection) =>
  api('DELETE /api/documents', { body: selection }).then((answer) => answer.deletedCount);

export const renameDocument = (id: string, name: string) =>
  api('PUT /api/documents/:id', { ...byId(id), body: { name } }).then(data);

export const createFolder = (name: string, parentId: string | null) =>
  api('POST /api/documents/folders', { body: { name, parentId } }).then(data);
export const updateFolder = (id: string, body: { name?: string; parentId?: string | null }) =>
  api('PUT /api/documents/folders/:id', { ...byId(id), body }).then(data);
export const moveItems = (selection: Selection, targetFolderId: string | null) =>
  api('POST /api/documents/move', { body: { ...selection, targetFolderId } });

export const restoreItems = (selection: Selection) => api('POST /api/documents/restore', { body: selection });
/** Permanent: the named items, or with no selection everything in the trash. */
export const purgeTrash = (selection?: Selection) => api('DELETE /api/documents/trash', { body: selection ?? {} });

export const shareToChat = (id: string, conversationId: string) =>
  api('POST /api/documents/:id/share', { ...byId(id), body: { conversationId } });
export const fetchShareLinks = (id: string) => api('GET /api/documents/:id/links', byId(id)).then(data);
export const createShareLink = (id: string, expiresInDays: ShareLinkDays) =>
  api('POST /api/documents/:id/links', { ...byId(id), body: { expiresInDays } }).then(data);
export const revokeShareLink = (linkId: string) => api('DELETE /api/documents/links/:linkId', { params: { linkId } });

/**
 * The bytes of a stored file, fetched with the bearer token (a plain link cannot send it). `range`
 * asks for the first bytes only (text previews).
 */
export async function fetchDocumentBlob(storedName: string, range?: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (range) headers.Range = range;
  const url = urlOf('GET /api/documents/:idOrStoredName/download', { params: { idOrStoredName: storedName } });
  const response = await fetch(url, { headers, credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ApiError(typeof body?.message === 'string' ? body.message : '', response.status, 'http');
  }
  return response.blob();
}
