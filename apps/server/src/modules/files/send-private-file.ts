import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { requestedRange } from './byte-range.js';
import { ObjectNotFoundError, type StorageDriver } from './storage-driver.js';

/** A stored object about to be sent to someone allowed to read it. */
export interface PrivateFile {
  key: string;
  mimeType: string;
  /** Inline shows it in the page (pictures); attachment makes any other file a download. */
  disposition: 'inline' | 'attachment';
  /** The name offered to the browser. */
  filename: string;
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the real name. */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a private file from any storage driver, with single byte ranges (206, 416) so videos seek and
 * downloads resume. Text is `text/plain; charset=utf-8`; `nosniff` stops browsers from guessing another
 * type, and a sandbox policy leaves any document opened from here without scripts. The caller has
 * already checked that the reader may see the file; a missing object is a 404.
 */
export async function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StorageDriver,
  file: PrivateFile,
) {
  const info = await storage.stat(file.key);
  if (!info) throw notFound();
  const contentType = file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType;
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(file.disposition, file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    // Private to the reader; a stored object's bytes never change (a new upload is a new key).
    .header('Cache-Control', 'private, max-age=86400')
    .header('Accept-Ranges', 'bytes');
  const range = requestedRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${info.size}`).send();
  }
  try {
    if (!range) {
      reply.header('Content-Length', info.size);
      return reply.send(await storage.read(file.key));
    }
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1);
    return reply.send(await storage.read(file.key, range));
  } catch (error) {
    // Deleted between the stat and the read.
    if (error instanceof ObjectNotFoundError) throw notFound();
    throw error;
  }
}
