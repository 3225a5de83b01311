import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/validation.js';

/** A link token is valid for 12 to 24 hours: it expires at the end of the next 12-hour window. */
const WINDOW_SECONDS = 12 * 60 * 60;

/**
 * Link tokens for private files, for places that cannot send the bearer token (`<img src>`, `<a
 * download>`, a `<video>`'s range requests): `{readerId}.{expiry}.{signature}`, an HMAC of the
 * resource, the reader and the expiry under a key derived from the JWT secret and the link's purpose
 * (a chat-file token is worth nothing as a document token). A token only says who is asking: whether
 * they may read the resource is checked on every request. Within one 12-hour window a reader's token
 * for a resource is the same, so browsers can cache.
 */
export interface LinkSigner {
  token(resourceId: string, readerId: string, nowMs?: number): string;
  /** The reader a token names for `resourceId`, or null when it is malformed, forged or expired. */
  verify(resourceId: string, token: string | undefined, nowMs?: number): string | null;
}

export function createLinkSigner(secret: string, purpose: string): LinkSigner {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const signature = (resourceId: string, readerId: string, expiry: number) =>
    createHmac('sha256', key).update(`${resourceId}:${readerId}:${expiry}`).digest();

  return {
    token(resourceId, readerId, nowMs = Date.now()) {
      const expiry = (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `${readerId}.${expiry}.${signature(resourceId, readerId, expiry).toString('base64url')}`;
    },
    verify(resourceId, value, nowMs = Date.now()) {
      const [readerId, expiryText, given, extra] = (value ?? '').split('.');
      if (!readerId || !expiryText || !given || extra !== undefined || !isUuid(readerId)) return null;
      const expiry = Number(expiryText);
      if (!Number.isSafeInteger(expiry) || expiry * 1000 <= nowMs) return null;
      const expected = signature(resourceId, readerId, expiry);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return readerId;
    },
  };
}
