import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.js';

export interface PrivateFile {
  path: string;
  mimeType: string;
  kind: 'image' | 'file';
  /** The name offered to the browser. */
  filename: string;
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the real name. */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The byte range a `Range` header asks for: null to send everything, 'unsatisfiable' for 416. */
function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/u.exec(header.trim()) : null;
  // Several ranges or another unit: answering the whole file is always allowed (RFC 9110 §14.2).
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return 'unsatisfiable';
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start) return null;
  }
  return { start, end };
}

/**
 * Sends a private chat file. Pictures are shown inline with their picture type; everything else is a
 * download (`Content-Disposition: attachment`) and never a page: PDF and Word files keep their types,
 * text is `text/plain`. `nosniff` (from helmet) stops browsers from guessing otherwise, and a sandbox
 * policy leaves any document opened from here without scripts. Single byte ranges are answered with 206.
 */
export async function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, file: PrivateFile) {
  let size: number;
  try {
    size = (await stat(file.path)).size;
  } catch {
    throw notFound();
  }
  const contentType = file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType;
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(file.kind === 'image' ? 'inline' : 'attachment', file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    // Private to the reader; a file's bytes never change (a new upload is a new file).
    .header('Cache-Control', 'private, max-age=86400')
    .header('Accept-Ranges', 'bytes');
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  }
  if (!range) {
    reply.header('Content-Length', size);
    return reply.send(createReadStream(file.path));
  }
  reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1);
  return reply.send(createReadStream(file.path, range));
}
