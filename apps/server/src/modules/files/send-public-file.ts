import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestedRange } from './byte-range.js';
import { publicFileType } from './public-file-type.js';
import { isStorageKey, ObjectNotFoundError, type StorageDriver } from './storage-driver.js';

/** Uploaded files get new random names whenever their content changes, so a name's bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends an object of the public storage (avatars, post and story media) as /uploads/ does from disk:
 * the type from its extension, single byte ranges (206, 416) so videos seek, and cached for good.
 * A key that is not one, or no such object, goes to the app's not-found handler (404 JSON).
 */
export async function sendPublicFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StorageDriver,
  key: string,
) {
  if (!isStorageKey(key)) return reply.callNotFound();
  const info = await storage.stat(key);
  if (!info) return reply.callNotFound();
  const range = requestedRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${info.size}`).send();
  }
  let body;
  try {
    // Read before any header is set, so that an object deleted since the stat is a plain 404.
    body = request.method === 'HEAD' ? undefined : await storage.read(key, range ?? undefined);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return reply.callNotFound();
    throw error;
  }
  reply
    .header('Content-Type', publicFileType(key))
    .header('Cache-Control', IMMUTABLE)
    .header('Last-Modified', info.modifiedAt.toUTCString())
    .header('Accept-Ranges', 'bytes');
  if (range) {
    reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  // A HEAD answer keeps the length it would have had (Fastify leaves it alone for HEAD).
  return reply.header('Content-Length', range ? range.end - range.start + 1 : info.size).send(body);
}
