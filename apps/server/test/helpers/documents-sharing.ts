import type { ApiSuccess, DocumentView } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { authHeaders, expectData, multipartPayload } from './api.js';
import type { RegisteredUser } from './test-app.js';

/** POST /api/documents/upload with one file as the `documents` field; expects 201 and answers the document. */
export async function uploadDocument(
  app: FastifyInstance,
  user: RegisteredUser,
  bytes: Uint8Array,
  filename: string,
): Promise<DocumentView> {
  const form = new FormData();
  form.append('documents', new Blob([bytes], { type: 'application/octet-stream' }), filename);
  const { headers, payload } = await multipartPayload(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: authHeaders(user.token, headers),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [document] = response.json<ApiSuccess<DocumentView[]>>().data;
  if (!document) throw new Error('the upload answered no document');
  return document;
}

/** The caller's document as GET /api/documents lists it (every folder: found by name). */
export async function listedDocument(app: FastifyInstance, user: RegisteredUser, document: DocumentView) {
  const url = `/api/documents?q=${encodeURIComponent(document.name)}`;
  const listed = expectData<DocumentView[]>(await app.inject({ method: 'GET', url, headers: authHeaders(user.token) }));
  const found = listed.find((item) => item.id === document.id);
  if (!found) throw new Error(`${document.name} is not listed`);
  return found;
}

/** Polls the list (as the web does) until the document's preview is no longer pending; answers the document. */
export async function settledPreview(app: FastifyInstance, user: RegisteredUser, document: DocumentView) {
  return vi.waitFor(
    async () => {
      const listed = await listedDocument(app, user, document);
      expect(listed.preview.status).not.toBe('pending');
      return listed;
    },
    { timeout: 10_000, interval: 50 },
  );
}
