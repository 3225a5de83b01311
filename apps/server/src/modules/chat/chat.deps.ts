import type { PresenceTracker } from '../../realtime/presence.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { ChatEvents } from './chat-events.js';
import type { ChatFilesRepository } from './chat-files.repository.js';
import type { ChatFileStorage } from './chat-upload.js';
import type { ChatViewsRepository } from './chat-views.repository.js';
import type { ConversationsRepository } from './conversations.repository.js';
import type { FileUrlSigner } from './file-urls.js';
import type { MessageMentions } from './message-mentions.js';
import type { MessagePinsRepository } from './message-pins.repository.js';
import type { MessageReactionsRepository } from './message-reactions.repository.js';
import type { MessageThreadsRepository } from './message-threads.repository.js';
import type { MessagesRepository } from './messages.repository.js';
import type { ReadReceiptsRepository } from './read-receipts.repository.js';
import type { ReactionListeners } from './reaction-listeners.js';
import type { ThreadListeners } from './thread-listeners.js';
import type { UserSearchRepository } from './user-search.repository.js';

/** Everything the chat services use; built once in app.ts. */
export interface ChatServiceDeps {
  conversations: ConversationsRepository;
  views: ChatViewsRepository;
  messages: MessagesRepository;
  pins: MessagePinsRepository;
  /** Who messages mention, and their notifications (message-mentions.ts). */
  mentions: MessageMentions;
  reads: ReadReceiptsRepository;
  reactions: MessageReactionsRepository;
  threads: MessageThreadsRepository;
  /** Told of new replies in threads (notifications); absent in apps built without them. */
  threadListeners?: ThreadListeners;
  /** Told of first and last reactions (notifications); absent in apps built without them. */
  reactionListeners?: ReactionListeners;
  /** Where a listener's failure is reported; it never fails the reaction. */
  logError: (error: unknown) => void;
  files: ChatFilesRepository;
  userSearch: UserSearchRepository;
  storage: ChatFileStorage;
  /** The private storage the attachments are read from. */
  privateStorage: StorageDriver;
  urls: FileUrlSigner;
  events: ChatEvents;
  presence: PresenceTracker;
  /** Newcomers to a direct chat or group and its members learn who of each other is online. */
  introduce: (newcomers: string[], members: string[]) => void;
  /** Largest attachment accepted, in bytes (LIMITS.chat.uploadMaxBytes). */
  uploadMaxBytes: number;
}
