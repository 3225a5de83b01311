import type { FastifyBaseLogger } from 'fastify';
import type { AppModule } from '../app-module.js';
import type { Database } from '../../db/database.js';
import type { ConversationsRepository } from '../chat/conversations.repository.js';
import type { FilesModule } from '../files/files.module.js';
import type { ProjectsServiceDeps } from '../projects/projects.deps.js';
import type { SessionControl } from '../sessions/session-control.js';
import { createAccountDeletionRepository } from './account-deletion.repository.js';
import { createAccountExportRepository } from './account-export.repository.js';
import type { AccountServiceDeps } from './account.deps.js';
import { accountRoutes } from './account.routes.js';

export interface AccountModuleOptions {
  db: Database;
  files: Pick<FilesModule, 'publicStorage' | 'privateStorage'>;
  sessions: Pick<SessionControl, 'endAllOf'>;
  conversations: Pick<ConversationsRepository, 'leave'>;
  projects: ProjectsServiceDeps;
  onFeedChanged: () => void | Promise<void>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The account feature: deleting one's account and downloading one's data (the /api/account routes). */
export function createAccountModule(options: AccountModuleOptions) {
  const deps: AccountServiceDeps = {
    db: options.db,
    deletion: createAccountDeletionRepository(),
    exports: createAccountExportRepository(options.db),
    conversations: options.conversations,
    projects: options.projects,
    sessions: options.sessions,
    publicStorage: options.files.publicStorage,
    privateStorage: options.files.privateStorage,
    onFeedChanged: options.onFeedChanged,
    now: options.now,
    log: options.log,
  };
  return { routes: [{ prefix: '/api/account', plugin: async (app) => accountRoutes(app, deps) }] } satisfies AppModule;
}
