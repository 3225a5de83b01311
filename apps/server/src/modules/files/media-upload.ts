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

/** How a feature takes several feed media files (a post's album) besides its text fields. */
export interface MediaFilesRules extends Omit<MediaUploadRules, 'field'> {
  /** The file fields and how many files each may hold; a file of any other field is skipped. */
  fileFields: Record<string, number>;
  /** The answer for one file more than its field may hold. */
  tooMany: () => HttpError;
  /** The answer for files in two different fields; absent, they may be mixed. */
  mixed?: () => HttpError;
  /** The largest text field; 16 KB unless told. */
  fieldMaxBytes?: number;
}

/** A received file with the form field it came in. */
export interface ReceivedFieldFile {
  field: string;
  file: ReceivedFile;
}

/**
 * Reads a multipart body of text fields and pictures or videos, streaming each file into a fresh
 * temporary path from `newTempPath` (never holding it in memory). 400 `messages.unsupported` for
 * anything but a picture or video, 413 over the limit of its kind, `tooMany()` past a field's count.
 * On any failure every temporary file is already gone when this throws; otherwise the caller must
 * `discard()` each file it was handed.
 */
export async function receiveMediaFiles(
  request: FastifyRequest,
  newTempPath: () => string,
  rules: MediaFilesRules,
): Promise<{ fields: Record<string, string>; files: ReceivedFieldFile[] }> {
  if (!request.isMultipart()) throw badRequest(rules.messages.required);
  const { limits } = rules;
  const maxFiles = Object.values(rules.fileFields).reduce((sum, count) => sum + count, 0);
  const fields: Record<string, string> = {};
  const files: ReceivedFieldFile[] = [];
  let inFlight: string | null = null;
  const parts = request.parts({
    limits: {
      // The app-wide multipart limits are the avatar's; feed media needs its own.
      fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes),
      files: maxFiles,
      fields: MAX_FIELDS,
      fieldSize: rules.fieldMaxBytes ?? FIELD_MAX_BYTES,
      parts: MAX_FIELDS + maxFiles,
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
      const allowed = rules.fileFields[part.fieldname];
      if (allowed === undefined) {
        // Another file field: read past it so the fields after it still arrive.
        part.file.resume();
        continue;
      }
      // Refused before the file is read: no need to receive a file that cannot be kept.
      if (rules.mixed && files.some((received) => received.field !== part.fieldname)) throw rules.mixed();
      if (files.filter((received) => received.field === part.fieldname).length >= allowed) throw rules.tooMany();
      const tempPath = newTempPath();
      inFlight = tempPath;
      const gate = new MediaGate({ ...rules, field: part.fieldname });
      await streamToNewFile(tempPath, part.file, gate);
      // Past the parser's own limit the stream just ends early, flagged as truncated.
      if (part.file.truncated && gate.media) throw gate.tooLarge();
      if (gate.media) {
        const file = { path: tempPath, media: gate.media, bytes: gate.bytes, discard: () => removeQuietly(tempPath) };
        files.push({ field: part.fieldname, file });
      } else {
        await removeQuietly(tempPath);
      }
      inFlight = null;
    }
  } catch (error) {
    await Promise.all([...files.map(({ file }) => file.path), ...(inFlight ? [inFlight] : [])].map(removeQuietly));
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw payloadTooLarge(rules.messages.videoTooLarge);
    }
    throw error;
  }
  return { fields, files };
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
  const { fields, files } = await receiveMediaFiles(request, () => tempPath, {
    ...rules,
    fileFields: { [rules.field]: 1 },
    // Never reached: the parser's own limit of one file answers a second one first, as before.
    tooMany: () => payloadTooLarge(rules.messages.videoTooLarge),
  });
  return { fields, file: files[0]?.file ?? null };
}
