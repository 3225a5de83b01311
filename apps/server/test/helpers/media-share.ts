import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authHeaders, multipartPayload } from './api.js';
import { tempFiles } from './upload-temp.js';

export interface MediaShareOptions {
  fields?: Record<string, string>;
  filename?: string;
  type?: string;
  /** The file's form field, when not the feature's own (to try another). */
  field?: string;
}

/** Media limits low enough to reach quickly (the real video limits, 100 and 200 MB, are slow to try). */
export const LOWERED_MEDIA_LIMITS = { imageMaxBytes: 64 * 1024, videoMaxBytes: 256 * 1024 };

/** POSTs a photo or video to `url` as the web client sends it: text fields first, then the file. */
export async function shareMedia(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  bytes: Uint8Array | null,
  { fields = {}, filename = 'photo.png', type = 'image/png', field }: MediaShareOptions & { field: string },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (bytes) form.append(field, new Blob([bytes], { type }), filename);
  const { headers, payload } = await multipartPayload(form);
  return app.inject({ method: 'POST', url, headers: authHeaders(token, headers), payload });
}

/**
 * Every media file stored in `<uploadsDir>/<folder>`, and every upload in flight (the test app's
 * temp root is `<uploadsDir>-tmp`).
 */
export function storedMediaFiles(uploadsDir: string, folder: string): string[] {
  let media: string[] = [];
  try {
    media = readdirSync(path.join(uploadsDir, folder)).map((name) => `${folder}/${name}`);
  } catch {
    // Nothing stored there yet.
  }
  return [...media, ...tempFiles(`${uploadsDir}-tmp`)].sort();
}
