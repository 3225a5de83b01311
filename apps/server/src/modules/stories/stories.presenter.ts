import {
  LIMITS,
  type AuthorSummary,
  type MessageStoryQuote,
  type StoryDuration,
  type StoryGroup,
  type StoryStatus,
  type StoryView,
  type StoryViewer,
} from '@teamhub/contracts';
import { presentAuthor } from '../users/user.presenter.js';
import type { StoryAuthor, StoryFacts, StoryRecord } from './stories.repository.js';

/** A story as the caller of `record` sees it (viewersCount for its author only). */
export function presentStory({ story, author, hasViewed, viewersCount }: StoryRecord): StoryView {
  return {
    _id: story.id,
    id: story.id,
    user: presentAuthor(author),
    mediaUrl: story.mediaUrl,
    mediaType: story.mediaType,
    content: story.content,
    // The database allows only 10, 15 and 30.
    duration: story.duration as StoryDuration,
    filters: story.filters,
    textOverlays: story.textOverlays,
    createdAt: story.createdAt.toISOString(),
    expiresAt: story.expiresAt.toISOString(),
    hasViewed,
    viewersCount,
  };
}

const statusOf = (stories: StoryView[]): StoryStatus => {
  if (stories.length === 0) return 'none';
  return stories.every((story) => story.hasViewed) ? 'watched' : 'new';
};

/** The time of an author's latest story (their stories are oldest first). */
const latest = (group: StoryGroup) => group.stories.at(-1)?.createdAt ?? '';

/**
 * The story strip from every unexpired story (oldest first): one group per author, the caller's own
 * first (empty, storyStatus none, when they have none), then authors with something unseen, then those
 * all seen; within each, the author of the most recent story first.
 */
export function groupStories(records: StoryRecord[], caller: StoryAuthor): StoryGroup[] {
  const byAuthor = new Map<string, { user: AuthorSummary; stories: StoryView[] }>();
  byAuthor.set(caller.id, { user: presentAuthor(caller), stories: [] });
  for (const record of records) {
    let group = byAuthor.get(record.author.id);
    if (!group) {
      group = { user: presentAuthor(record.author), stories: [] };
      byAuthor.set(record.author.id, group);
    }
    group.stories.push(presentStory(record));
  }
  const [own, ...others] = [...byAuthor.values()].map((group) => ({ ...group, storyStatus: statusOf(group.stories) }));
  const rank = (group: StoryGroup) => (group.storyStatus === 'new' ? 0 : 1);
  others.sort((a, b) => rank(a) - rank(b) || latest(b).localeCompare(latest(a)) || a.user.id.localeCompare(b.user.id));
  return own ? [own, ...others] : others;
}

export const presentViewer = ({ user, viewedAt }: { user: StoryAuthor; viewedAt: Date }): StoryViewer => ({
  user: presentAuthor(user),
  viewedAt: viewedAt.toISOString(),
});

/** The caption a reply quotes: its first LIMITS.story.quoteLength characters, then an ellipsis when cut. */
function quoteOf(caption: string): string {
  const characters = Array.from(caption);
  return characters.length > LIMITS.story.quoteLength
    ? `${characters.slice(0, LIMITS.story.quoteLength).join('')}…`
    : caption;
}

/** What a reply to the story quotes in the chat, as the story is now. */
export const presentStoryQuote = (story: StoryFacts): MessageStoryQuote => ({
  storyId: story.id,
  mediaType: story.mediaType,
  mediaUrl: story.mediaUrl,
  content: quoteOf(story.content),
  expiresAt: story.expiresAt.toISOString(),
});
