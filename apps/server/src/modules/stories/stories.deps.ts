import type { FastifyBaseLogger } from 'fastify';
import type { ChatServiceDeps } from '../chat/chat.deps.js';
import type { MediaUploadLimits } from '../files/media-upload.js';
import type { StoriesRepository } from './stories.repository.js';
import type { StoryEvents } from './story-events.js';
import type { StoryMediaStorage } from './story-media.js';

/** Everything the stories services use; built once in stories.module.ts. */
export interface StoriesServiceDeps {
  stories: StoriesRepository;
  media: StoryMediaStorage;
  events: StoryEvents;
  /** A reply opens the direct conversation with the author and sends the message through the chat's own steps. */
  chat: ChatServiceDeps;
  uploadLimits: MediaUploadLimits;
  /** The app's clock: creation, expiry and the sweep all read it (tests move it forward). */
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}
