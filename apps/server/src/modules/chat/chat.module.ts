import { LIMITS } from '@teamhub/contracts';
import type { AppCore, AppModule } from '../app-module.js';
import { chatFileOwner, unattachedChatUploads } from './chat-file-sweep.js';
import { createChatEvents, type MessageSentListener } from './chat-events.js';
import { createChatFilesRepository } from './chat-files.repository.js';
import { createChatFileStorage } from './chat-upload.js';
import { createChatViewsRepository } from './chat-views.repository.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { chatRoutes } from './chat.routes.js';
import { registerChatHandlers } from './chat.socket.js';
import { createConversationsRepository } from './conversations.repository.js';
import { createFileUrlSigner } from './file-urls.js';
import { createMessageMentions, type MessageMentionListeners } from './message-mentions.js';
import { createMessageMentionsRepository } from './message-mentions.repository.js';
import { createMessagePinsRepository } from './message-pins.repository.js';
import { createMessageReactionsRepository } from './message-reactions.repository.js';
import { createMessageThreadsRepository } from './message-threads.repository.js';
import { createMessagesRepository } from './messages.repository.js';
import { createReadReceiptsRepository } from './read-receipts.repository.js';
import type { ReactionListeners } from './reaction-listeners.js';
import type { ThreadListeners } from './thread-listeners.js';
import { createUserSearchRepository } from './user-search.repository.js';

/** Attachments are `chat/…` objects in the private storage; uploads arrive in the files' temp folder. */
export interface ChatModuleOptions extends Pick<
  AppCore,
  'db' | 'realtime' | 'jwtSecret' | 'files' | 'log' | 'metrics'
> {
  uploadMaxBytes?: number;
  /** How many batches of sends may be saved at once (messages.repository.ts); 4 when not given. */
  sendLanes?: number;
  /** Told of each new message after it was sent to the participants' tabs (Web Push); must not throw. */
  onMessageSent?: MessageSentListener;
  /** Told of first and last reactions on a message (notifications). */
  reactionListeners?: ReactionListeners;
  /** Told of new replies in threads (notifications). */
  threadListeners?: ThreadListeners;
  /** Told of members newly mentioned, and of messages about to be deleted (notifications). */
  mentionListeners?: MessageMentionListeners;
}

/**
 * The chat feature: the /api/chats routes, the /chat socket commands, its attachments (and uploads
 * never sent) for the upload sweep, and `deps` for the features that post into conversations.
 */
export function createChatModule(options: ChatModuleOptions) {
  const { db, realtime, log } = options;
  const urls = createFileUrlSigner(options.jwtSecret);
  const events = createChatEvents(realtime.chat, urls, log, realtime.cluster !== undefined, options.onMessageSent);
  const mentions = createMessageMentions({
    repository: createMessageMentionsRepository(db),
    events,
    listeners: options.mentionListeners,
    logError: (error) => log.error({ err: error }, 'recording mentions failed'),
  });
  const deps: ChatServiceDeps = {
    conversations: createConversationsRepository(db),
    views: createChatViewsRepository(db),
    messages: createMessagesRepository(db, { lanes: options.sendLanes }),
    pins: createMessagePinsRepository(db),
    reads: createReadReceiptsRepository(db),
    reactions: createMessageReactionsRepository(db),
    reactionListeners: options.reactionListeners,
    threads: createMessageThreadsRepository(db),
    threadListeners: options.threadListeners,
    logError: (error) => log.error({ err: error }, 'a reaction listener failed'),
    files: createChatFilesRepository(db),
    userSearch: createUserSearchRepository(db),
    storage: createChatFileStorage(options.files.privateStorage, options.files.temp, log),
    privateStorage: options.files.privateStorage,
    urls,
    events,
    mentions,
    presence: realtime.presence,
    introduce: realtime.presenceAnnouncer.introduce,
    uploadMaxBytes: options.uploadMaxBytes ?? LIMITS.chat.uploadMaxBytes,
  };
  const module = {
    routes: [{ prefix: '/api/chats', plugin: async (app) => chatRoutes(app, deps) }],
    registerSockets: () =>
      registerChatHandlers(
        realtime.chat,
        deps,
        (error) => log.error({ err: error }, 'chat command failed'),
        options.metrics?.timeChatDelivery,
      ),
    fileOwners: [chatFileOwner(deps.files, options.files.privateStorage)],
    expiredUploads: [unattachedChatUploads(deps.files, options.files.privateStorage)],
  } satisfies AppModule;
  return { ...module, deps };
}
