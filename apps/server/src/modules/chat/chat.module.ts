import { LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Realtime } from '../../realtime/socket-server.js';
import type { FilesModule } from '../files/files.module.js';
import { createChatEvents } from './chat-events.js';
import { createChatFilesRepository } from './chat-files.repository.js';
import { createChatFileStorage } from './chat-upload.js';
import { createChatViewsRepository } from './chat-views.repository.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { chatRoutes } from './chat.routes.js';
import { registerChatHandlers } from './chat.socket.js';
import { createConversationsRepository } from './conversations.repository.js';
import { createFileUrlSigner } from './file-urls.js';
import { createMessagesRepository } from './messages.repository.js';
import { createUserSearchRepository } from './user-search.repository.js';

export interface ChatModuleOptions {
  db: Database;
  realtime: Realtime;
  /** Link tokens for private files are signed with a key derived from it. */
  jwtSecret: string;
  /** Attachments are `chat/…` objects in its private storage; uploads arrive in its temp folder. */
  files: Pick<FilesModule, 'privateStorage' | 'temp'>;
  log: FastifyBaseLogger;
  uploadMaxBytes?: number;
}

/** The chat feature: its dependencies, the /chat socket commands, and the /api/chats routes to register. */
export function createChatModule(options: ChatModuleOptions) {
  const { db, realtime, log } = options;
  const urls = createFileUrlSigner(options.jwtSecret);
  const deps: ChatServiceDeps = {
    conversations: createConversationsRepository(db),
    views: createChatViewsRepository(db),
    messages: createMessagesRepository(db),
    files: createChatFilesRepository(db),
    userSearch: createUserSearchRepository(db),
    storage: createChatFileStorage(options.files.privateStorage, options.files.temp, log),
    privateStorage: options.files.privateStorage,
    urls,
    events: createChatEvents(realtime.chat, urls, log, realtime.cluster !== undefined),
    presence: realtime.presence,
    introduce: realtime.presenceAnnouncer.introduce,
    uploadMaxBytes: options.uploadMaxBytes ?? LIMITS.chat.uploadMaxBytes,
  };
  registerChatHandlers(realtime.chat, deps, (error) => log.error({ err: error }, 'chat command failed'));
  return {
    deps,
    routes: async (app: FastifyInstance) => chatRoutes(app, deps),
  };
}
