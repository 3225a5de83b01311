import { LIMITS } from '@teamhub/contracts';
import { createIntervalRunner } from '../../lib/interval-runner.js';
import type { AppCore, AppModule } from '../app-module.js';
import type { ChatServiceDeps } from '../chat/chat.deps.js';
import type { MediaUploadLimits } from '../files/media-upload.js';
import type { StoriesServiceDeps } from './stories.deps.js';
import { createStoriesRepository } from './stories.repository.js';
import { storiesRoutes } from './stories.routes.js';
import { storyMediaFileOwner } from './story-files.repository.js';
import { createStoryEvents } from './story-events.js';
import { createStoryMediaStorage } from './story-media.js';
import { sweepExpiredStories } from './story-sweep.js';

/** Story media lives in the public storage (served at /uploads/stories/); uploads arrive in its temp folder. */
export interface StoriesModuleOptions extends Pick<AppCore, 'db' | 'realtime' | 'files' | 'log' | 'now' | 'runGate'> {
  chat: ChatServiceDeps;
  /** LIMITS.story's unless told (tests lower them). */
  uploadLimits?: Partial<MediaUploadLimits>;
  sweepIntervalMs?: number;
}

/**
 * The stories feature: the /api/stories routes, the sweep of expired stories (on a timer while the
 * app runs, and `sweep` to run it now), and its media for the upload sweep. Expired stories are
 * hidden from every read at once; the sweep reclaims their rows and files.
 */
export function createStoriesModule(options: StoriesModuleOptions) {
  const { db, files, log } = options;
  const deps: StoriesServiceDeps = {
    stories: createStoriesRepository(db),
    media: createStoryMediaStorage(files.publicStorage, files.temp, log),
    events: createStoryEvents(options.realtime.notifications, log),
    chat: options.chat,
    uploadLimits: {
      imageMaxBytes: options.uploadLimits?.imageMaxBytes ?? LIMITS.story.imageMaxBytes,
      videoMaxBytes: options.uploadLimits?.videoMaxBytes ?? LIMITS.story.videoMaxBytes,
    },
    now: options.now,
    log,
  };
  const sweep = () => sweepExpiredStories(deps);
  const intervalMs = options.sweepIntervalMs ?? LIMITS.story.sweepIntervalMs;
  const timedSweep = async () => {
    if (await options.runGate('story-sweep', intervalMs)) await sweep();
  };
  const sweeper = createIntervalRunner(timedSweep, intervalMs, (error) =>
    log.error({ err: error }, 'story sweep failed'),
  );
  const module = {
    routes: [{ prefix: '/api/stories', plugin: async (app) => storiesRoutes(app, deps) }],
    onReady: async () => sweeper.start(),
    onClose: () => sweeper.stop(),
    fileOwners: [storyMediaFileOwner(db, files.publicStorage)],
  } satisfies AppModule;
  return { ...module, sweep };
}
