import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../lib/http-error.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { UploadTempFolder } from '../files/upload-temp.js';
import { streamToNewFile } from '../files/new-file-stream.js';

/** The file of POST /api/chats/upload, in a temporary file the caller must keep or discard. */
export interface ReceivedChatFile {
  path: string;
  bytes: number;
  /** The name the browser sent (untrusted: see safeFileName). */
  filename: string;
  discard: () => Promise<void>;
}

/** Chat attachments are `chat/<uuid>` objects in the private storage, never under the public /uploads. */
export const CHAT_FILE_KEY_PREFIX = 'chat/';
const STORED_NAME = /^[0-9a-f-]{36}$/;

/** The storage key of a stored chat file name (the `stored_name` column). */
export function chatFileKey(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored chat file name: ${storedName}`);
  return `${CHAT_FILE_KEY_PREFIX}${storedName}`;
}

export interface ChatFileStorage {
  /** A fresh path for an upload in progress, in this process's temp folder. */
  tempPath(): string;
  /** Moves a received file into storage under a new name; answers that name. */
  keep(tempPath: string): Promise<string>;
  remove(storedName: string): Promise<void>;
}

export function createChatFileStorage(
  storage: StorageDriver,
  temp: UploadTempFolder,
  log: Pick<FastifyBaseLogger, 'warn'>,
): ChatFileStorage {
  return {
    tempPath: () => temp.newPath(),
    async keep(tempPath) {
      const storedName = randomUUID();
      await storage.moveIn(chatFileKey(storedName), tempPath);
      return storedName;
    },
    async remove(storedName) {
      // A file that stays behind is a stray file for the start-up sweep, not a failed request.
      await storage
        .delete(chatFileKey(storedName))
        .catch((error: unknown) => log.warn({ err: error, storedName }, 'could not delete a chat file'));
    },
  };
}

const FILE_FIELD = 'file';
const MAX_FIELDS = 5;

/** Counts the bytes going through, and stops the upload as soon as it is over the limit. */
class SizeGate extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(payloadTooLarge('chat.fileTooLarge'));
    callback(null, chunk);
  }
}

async function removeQuietly(file: string) {
  await unlink(file).catch(() => undefined);
}

/**
 * Streams the `file` field of a multipart request into `tempPath` (never into memory). 400
 * 'chat.fileRequired' without a file or with an empty one, 413 'chat.fileTooLarge' over `maxBytes`;
 * when this throws, the temporary file is already gone.
 */
export async function receiveChatUpload(
  request: FastifyRequest,
  tempPath: string,
  maxBytes: number,
): Promise<ReceivedChatFile> {
  if (!request.isMultipart()) throw badRequest('chat.fileRequired');
  let received: ReceivedChatFile | null = null;
  const parts = request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: 1024, parts: MAX_FIELDS + 1 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== FILE_FIELD || received) {
        part.file.resume();
        continue;
      }
      const gate = new SizeGate(maxBytes);
      await streamToNewFile(tempPath, part.file, gate);
      // Past the parser's own limit the stream just ends early, flagged as truncated.
      if (part.file.truncated) throw payloadTooLarge('chat.fileTooLarge');
      if (gate.bytes === 0) {
        await removeQuietly(tempPath);
        continue;
      }
      received = {
        path: tempPath,
        bytes: gate.bytes,
        filename: part.filename,
        discard: () => removeQuietly(tempPath),
      };
    }
  } catch (error) {
    await removeQuietly(tempPath);
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw payloadTooLarge('chat.fileTooLarge');
    }
    throw error;
  }
  if (!received) throw badRequest('chat.fileRequired');
  return received;
}
