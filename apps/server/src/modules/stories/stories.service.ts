import {
  LIMITS,
  createStoryFieldsSchema,
  storyReplyBodySchema,
  type StoryGroup,
  type StoryRef,
  type StoryReplyAnswer,
  type StoryView,
  type StoryViewersAnswer,
} from '@teamhub/contracts';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { parseOrThrowFirst } from '../../lib/validation.js';
import { openDirect } from '../chat/conversations.service.js';
import { sendStoryReply } from '../chat/messages.service.js';
import type { ReceivedMediaUpload } from '../files/media-upload.js';
import type { StoriesServiceDeps } from './stories.deps.js';
import { storyOr404, storyPolicy } from './stories.policy.js';
import { groupStories, presentStory, presentStoryQuote, presentViewer } from './stories.presenter.js';

type Deps = StoriesServiceDeps;

const LIFETIME_MS = LIMITS.story.lifetimeHours * 60 * 60 * 1000;

/**
 * Shares a story for 24 hours and tells everyone else (new-story). The fields are checked before the
 * media is processed (400 with the first failed rule as the message); the file is stored before the
 * row and deleted again if the insert fails, so a failure leaves neither behind. The received
 * temporary file is always discarded.
 */
export async function createStory(deps: Deps, author: UserRow, received: ReceivedMediaUpload): Promise<StoryView> {
  const { file } = received;
  try {
    const fields = parseOrThrowFirst(createStoryFieldsSchema, received.fields);
    if (!file) throw badRequest('story.mediaRequired');
    const stored = await deps.media.store(file);
    const createdAt = deps.now();
    let row;
    try {
      row = await deps.stories.insert({
        ...fields,
        ...stored,
        userId: author.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + LIFETIME_MS),
      });
    } catch (error) {
      await deps.media.remove(stored.mediaUrl);
      throw error;
    }
    const story = presentStory({ story: row, author, hasViewed: false, viewersCount: 0 });
    deps.events.storyCreated(story);
    return story;
  } finally {
    await file?.discard();
  }
}

/** The story strip: every unexpired story grouped by author, in one statement (see groupStories for the order). */
export async function listStories(deps: Deps, caller: UserRow): Promise<StoryGroup[]> {
  return groupStories(await deps.stories.listUnexpired(caller.id, deps.now()), caller);
}

/**
 * Marks the story opened by the caller; opening it again changes nothing. The author hears of each
 * other person's first view (story-viewed, with the new count).
 */
export async function viewStory(deps: Deps, viewerId: string, rawId: string) {
  const now = deps.now();
  const story = await storyOr404(deps.stories, rawId, now);
  let firstView: boolean;
  try {
    firstView = await deps.stories.markViewed(story.id, viewerId, now);
  } catch (error) {
    // The story was deleted (or swept) between the check and the insert.
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('story.notFound');
    throw error;
  }
  if (firstView && viewerId !== story.userId) {
    const viewersCount = await deps.stories.viewersCount(story.id, story.userId);
    deps.events.storyViewed({ storyId: story.id, userId: story.userId, viewersCount });
  }
  return { storyId: story.id, hasViewed: true as const };
}

/** Who opened the caller's story, most recent first (its author left out): for the author only. */
export async function listViewers(deps: Deps, userId: string, rawId: string): Promise<StoryViewersAnswer> {
  const story = await storyOr404(deps.stories, rawId, deps.now());
  authorize(storyPolicy.manage(userId, story), () => forbidden('story.authorOnly'));
  const viewers = (await deps.stories.viewers(story.id, story.userId)).map(presentViewer);
  return { viewers, total: viewers.length };
}

/** The author deletes their story, its views and its file; everyone's strip drops it (story-deleted). */
export async function deleteStory(deps: Deps, userId: string, rawId: string): Promise<StoryRef> {
  const story = await storyOr404(deps.stories, rawId, deps.now());
  authorize(storyPolicy.manage(userId, story), () => forbidden('story.authorOnly'));
  const deleted = await deps.stories.delete(story.id);
  if (!deleted) throw notFound('story.notFound');
  await deps.media.remove(deleted.mediaUrl);
  const ref = { storyId: deleted.id, userId: deleted.userId };
  deps.events.storyDeleted(ref);
  return ref;
}

/**
 * A reply to someone else's story: a message in the direct conversation with its author (opened if
 * there is none yet, through the chat's own step), quoting the story. It reaches both people live
 * (new-message) and stays in the history like any other message.
 */
export async function replyToStory(
  deps: Deps,
  userId: string,
  rawId: string,
  body: unknown,
): Promise<StoryReplyAnswer> {
  const story = await storyOr404(deps.stories, rawId, deps.now());
  authorize(storyPolicy.reply(userId, story), () => badRequest('story.cannotReplyToOwn'));
  const { text } = parseOrThrowFirst(storyReplyBodySchema, body);
  const { conversation } = await openDirect(deps.chat, userId, story.userId);
  const message = await sendStoryReply(deps.chat, userId, conversation.id, text, presentStoryQuote(story));
  return { conversationId: conversation.id, message };
}
