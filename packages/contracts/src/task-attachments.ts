import { z } from './zod.js';

export const TASK_ATTACHMENT_KINDS = ['file', 'document'] as const;
export type TaskAttachmentKind = (typeof TASK_ATTACHMENT_KINDS)[number];

/**
 * One attachment of a task: a file uploaded to it, or a link to one of the uploader's documents (not a
 * copy: a document deleted for good leaves the attachment without a file, `available` false). `url` and
 * `previewUrl` carry a link token for the reader (an <img> or a download link cannot send a header).
 */
export const taskAttachmentViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  taskId: z.string(),
  kind: z.enum(TASK_ATTACHMENT_KINDS),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  url: z.string().nullable().describe('The file, for project members; null when a linked document is gone.'),
  previewUrl: z.string().nullable().describe('A small WebP picture (pictures, the first page of a PDF), if any.'),
  available: z.boolean().describe('False when a linked document was deleted or is in its owner’s trash.'),
  documentId: z.string().nullable(),
  uploadedBy: z.object({ _id: z.string(), id: z.string(), username: z.string(), avatar: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TaskAttachmentView = z.infer<typeof taskAttachmentViewSchema>;

/** POST /api/projects/tasks/:taskId/attachments as JSON: one of the caller's documents, linked. */
export const attachDocumentBodySchema = z.object(
  {
    documentId: z
      .string({ error: 'projects.attachmentDocumentRequired' })
      .min(1, 'projects.attachmentDocumentRequired'),
  },
  { error: 'projects.attachmentDocumentRequired' },
);
export type AttachDocumentBody = z.output<typeof attachDocumentBodySchema>;

export const attachmentRefSchema = z.object({ taskId: z.string(), attachmentId: z.string() });

/**
 * `attachments-updated` on /projects, to the project's room: a task's attachments changed. The links are
 * signed for each reader, so the list is not in the event: whoever shows the task reads it again.
 */
export interface AttachmentsUpdatedPayload {
  projectId: string;
  taskId: string;
  attachmentCount: number;
}
