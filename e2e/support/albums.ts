import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** Three files for an album: a picture, a short video and the picture again (issue 30). */
export const albumFiles = () => [
  { name: 'first.png', mimeType: 'image/png', buffer: readFileSync(path.join(fixtures, 'avatar.png')) },
  { name: 'clip.webm', mimeType: 'video/webm', buffer: readFileSync(path.join(fixtures, 'clip.webm')) },
  { name: 'third.png', mimeType: 'image/png', buffer: readFileSync(path.join(fixtures, 'avatar.png')) },
];

/** POST /api/posts with `files` in the repeated field `media` and their alt texts; answers the post's id. */
export async function createAlbumByApi(
  request: APIRequestContext,
  token: string,
  caption: string,
  altTexts: string[],
  files = albumFiles(),
): Promise<string> {
  const form = new FormData();
  form.append('caption', caption);
  form.append('altTexts', JSON.stringify(altTexts));
  for (const file of files) form.append('media', new Blob([file.buffer], { type: file.mimeType }), file.name);
  const response = await request.post('/api/posts', { headers: { Authorization: `Bearer ${token}` }, multipart: form });
  if (response.status() !== 201) throw new Error(`album failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}
