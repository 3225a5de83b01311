import type { AppCore, AppModule } from '../app-module.js';
import { avatarFileOwner } from './avatar-files.repository.js';
import { createAvatarStorage } from './avatar-storage.js';
import { createFollowsRepository } from './follows.repository.js';
import { createProfileEvents, type ProfileEventsDeps } from './profile-events.js';
import { createProfileRepository } from './profile.repository.js';
import { profileRoutes } from './profile.routes.js';
import type { ProfileServiceDeps } from './profile.service.js';

export type ProfileModuleOptions = Pick<AppCore, 'db' | 'files' | 'users' | 'log'> & ProfileEventsDeps;

/** Profiles, avatars and follows: the /api/profile routes and the avatars for the upload sweep. */
export function createProfileModule(options: ProfileModuleOptions) {
  const { db, files, log } = options;
  const deps: ProfileServiceDeps = {
    db,
    users: options.users,
    profiles: createProfileRepository(db),
    follows: createFollowsRepository(db),
    avatars: createAvatarStorage(files.publicStorage, log),
    events: createProfileEvents(options),
    logError: (error) => log.error({ err: error }, 'profile after-commit task failed'),
  };
  return {
    routes: [{ prefix: '/api/profile', plugin: async (app) => profileRoutes(app, deps) }],
    fileOwners: [avatarFileOwner(db, files.publicStorage)],
  } satisfies AppModule;
}
