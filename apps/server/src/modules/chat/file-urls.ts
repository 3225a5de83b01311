import { CHAT_FILE_URL_PREFIX, fileMessageContent, parseFileMessageContent } from '@teamhub/contracts';
import { createLinkSigner } from '../files/signed-links.js';

/**
 * Links to private chat files. Messages store the stable path `/api/chats/files/{fileId}/{name}`;
 * every time a message is shown to someone, the path gets `?t={token}` for that reader (the files
 * module's signed links), since an `<img>` or a download link cannot send the bearer token.
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
  // The purpose string is part of the key: changing it would void every link already handed out.
  const links = createLinkSigner(secret, 'teamhub chat file links v1');
  const path = (fileId: string, filename: string) => `${CHAT_FILE_URL_PREFIX}${fileId}/${encodeURIComponent(filename)}`;

  return {
    path,
    signedUrl: (fileId, filename, readerId) => `${path(fileId, filename)}?t=${links.token(fileId, readerId)}`,
    verify: (fileId, token, nowMs) => links.verify(fileId, token, nowMs),
    signContent(content, fileId, readerId) {
      if (!fileId) return content;
      const file = parseFileMessageContent(content);
      if (!file?.url.startsWith(`${CHAT_FILE_URL_PREFIX}${fileId}/`)) return content;
      return fileMessageContent(file.filename, `${file.url.split('?')[0]}?t=${links.token(fileId, readerId)}`);
    },
  };
}
