import { notFound } from '../../lib/http-error.js';
import type { PolicyRule } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import type { StoriesRepository, StoryFacts } from './stories.repository.js';

/** The story a URL names, unexpired at `now`; an unknown, malformed or expired id answers 404 'story.notFound'. */
export async function storyOr404(stories: StoriesRepository, rawId: string, now: Date): Promise<StoryFacts> {
  const story = isUuid(rawId) ? await stories.findFacts(rawId.toLowerCase(), now) : undefined;
  if (!story) throw notFound('story.notFound');
  return story;
}

type Author = Pick<StoryFacts, 'userId'>;

/** Who may do what to a story. Every signed-in user sees and opens every story (one team, one strip). */
export const storyPolicy = {
  /** Only its author sees who opened a story, and deletes it (403 'story.authorOnly'). */
  manage: ((userId, story) => story.userId === userId) satisfies PolicyRule<Author>,
  /** A reply goes to the author, so not from the author (400 'story.cannotReplyToOwn'). */
  reply: ((userId, story) => story.userId !== userId) satisfies PolicyRule<Author>,
};
