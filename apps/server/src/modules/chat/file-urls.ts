import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_FILE_URL_PREFIX, fileMessageContent, parseFileMessageContent } from '@teamhub/contracts';
import { isUuid } from '../../lib/validation.js';

/** A signed link is valid for 12 to 24 hours: it expires at the end of the next 12-hour window. */
const WINDOW_SECONDS = 12 * 60 * 60;

/**
 * Links to private chat files that work in a plain `<img src>` or `<a href download>`, which cannot
 * send the bearer token. Messages store the stable path `/api/chats/files/{fileId}/{name}`; every
 * time a message is shown to someone, the path gets `?t={readerId}.{expiry}.{signature}`, an HMAC of
 * the file, the reader and the expiry under a key derived from the JWT secret. The token only says
 * who is asking: whether they may see the file is decided on each request (a member removed from the
 * conversation loses access at once). Within one 12-hour window the link is the same, so browsers cache.
 */
export interface FileUrlSigner {
  /** `/api/chats/files/{fileId}/{name}` — the stored form of a file's address. */
  path(fileId: string, filename: string): string;
  /** The path with a token for `readerId`. */
  signedUrl(fileId: string, filename: string, readerId: string): string;
  /** The reader a token names for `fileId`, or null when it is malformed, forged or expired. */
  verify(fileId: string, token: string | undefined, nowMs?: number): string | null;
  /** A file message's content for `readerId` (its URL signed); other content is returned unchanged. */
  signContent(content: string, fileId: string | null, readerId: string): string;
}

export function createFileUrlSigner(secret: string): FileUrlSigner {
  const key = createHmac('sha256', secret).update('teamhub chat file links v1').digest();
  const signature = (fileId: string, readerId: string, expiry: number) =>
    createHmac('sha256', key).update(`${fileId}:${readerId}:${expiry}`).digest();
  const path = (fileId: string, filename: string) => `${CHAT_FILE_URL_PREFIX}${fileId}/${encodeURIComponent(filename)}`;

  const token = (fileId: string, readerId: string, nowMs = Date.now()) => {
    const expiry = (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
    return `${readerId}.${expiry}.${signature(fileId, readerId, expiry).toString('base64url')}`;
  };

  const signedUrl = (fileId: string, filename: string, readerId: string) =>
    `${path(fileId, filename)}?t=${token(fileId, readerId)}`;

  return {
    path,
    signedUrl,
    verify(fileId, value, nowMs = Date.now()) {
      const [readerId, expiryText, given, extra] = (value ?? '').split('.');
      if (!readerId || !expiryText || !given || extra !== undefined || !isUuid(readerId)) return null;
      const expiry = Number(expiryText);
      if (!Number.isSafeInteger(expiry) || expiry * 1000 <= nowMs) return null;
      const expected = signature(fileId, readerId, expiry);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return readerId;
    },
    signContent(content, fileId, readerId) {
      if (!fileId) return content;
      const file = parseFileMessageContent(content);
      if (!file?.url.startsWith(`${CHAT_FILE_URL_PREFIX}${fileId}/`)) return content;
      return fileMessageContent(file.filename, `${file.url.split('?')[0]}?t=${token(fileId, readerId)}`);
    },
  };
}
