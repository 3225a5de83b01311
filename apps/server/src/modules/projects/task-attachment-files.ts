import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { imagePreview, pdfPreview, previewSourceOf } from '../documents/document-previews-render.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { UploadTempFolder } from '../files/upload-temp.js';
import { createLinkSigner } from '../files/signed-links.js';

/** Uploaded task attachments and their previews in the private storage (the sweep's owners use the same prefixes). */
export const TASK_FILE_PREFIX = 'task-files/';
export const TASK_FILE_PREVIEW_PREFIX = 'task-file-previews/';
const STORED_NAME = /^[0-9a-f-]{36}$/;

export function taskFileKey(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored task file name: ${storedName}`);
  return `${TASK_FILE_PREFIX}${storedName}`;
}

const taskFilePreviewKey = (storedName: string) => `${TASK_FILE_PREVIEW_PREFIX}${storedName}.webp`;

/** What an uploaded attachment left in storage: its file and, for pictures and PDFs, its preview. */
export interface StoredTaskFile {
  storedName: string;
  previewKey: string | null;
}

/**
 * The storage side of task attachments: keeping an upload (with its preview), removing stored files
 * after their rows are gone, and the link tokens of their URLs.
 */
export function createTaskAttachmentFiles(
  storage: StorageDriver,
  temp: UploadTempFolder,
  jwtSecret: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  // The purpose is part of the key: a chat-file or document token opens no attachment.
  const links = createLinkSigner(jwtSecret, 'teamhub task attachment links v1');
  // Previews are drawn here, in the request, one at a time: pdf.js works in this thread, and a burst of
  // uploads must not take every core (document-previews.ts queues for the same reason).
  let previewTurn: Promise<unknown> = Promise.resolve();

  /** A WebP preview of the picture or PDF at `path`, or null (another kind, or bytes that do not decode). */
  const drawPreview = async (path: string, mimeType: string): Promise<Buffer | null> => {
    const source = previewSourceOf(mimeType);
    if (!source) return null;
    const px = LIMITS.projects.attachmentPreviewPx;
    const draw = previewTurn.then(async () => {
      const bytes = await readFile(path);
      return source === 'image' ? imagePreview(bytes, px) : pdfPreview(bytes, px);
    });
    previewTurn = draw.catch(() => undefined);
    try {
      return await draw;
    } catch (error) {
      log.warn({ err: error }, 'task attachment preview failed');
      return null;
    }
  };

  const remove = async (keys: string[]) => {
    for (const key of keys) {
      // A file that stays behind is a stray for the upload sweep, not a failed request.
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete a task attachment file'));
    }
  };

  return {
    /** The private storage the files (and linked documents) are read from. */
    storage,
    tempPath: () => temp.newPath(),
    /**
     * Moves a received upload into storage under a new name, with its preview when it has one. On a
     * failure nothing of it stays in storage; the temporary file is the caller's to discard.
     */
    async keep(tempPath: string, mimeType: string): Promise<StoredTaskFile> {
      const storedName = randomUUID();
      const picture = await drawPreview(tempPath, mimeType);
      const previewKey = picture ? taskFilePreviewKey(storedName) : null;
      try {
        if (previewKey && picture) await storage.put(previewKey, picture);
        await storage.moveIn(taskFileKey(storedName), tempPath);
      } catch (error) {
        await remove([taskFileKey(storedName), ...(previewKey ? [previewKey] : [])]);
        throw error;
      }
      return { storedName, previewKey };
    },
    remove,
    /** The storage keys of stored attachments (their files and previews), for removing after a commit. */
    keysOf: (files: { storedName: string | null; previewKey: string | null }[]) =>
      files.flatMap((file) => [file.storedName ? taskFileKey(file.storedName) : null, file.previewKey]).filter(isKey),
    /** `/api/projects/tasks/{taskId}/attachments/{id}/{file|preview}?t=…` for `readerId`. */
    signedUrl: (taskId: string, attachmentId: string, which: 'file' | 'preview', readerId: string) =>
      `/api/projects/tasks/${taskId}/attachments/${attachmentId}/${which}?t=${links.token(attachmentId, readerId)}`,
    /** The reader a link token names for the attachment, or null when malformed, forged or expired. */
    verify: (attachmentId: string, token: string) => links.verify(attachmentId, token),
  };
}

const isKey = (key: string | null): key is string => key !== null;

export type TaskAttachmentFiles = ReturnType<typeof createTaskAttachmentFiles>;
