import { unlink } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import type { ServerMessageKey } from '@teamhub/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, type HttpError } from '../../lib/http-error.js';
import { containsNulByte } from '../../lib/nul-bytes.js';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from './media-sniffer.js';
import { streamToNewFile } from './new-file-stream.js';

export interface MediaUploadLimits {
  imageMaxBytes: number;
  videoMaxBytes: number;
}

/** How one feature takes feed media (a post's `image`, a story's `media`): its field, limits and messages. */
export interface MediaUploadRules {
  /** The form field of the file; any other file field is skipped. */
  field: string;
  limits: MediaUploadLimits;
  messages: {
    /** Not multipart at all (the feature answers it again when no file arrived). */
    required: ServerMessageKey;
    /** Not a picture or video it may hold. */
    unsupported: ServerMessageKey;
    imageTooLarge: ServerMessageKey;
    videoTooLarge: ServerMessageKey;
  };
}

/** The received file, on disk in a temporary file that the caller must `discard()`. */
export interface ReceivedFile {
  path: string;
  media: SniffedMedia;
  bytes: number;
  discard: () => Promise<void>;
}

export interface ReceivedMediaUpload {
  /** The text fields as sent (the last value of a repeated field). */
  fields: Record<string, string>;
  /** The file field's file; null when none (or an empty one) was sent. */
  file: ReceivedFile | null;
}

// A post caption of 2,200 characters is at most 8,800 bytes of UTF-8, ten story texts of 200 characters
// in their JSON about the same; a longer field is cut here and then refused by the feature's schema.
const FIELD_MAX_BYTES = 16 * 1024;
const MAX_FIELDS = 20;

/**
 * Passes a file through while deciding what it is from its first bytes: junk is refused as soon
 * as those bytes are in (no need to receive 200 MB of it), and a picture over the image limit is
 * cut off at that limit rather than at the larger video one.
 */
class MediaGate extends Transform {
  media: SniffedMedia | null = null;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly rules: MediaUploadRules) {
    super();
  }

  tooLarge(): HttpError {
    const { messages } = this.rules;
    return payloadTooLarge(this.media?.kind === 'image' ? messages.imageTooLarge : messages.videoTooLarge);
  }

  private async decide(): Promise<HttpError | null> {
    this.media = await sniffMedia(Buffer.concat(this.head));
    if (!this.media) return badRequest(this.rules.messages.unsupported);
    for (const chunk of this.head) this.push(chunk);
    this.head = [];
    return this.checkSize();
  }

  private checkSize(): HttpError | null {
    if (!this.media) return null;
    const { limits } = this.rules;
    const max = this.media.kind === 'image' ? limits.imageMaxBytes : limits.videoMaxBytes;
    return this.bytes > max ? this.tooLarge() : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.media) {
      const error = this.checkSize();
      if (error) return callback(error);
      this.push(chunk);
      return callback();
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return callback();
    this.decide().then((error) => callback(error), callback);
  }

  override _flush(callback: TransformCallback) {
    // A file smaller than the sniff window is decided at its end; an empty one is no file at all.
    if (this.media || this.bytes === 0) return callback();
    this.decide().then((error) => callback(error), callback);
  }
}

async function removeQuietly(file: string) {
  await unlink(file).catch(() => undefined);
}

/**
 * Reads a multipart body of text fields and one picture or video, streaming the file into `tempPath`
 * (never holding it in memory). 400 `messages.unsupported` for anything but a picture or video, 413
 * over the limit of its kind. On any failure the temporary file is already gone when this throws.
 */
export async function receiveMediaUpload(
  request: FastifyRequest,
  tempPath: string,
  rules: MediaUploadRules,
): Promise<ReceivedMediaUpload> {
  if (!request.isMultipart()) throw badRequest(rules.messages.required);
  const { limits } = rules;
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const parts = request.parts({
    limits: {
      // The app-wide multipart limits are the avatar's; feed media needs its own.
      fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes),
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: FIELD_MAX_BYTES,
      parts: MAX_FIELDS + 1,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // PostgreSQL text cannot hold NUL; the app-wide guard never sees multipart fields.
        if (containsNulByte(part.value) || containsNulByte(part.fieldname)) throw badRequest('common.nulByte');
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field) {
        // Another file field: read past it so the fields after it still arrive.
        part.file.resume();
        continue;
      }
      const gate = new MediaGate(rules);
      await streamToNewFile(tempPath, part.file, gate);
      // Past the parser's own limit the stream just ends early, flagged as truncated.
      if (part.file.truncated && gate.media) throw gate.tooLarge();
      if (gate.media) {
        file = { path: tempPath, media: gate.media, bytes: gate.bytes, discard: () => removeQuietly(tempPath) };
      } else {
        await removeQuietly(tempPath);
      }
    }
  } catch (error) {
    await removeQuietly(tempPath);
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw payloadTooLarge(rules.messages.videoTooLarge);
    }
    throw error;
  }
  return { fields, file };
}
