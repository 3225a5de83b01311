import { z } from './zod.js';
import { LIMITS } from './limits.js';

/** Where a document's small picture stands: made after the upload answers, shown when ready. */
export const PREVIEW_STATUSES = ['pending', 'ready', 'none', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export const documentViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string().describe('The name shown and used for downloads; renaming keeps its extension.'),
  type: z.string().describe('MIME type detected from the bytes (or from the name for plain text).'),
  size: z.number().describe('Bytes.'),
  createdAt: z.string(),
  updatedAt: z.string(),
  filename: z.string().describe('The stored file name (`<uuid>` plus the extension): accepted by …/{id}/download.'),
  path: z.string().describe("'documents/' + filename; clients take its last segment as the stored file name."),
  url: z.string().describe('GET …/download of this document (send the bearer token).'),
  folderId: z.string().nullable().describe('null: the top level.'),
  preview: z.object({
    status: z.enum(PREVIEW_STATUSES),
    url: z
      .string()
      .nullable()
      .describe('A signed link to a small WebP picture (usable by <img>) once `status` is ready.'),
  }),
  trashedAt: z.string().nullable().describe('When it went to the trash (kept 30 days), or null.'),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const folderViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  trashedAt: z.string().nullable(),
});
export type FolderView = z.infer<typeof folderViewSchema>;

/** GET /api/documents/folders?parentId=: a folder's sub-folders and the way back to the top. */
export const folderContentsAnswerSchema = z.object({
  folder: folderViewSchema.nullable().describe('null: the top level.'),
  breadcrumbs: z.array(folderViewSchema).describe('From the top level down to the folder itself.'),
  folders: z.array(folderViewSchema),
});
export type FolderContentsAnswer = z.infer<typeof folderContentsAnswerSchema>;

export const usageAnswerSchema = z.object({
  usedBytes: z.number().describe('Every document of the caller, the trash included.'),
  quotaBytes: z.number(),
});
export type UsageAnswer = z.infer<typeof usageAnswerSchema>;

export const trashAnswerSchema = z.object({
  documents: z.array(documentViewSchema),
  folders: z.array(folderViewSchema),
});
export type TrashAnswer = z.infer<typeof trashAnswerSchema>;

export const shareLinkViewSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  url: z.string().describe('Opens the file without signing in until it expires or is revoked.'),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type ShareLinkView = z.infer<typeof shareLinkViewSchema>;

const uuid = z.uuid('documents.notFound');
const optionalFolder = z
  .union([z.uuid('documents.folderNotFound'), z.literal(''), z.null()])
  .transform((value) => (value ? value.toLowerCase() : null));

export const DOCUMENT_SORT_KEYS = ['name', 'date', 'size', 'type'] as const;
export type DocumentSortKey = (typeof DOCUMENT_SORT_KEYS)[number];

/**
 * GET /api/documents: the documents of one folder (`folderId`, the top level when absent), or with
 * `q` every document of the caller whose name contains it, whatever its folder. Not in the trash.
 */
export const documentListQuerySchema = z.object({
  folderId: optionalFolder.optional(),
  q: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? ''),
});

export const documentIdsBodySchema = z.object({
  ids: z.array(uuid).max(LIMITS.documents.batchMax).default([]),
  folderIds: z.array(z.uuid('documents.folderNotFound')).max(LIMITS.documents.batchMax).default([]),
});

/** DELETE /api/documents: to the trash. At least one id ('documents.selectionRequired'). */
export const deleteDocumentsBodySchema = documentIdsBodySchema.refine(
  (body) => body.ids.length + body.folderIds.length > 0,
  'documents.selectionRequired',
);

const documentName = z
  .string({ error: 'documents.nameRequired' })
  .trim()
  .min(1, 'documents.nameRequired')
  .max(LIMITS.documents.name, 'documents.nameTooLong')
  .refine((value) => !/[/\\]/.test(value), 'documents.nameInvalid');

/** PUT /api/documents/{id}: the new name; the server keeps the original extension. */
export const renameDocumentBodySchema = z.object({ name: documentName });

export const createFolderBodySchema = z.object({ name: documentName, parentId: optionalFolder.optional() });
export const updateFolderBodySchema = z.object({ name: documentName.optional(), parentId: optionalFolder.optional() });

/** POST /api/documents/move: documents and folders into `targetFolderId` (null: the top level). */
export const moveBodySchema = documentIdsBodySchema.extend({ targetFolderId: optionalFolder });

/** POST /api/documents/{id}/share: the document as a file message in a conversation the caller is in. */
export const shareToChatBodySchema = z.object({ conversationId: z.uuid('chat.conversationNotFound') });

export const SHARE_LINK_DAYS = [1, 7, 30] as const;
export type ShareLinkDays = (typeof SHARE_LINK_DAYS)[number];
export const createShareLinkBodySchema = z.object({
  expiresInDays: z.union([z.literal(1), z.literal(7), z.literal(30)], { error: 'documents.expiryInvalid' }).default(7),
});
