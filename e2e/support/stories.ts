import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { StoryTextOverlay, StoryView } from '@teamhub/contracts';

const avatarPng = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png'));

/** Posts a picture story as `token`'s user through the API; answers the StoryView. */
export async function createStoryByApi(
  request: APIRequestContext,
  token: string,
  {
    content = 'A story from the tests',
    duration = 15,
    filters = {},
    textOverlays = [],
  }: {
    content?: string;
    duration?: number;
    filters?: Record<string, unknown>;
    textOverlays?: Partial<StoryTextOverlay>[];
  } = {},
): Promise<StoryView> {
  const response = await request.post('/api/stories', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      media: { name: 'story.png', mimeType: 'image/png', buffer: avatarPng },
      content,
      duration: String(duration),
      filters: JSON.stringify(filters),
      textOverlays: JSON.stringify(textOverlays),
    },
  });
  if (response.status() !== 201) throw new Error(`story failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { story: StoryView } }).data.story;
}
