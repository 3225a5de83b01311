import {
  LIMITS,
  type ApiSuccess,
  type AuthorSummary,
  type StoryFilters,
  type StoryListAnswer,
  type StoryReplyAnswer,
  type StoryTextOverlay,
  type StoryView,
  type StoryViewersAnswer,
  type UserListAnswer,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';
import { uploadForm } from '../../lib/upload';

export const storyKeys = {
  all: ['stories'] as const,
  strip: ['stories', 'strip'] as const,
  viewers: (storyId: string) => ['stories', 'viewers', storyId] as const,
};

const storyPath = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}`;
const data = <T>(answer: ApiSuccess<T>) => answer.data;

/** GET /api/stories: the caller's own group first, then unseen, then seen. */
export const fetchStoryGroups = () =>
  apiRequest<ApiSuccess<StoryListAnswer>>('/api/stories').then((answer) => answer.data.stories);

/** GET /api/profile/users: the strip's fallback when stories cannot load (people, no stories). */
export const fetchStripUsers = (): Promise<AuthorSummary[]> =>
  apiRequest<ApiSuccess<UserListAnswer>>('/api/profile/users').then((answer) =>
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
  return uploadForm<ApiSuccess<{ story: StoryView }>>('/api/stories', form, {
    onProgress,
    timeoutMs: LIMITS.storyUploadTimeoutMs,
  }).then((answer) => answer.data.story);
}

export const markStoryViewed = (storyId: string) =>
  apiRequest<ApiSuccess<{ storyId: string; hasViewed: true }>>(`${storyPath(storyId)}/view`, { method: 'POST' });

export const fetchStoryViewers = (storyId: string) =>
  apiRequest<ApiSuccess<StoryViewersAnswer>>(`${storyPath(storyId)}/viewers`).then(data);

export const deleteStory = (storyId: string) => apiRequest<unknown>(storyPath(storyId), { method: 'DELETE' });

export const replyToStory = (storyId: string, text: string) =>
  apiRequest<ApiSuccess<StoryReplyAnswer>>(`${storyPath(storyId)}/reply`, { method: 'POST', body: { text } }).then(
    data,
  );
