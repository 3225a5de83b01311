import { DEFAULT_STORY_FILTERS, type AuthorSummary, type StoryGroup, type StoryView } from '@teamhub/contracts';
import { makeAuthor } from '../../../../test/fixtures/posts';

export function makeStory(overrides: Partial<StoryView> = {}): StoryView {
  const id = overrides._id ?? overrides.id ?? 'story-1';
  return {
    _id: id,
    id,
    user: makeAuthor({ _id: 'user-2', username: 'lan' }),
    mediaUrl: `/uploads/stories/${id}.jpg`,
    mediaType: 'image',
    content: '',
    duration: 15,
    filters: DEFAULT_STORY_FILTERS,
    textOverlays: [],
    createdAt: '2026-03-15T10:00:00.000Z',
    expiresAt: '2026-03-16T10:00:00.000Z',
    hasViewed: false,
    viewersCount: null,
    ...overrides,
  };
}

/** A strip group of `user` with stories of the given ids (unseen unless listed in `seen`). */
export function makeGroup(user: Partial<AuthorSummary>, storyIds: string[], seen: string[] = []): StoryGroup {
  const author = makeAuthor(user);
  const stories = storyIds.map((id) => makeStory({ _id: id, user: author, hasViewed: seen.includes(id) }));
  const storyStatus = stories.length === 0 ? 'none' : stories.some((story) => !story.hasViewed) ? 'new' : 'watched';
  return { user: author, storyStatus, stories };
}
