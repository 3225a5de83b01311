import { unlink } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { LIMITS } from '@teamhub/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../lib/http-error.js';
import type { UploadTempFolder } from '../files/upload-temp.js';
import { uploadedName } from './document-types.js';
import { streamToNewFile } from '../files/new-file-stream.js';

/** One file of POST /api/documents/upload, in this process's temp folder. */
export interface ReceivedDocument {
  path: string;
  bytes: number;
  /** The name it is kept under (uploadedName of what the browser sent). */
  name: string;
}

export interface ReceivedUpload {
  files: ReceivedDocument[];
  /** The `folderId` text field as sent (undefined when absent). */
  folderId: string | undefined;
}

const FILE_FIELD = 'documents';
const MAX_FIELDS = 5;

/** Counts the bytes of the whole request's files and stops it the moment they go over what is left. */
class QuotaGate extends Transform {
  bytes = 0;
  constructor(
    private readonly counter: { total: number },
    private readonly allowedBytes: number,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    this.counter.total += chunk.length;
    if (this.counter.total > this.allowedBytes) return callback(payloadTooLarge('documents.quotaExceeded'));
    callback(null, chunk);
  }
}

export async function removeQuietly(file: string) {
  await unlink(file).catch(() => undefined);
}

/**
 * Streams every `documents` part into the temp folder (never into memory), at most `allowedBytes` in
 * all (413 'documents.quotaExceeded' at once past it), at most LIMITS.documents.filesPerUpload files
 * (400 'documents.tooManyFiles'), at least one (400 'documents.filesRequired'). All or nothing: when
 * this throws (a limit, the client going away, a disk error), every file it wrote is already gone.
 * `onField` sees text fields as they arrive (the folder is checked before any bytes are written).
 */
export async function receiveDocuments(
  request: FastifyRequest,
  temp: UploadTempFolder,
  allowedBytes: number,
  onField: (name: string, value: string) => Promise<void>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('documents.filesRequired');
  const files: ReceivedDocument[] = [];
  const written: string[] = [];
  const counter = { total: 0 };
  let folderId: string | undefined;
  const maxFiles = LIMITS.documents.filesPerUpload;
  const parts = request.parts({
    limits: {
      // A larger file could never fit; the gate below usually stops it much earlier.
      fileSize: Math.max(allowedBytes, 0) + 1,
      files: maxFiles,
      fields: MAX_FIELDS,
      fieldSize: 1024,
      parts: maxFiles + MAX_FIELDS,
    },
  });
  const { multipartErrors } = request.server;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'folderId' && typeof part.value === 'string') {
          folderId = part.value;
          await onField(part.fieldname, part.value);
        }
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        continue;
      }
      // A form's empty file input sends a part with no name and no bytes: not a file.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const path = temp.newPath();
      written.push(path);
      const gate = new QuotaGate(counter, allowedBytes);
      await streamToNewFile(path, part.file, gate);
      if (part.file.truncated) throw payloadTooLarge('documents.quotaExceeded');
      files.push({ path, bytes: gate.bytes, name: uploadedName(part.filename) });
    }
  } catch (error) {
    await Promise.all(written.map(removeQuietly));
    if (error instanceof multipartErrors.RequestFileTooLargeError) throw payloadTooLarge('documents.quotaExceeded');
    if (error instanceof multipartErrors.FilesLimitError) throw badRequest('documents.tooManyFiles');
    if (error instanceof multipartErrors.PartsLimitError) throw badRequest('documents.tooManyFiles');
    throw error;
  }
  if (files.length === 0) throw badRequest('documents.filesRequired');
  return { files, folderId };
}
