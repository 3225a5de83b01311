import type {
  ApiSuccess,
  ConversationView,
  DocumentView,
  FolderContentsAnswer,
  FolderView,
  ShareLinkView,
  TrashAnswer,
  UsageAnswer,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { tokenStorage } from '../../lib/token-storage';
import { uploadForm } from '../../lib/upload';

export const documentKeys = {
  all: ['documents'] as const,
  list: (folderId: string | null, q: string) => ['documents', 'list', folderId, q] as const,
  folders: (parentId: string | null) => ['documents', 'folders', parentId] as const,
  usage: ['documents', 'usage'] as const,
  trash: ['documents', 'trash'] as const,
  links: (documentId: string) => ['documents', 'links', documentId] as const,
  conversations: ['documents', 'conversations'] as const,
};

const base = '/api/documents';
const data = <T>(answer: ApiSuccess<T>) => answer.data;
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

export interface Selection {
  ids: string[];
  folderIds: string[];
}

export function fetchDocuments(folderId: string | null, q: string) {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  else if (folderId) query.set('folderId', folderId);
  const suffix = query.size ? `?${query}` : '';
  // The spec's client accepts `data` or the body itself.
  return apiRequest<ApiSuccess<DocumentView[]> | DocumentView[]>(`${base}${suffix}`).then((answer) =>
    Array.isArray(answer) ? answer : answer.data,
  );
}

export const fetchFolder = (parentId: string | null) =>
  apiRequest<ApiSuccess<FolderContentsAnswer>>(
    `${base}/folders${parentId ? `?parentId=${encodeURIComponent(parentId)}` : ''}`,
  ).then(data);

export const fetchUsage = () => apiRequest<ApiSuccess<UsageAnswer>>(`${base}/usage`).then(data);
export const fetchTrash = () => apiRequest<ApiSuccess<TrashAnswer>>(`${base}/trash`).then(data);

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
  return uploadForm<ApiSuccess<DocumentView[]>>(`${base}/upload`, form, { onProgress, signal, timeoutMs: 0 });
}

export const deleteDocuments = (selection: Selection) =>
  apiRequest<{ deletedCount?: number; data?: { deletedCount: number } }>(base, {
    method: 'DELETE',
    body: selection,
  }).then((answer) => answer.deletedCount ?? answer.data?.deletedCount ?? 0);

export const renameDocument = (id: string, name: string) =>
  apiRequest<ApiSuccess<DocumentView>>(at(id), { method: 'PUT', body: { name } }).then(data);

export const createFolder = (name: string, parentId: string | null) =>
  apiRequest<ApiSuccess<FolderView>>(`${base}/folders`, { method: 'POST', body: { name, parentId } }).then(data);
export const updateFolder = (id: string, body: { name?: string; parentId?: string | null }) =>
  apiRequest<ApiSuccess<FolderView>>(`${base}/folders/${encodeURIComponent(id)}`, { method: 'PUT', body }).then(data);
export const moveItems = (selection: Selection, targetFolderId: string | null) =>
  apiRequest<unknown>(`${base}/move`, { method: 'POST', body: { ...selection, targetFolderId } });

export const restoreItems = (selection: Selection) =>
  apiRequest<unknown>(`${base}/restore`, { method: 'POST', body: selection });
/** Permanent: the named items, or with no selection everything in the trash. */
export const purgeTrash = (selection?: Selection) =>
  apiRequest<unknown>(`${base}/trash`, { method: 'DELETE', body: selection ?? {} });

export const fetchConversations = () =>
  apiRequest<ApiSuccess<ConversationView[]>>('/api/chats/conversations').then(data);
export const shareToChat = (id: string, conversationId: string) =>
  apiRequest<unknown>(`${at(id)}/share`, { method: 'POST', body: { conversationId } });
export const fetchShareLinks = (id: string) => apiRequest<ApiSuccess<ShareLinkView[]>>(`${at(id)}/links`).then(data);
export const createShareLink = (id: string, expiresInDays: number) =>
  apiRequest<ApiSuccess<ShareLinkView>>(`${at(id)}/links`, { method: 'POST', body: { expiresInDays } }).then(data);
export const revokeShareLink = (linkId: string) =>
  apiRequest<unknown>(`${base}/links/${encodeURIComponent(linkId)}`, { method: 'DELETE' });

/**
 * The bytes of a stored file, fetched with the bearer token (a plain link cannot send it). `range`
 * asks for the first bytes only (text previews).
 */
export async function fetchDocumentBlob(storedName: string, range?: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (range) headers.Range = range;
  const response = await fetch(`${at(storedName)}/download`, { headers, credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ApiError(typeof body?.message === 'string' ? body.message : '', response.status, 'http');
  }
  return response.blob();
}
