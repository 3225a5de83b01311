import type { PresenceTracker } from '../../realtime/presence.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { ChatEvents } from './chat-events.js';
import type { ChatFilesRepository } from './chat-files.repository.js';
import type { ChatFileStorage } from './chat-upload.js';
import type { ChatViewsRepository } from './chat-views.repository.js';
import type { ConversationsRepository } from './conversations.repository.js';
import type { FileUrlSigner } from './file-urls.js';
import type { MessagesRepository } from './messages.repository.js';
import type { UserSearchRepository } from './user-search.repository.js';

/** Everything the chat services use; built once in app.ts. */
export interface ChatServiceDeps {
  conversations: ConversationsRepository;
  views: ChatViewsRepository;
  messages: MessagesRepository;
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
