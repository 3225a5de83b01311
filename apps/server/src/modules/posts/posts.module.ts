import { LIMITS } from '@teamhub/contracts';
import type { AppCore, AppModule } from '../app-module.js';
import { createCommentsRepository } from './comments.repository.js';
import type { CommentsServiceDeps } from './comments.service.js';
import { createFeedCache } from './feed-cache.js';
import { createFeedEvents } from './feed-events.js';
import { createPostEvents, type PostEventListeners } from './post-events.js';
import { postMediaFileOwner } from './post-files.repository.js';
import { createPostMediaStorage } from './post-media.js';
import type { PostUploadLimits } from './post-upload.js';
import { createPostViewsRepository } from './post-views.repository.js';
import { createPostsRepository } from './posts.repository.js';
import { postsRoutes } from './posts.routes.js';
import { createRedisFeedVersion } from './redis-feed-version.js';

export interface PostsModuleOptions extends Pick<AppCore, 'db' | 'realtime' | 'files' | 'users' | 'redis' | 'log'> {
  /** Told of posts, likes and comments after their commit (notifications, tests). */
  listeners: PostEventListeners[];
  /** LIMITS.post's unless told (tests lower them). */
  uploadLimits?: Partial<PostUploadLimits>;
}

/**
 * Posts: the /api/posts routes, the post media for the upload sweep, and `feedChanged` for other
 * features whose writes change what feed pages show (a name, an avatar, a deleted account).
 */
export function createPostsModule(options: PostsModuleOptions) {
  const { db, files, log } = options;
  // Feed pages are remembered between writes; the writes that change them forget them (feed-cache.ts).
  const { redis } = options;
  const feedCache = redis
    ? createFeedCache(createRedisFeedVersion(redis), { orderVersion: createRedisFeedVersion(redis, 'order-version') })
    : createFeedCache();
  const deps: CommentsServiceDeps = {
    db,
    posts: createPostsRepository(db),
    comments: createCommentsRepository(db),
    views: createPostViewsRepository(db),
    users: options.users,
    media: createPostMediaStorage(files.publicStorage, files.temp, log),
    events: createPostEvents({
      feed: createFeedEvents(options.realtime.notifications, log),
      feedCache,
      listeners: options.listeners,
    }),
    feedCache,
    logError: (error) => log.error({ err: error }, 'posts after-commit task failed'),
  };
  const uploadLimits: PostUploadLimits = {
    imageMaxBytes: options.uploadLimits?.imageMaxBytes ?? LIMITS.post.imageMaxBytes,
    videoMaxBytes: options.uploadLimits?.videoMaxBytes ?? LIMITS.post.videoMaxBytes,
  };
  const module: AppModule = {
    routes: [{ prefix: '/api/posts', plugin: async (app) => postsRoutes(app, { ...deps, uploadLimits }) }],
    fileOwners: [postMediaFileOwner(db, files.publicStorage)],
  };
  // A deleted account takes its posts along, so the feed's order goes too (a profile change needn't, but is rare).
  return { ...module, feedChanged: () => feedCache.clear({ order: true }) };
}
