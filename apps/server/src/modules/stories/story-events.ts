import { userRoom, type StoryRef, type StoryView } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createEventSender, everyone } from '../../realtime/emit-to.js';
import type { NotificationNamespace } from '../../realtime/namespaces.js';

/**
 * Live story updates on /notifications, sent once the change is saved. A failed emit is logged and never
 * fails the request: the change is saved, and clients catch up on their next fetch of the strip.
 */
export interface StoryEvents {
  /** To everyone but the author's own sockets (their tabs already show the story they shared). */
  storyCreated(story: StoryView): void;
  /** To everyone: deleted by its author, or expired and swept. */
  storyDeleted(ref: StoryRef): void;
  /** To the author's sockets: someone opened their story for the first time. */
  storyViewed(payload: StoryRef & { viewersCount: number }): void;
}

export function createStoryEvents(
  notifications: NotificationNamespace,
  log: Pick<FastifyBaseLogger, 'warn'>,
): StoryEvents {
  const send = createEventSender(notifications, (error, event) =>
    log.warn({ err: error, event }, 'could not send a story event'),
  );
  return {
    storyCreated(story) {
      // hasViewed and viewersCount are the author's own view; for everyone else the story is unseen and uncounted.
      const forOthers: StoryView = { ...story, hasViewed: false, viewersCount: null };
      send({ except: userRoom(story.user.id) }, 'new-story', forOthers);
    },
    storyDeleted: (ref) => send(everyone, 'story-deleted', ref),
    storyViewed: (payload) => send({ users: [payload.userId] }, 'story-viewed', payload),
  };
}
