import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiSuccess, DocumentView } from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authHeaders, multipartPayload } from './api.js';

/** One file to upload: its bytes, its name and (optionally) the type the browser claims. */
export interface UploadFile {
  bytes: Uint8Array | string;
  name: string;
  type?: string;
}

/** The multipart body of POST /api/documents/upload: `folderId` first, then the files. */
export async function documentsForm(files: UploadFile[], folderId?: string) {
  const form = new FormData();
  if (folderId !== undefined) form.append('folderId', folderId);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes;
    form.append('documents', new Blob([bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return multipartPayload(form);
}

export async function uploadDocuments(
  app: FastifyInstance,
  token: string | undefined,
  files: UploadFile[],
  folderId?: string,
): Promise<LightMyRequestResponse> {
  const { headers, payload } = await documentsForm(files, folderId);
  return app.inject({ method: 'POST', url: '/api/documents/upload', headers: authHeaders(token, headers), payload });
}

/** Uploads and expects 201; answers the documents. */
export async function uploaded(
  app: FastifyInstance,
  token: string,
  files: UploadFile[],
  folderId?: string,
): Promise<DocumentView[]> {
  const response = await uploadDocuments(app, token, files, folderId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<DocumentView[]>>().data;
}

/** The stored documents' file names in the private storage. */
export function storedDocuments(privateUploadsDir: string): string[] {
  try {
    return readdirSync(path.join(privateUploadsDir, 'documents'));
  } catch {
    return [];
  }
}
