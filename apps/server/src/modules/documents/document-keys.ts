/** Where documents and their previews live in private storage (the upload sweep's owners use the same prefixes). */
export const DOCUMENT_KEY_PREFIX = 'documents/';
export const DOCUMENT_PREVIEW_PREFIX = 'document-previews/';

/** A stored name: `<uuid>` and an optional lower-case extension. Anything else is never a document. */
export const STORED_NAME_PATTERN = /^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

export function documentKey(storedName: string): string {
  return `${DOCUMENT_KEY_PREFIX}${storedName}`;
}

/** The preview of a document, by its id: one WebP picture. */
export function documentPreviewKey(documentId: string): string {
  return `${DOCUMENT_PREVIEW_PREFIX}${documentId}.webp`;
}
