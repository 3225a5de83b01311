import {
  LIMITS,
  type ApiSuccess,
  type AuthorSummary,
  type StoryFilters,
  type StoryTextOverlay,
} from '@teamhub/contracts';
import { api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';

export const storyKeys = {
  all: ['stories'] as const,
  strip: ['stories', 'strip'] as const,
  viewers: (storyId: string) => ['stories', 'viewers', storyId] as const,
};

const data = <T>(answer: ApiSuccess<T>) => answer.data;

/** GET /api/stories: the caller's own group first, then unseen, then seen. */
export const fetchStoryGroups = () => api('GET /api/stories').then((answer) => answer.data.stories);

/** GET /api/profile/users: the strip's fallback when stories cannot load (people, no stories). */
export const fetchStripUsers = (): Promise<AuthorSummary[]> =>
  api('GET /api/profile/users').then((answer) =>
    answer.data.users.map(({ _id, id, username, avatar, verified }) => ({ _id, id, username, avatar, verified })),
  );

export interface StoryDraftFields {
  content: string;
  duration: number;
  filters: StoryFilters;
  textOverlays: StoryTextOverlay[];
}

/**
 * POST /api/stories as multipart, with upload progress and the 60 s story timeout. The text fields go
 * before the file: streaming multipart parsers only see the fields that precede the file part.
 */
export function createStory(file: File, fields: StoryDraftFields, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('content', fields.content);
  form.append('duration', String(fields.duration));
  form.append('filters', JSON.stringify(fields.filters));
  form.append('textOverlays', JSON.stringify(fields.textOverlays));
  form.append('media', file, file.name);
  return apiUpload('POST /api/stories', { body: form }, { onProgress, timeoutMs: LIMITS.storyUploadTimeoutMs }).then(
    (answer) => answer.data.story,
  );
}

export const markStoryViewed = (storyId: string) => api('POST /api/stories/:id/view', { params: { id: storyId } });

export const fetchStoryViewers = (storyId: string) =>
  api('GET /api/stories/:id/viewers', { params: { id: storyId } }).then(data);

export const deleteStory = (storyId: string) => api('DELETE /api/stories/:id', { params: { id: storyId } });

export const replyToStory = (storyId: string, text: string) =>
  api('POST /api/stories/:id/reply', { params: { id: storyId }, body: { text } }).then(data);
