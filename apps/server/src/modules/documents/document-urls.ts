import { createLinkSigner } from '../files/signed-links.js';

export const DOCUMENTS_API = '/api/documents';

/**
 * Addresses of a document's bytes and preview. The bearer token opens them; so does a `t` link token
 * (files module's signed links) for places that cannot send a header (<img>, a download link).
 */
export interface DocumentUrls {
  /** GET …/{id}/download, for clients that send the bearer token. */
  download(documentId: string): string;
  /** The same with a link token for `readerId`. */
  signedDownload(documentId: string, readerId: string): string;
  /** GET …/{id}/preview with a link token for `readerId`. */
  signedPreview(documentId: string, readerId: string): string;
  /** The reader a link token names for `documentId`, or null when it is malformed, forged or expired. */
  verify(documentId: string, token: string | undefined, nowMs?: number): string | null;
}

export function createDocumentUrls(secret: string): DocumentUrls {
  // The purpose is part of the key: a chat-file token opens no document; changing it voids every link.
  const links = createLinkSigner(secret, 'teamhub document links v1');
  const download = (documentId: string) => `${DOCUMENTS_API}/${documentId}/download`;
  return {
    download,
    signedDownload: (documentId, readerId) => `${download(documentId)}?t=${links.token(documentId, readerId)}`,
    signedPreview: (documentId, readerId) =>
      `${DOCUMENTS_API}/${documentId}/preview?t=${links.token(documentId, readerId)}`,
    verify: (documentId, token, nowMs) => links.verify(documentId, token, nowMs),
  };
}
