import { userRoom, type StoryRef, type StoryView } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationNamespace } from '../../realtime/socket-server.js';

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
  const safely = (event: string, emit: () => void) => {
    try {
      emit();
    } catch (error) {
      log.warn({ err: error, event }, 'could not send a story event');
    }
  };
  return {
    storyCreated(story) {
      // hasViewed and viewersCount are the author's own view; for everyone else the story is unseen and uncounted.
      const forOthers: StoryView = { ...story, hasViewed: false, viewersCount: null };
      safely('new-story', () => notifications.except(userRoom(story.user.id)).emit('new-story', forOthers));
    },
    storyDeleted(ref) {
      safely('story-deleted', () => notifications.emit('story-deleted', ref));
    },
    storyViewed(payload) {
      safely('story-viewed', () => notifications.to(userRoom(payload.userId)).emit('story-viewed', payload));
    },
  };
}
