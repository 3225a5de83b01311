import { LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Realtime } from '../../realtime/socket-server.js';
import type { ChatServiceDeps } from '../chat/chat.deps.js';
import type { FilesModule } from '../files/files.module.js';
import type { MediaUploadLimits } from '../files/media-upload.js';
import { runEveryTime, type PeriodicRunGate } from '../../cluster/periodic-runs.js';
import { createIntervalRunner } from '../../lib/interval-runner.js';
import type { StoriesServiceDeps } from './stories.deps.js';
import { createStoriesRepository } from './stories.repository.js';
import { storiesRoutes } from './stories.routes.js';
import { storyMediaFileOwner } from './story-files.repository.js';
import { createStoryEvents } from './story-events.js';
import { createStoryMediaStorage } from './story-media.js';
import { sweepExpiredStories } from './story-sweep.js';

export interface StoriesModuleOptions {
  db: Database;
  realtime: Pick<Realtime, 'notifications'>;
  /** Story media lives in the public storage (served at /uploads/stories/); uploads arrive in its temp folder. */
  files: Pick<FilesModule, 'publicStorage' | 'temp'>;
  chat: ChatServiceDeps;
  log: FastifyBaseLogger;
  now: () => Date;
  /** LIMITS.story's unless told (tests lower them). */
  uploadLimits?: Partial<MediaUploadLimits>;
  sweepIntervalMs?: number;
  /** Whether this process runs this period's sweep (once across processes with Redis). */
  runGate?: PeriodicRunGate;
}

/**
 * The stories feature: its dependencies, the /api/stories routes to register, the sweep of expired
 * stories (run it with `sweep`, or on a timer with `sweeper`), and its files' owner for the upload sweep.
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
  const runGate = options.runGate ?? runEveryTime;
  const timedSweep = async () => {
    if (await runGate('story-sweep', intervalMs)) await sweep();
  };
  return {
    deps,
    routes: async (app: FastifyInstance) => storiesRoutes(app, deps),
    sweep,
    sweeper: createIntervalRunner(timedSweep, intervalMs, (error) => log.error({ err: error }, 'story sweep failed')),
    fileOwner: storyMediaFileOwner(db, files.publicStorage),
  };
}
