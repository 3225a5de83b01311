import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ConversationsRepository } from '../chat/conversations.repository.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { ProjectsServiceDeps } from '../projects/projects.deps.js';
import type { SessionControl } from '../sessions/session-control.js';
import type { AccountDeletionRepository } from './account-deletion.repository.js';
import type { AccountExportRepository } from './account-export.repository.js';

/** Everything the account services use; built once in account.module.ts. */
export interface AccountServiceDeps {
  db: Database;
  deletion: AccountDeletionRepository;
  exports: AccountExportRepository;
  /** Leaving a group follows the chat's own rule (the owner's place passes on; the last one out deletes it). */
  conversations: Pick<ConversationsRepository, 'leave'>;
  /** Handing a project over and telling its members use the projects feature's own steps. */
  projects: ProjectsServiceDeps;
  /** Ends every session of a deleted account, on every process, and disconnects its sockets. */
  sessions: Pick<SessionControl, 'endAllOf'>;
  /** Avatars, post and story media. */
  publicStorage: StorageDriver;
  /** Documents with their previews, chat attachments. */
  privateStorage: StorageDriver;
  /** Told once posts, likes or comments went (the feed cache forgets its pages). */
  onFeedChanged: () => void | Promise<void>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}
