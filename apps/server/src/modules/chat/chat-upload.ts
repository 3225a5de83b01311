import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../lib/http-error.js';

/** The file of POST /api/chats/upload, in a temporary file the caller must keep or discard. */
export interface ReceivedChatFile {
  path: string;
  bytes: number;
  /** The name the browser sent (untrusted: see safeFileName). */
  filename: string;
  discard: () => Promise<void>;
}

/**
 * Private chat files: DATA_DIR/uploads-private/chat/<uuid>, never under the public /uploads.
 * Uploads in progress go to DATA_DIR/uploads-private/.incoming, emptied at start (a crash mid-upload
 * leaves nothing behind for long).
 */
export interface ChatFileStorage {
  tempPath(): string;
  /** Moves a received file into place under a new name; answers that name. */
  keep(tempPath: string): Promise<string>;
  pathOf(storedName: string): string;
  remove(storedName: string): Promise<void>;
}

const STORED_NAME = /^[0-9a-f-]{36}$/;

export function createChatFileStorage(privateDir: string, log: Pick<FastifyBaseLogger, 'warn'>): ChatFileStorage {
  const directory = path.join(privateDir, 'chat');
  const incoming = path.join(privateDir, '.incoming');
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  mkdirSync(directory, { recursive: true });
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored chat file name: ${storedName}`);
    return path.join(directory, storedName);
  };
  return {
    tempPath: () => path.join(incoming, randomUUID()),
    async keep(tempPath) {
      await mkdir(directory, { recursive: true });
      const storedName = randomUUID();
      await rename(tempPath, pathOf(storedName));
      return storedName;
    },
    pathOf,
    async remove(storedName) {
      try {
        await unlink(pathOf(storedName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn({ err: error, storedName }, 'could not delete a chat file');
        }
      }
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
      await pipeline(part.file, gate, createWriteStream(tempPath, { flags: 'wx' }));
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
