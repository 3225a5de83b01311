import type { PresenceTracker } from '../../realtime/presence.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { ChatEvents } from './chat-events.js';
import type { ChatFilesRepository } from './chat-files.repository.js';
import type { ChatFileStorage } from './chat-upload.js';
import type { ChatViewsRepository } from './chat-views.repository.js';
import type { ConversationsRepository, Membership } from './conversations.repository.js';
import type { FileUrlSigner } from './file-urls.js';
import type { MessagesRepository } from './messages.repository.js';
import type { UserSearchRepository } from './user-search.repository.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';

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
  /** Largest attachment accepted, in bytes (LIMITS.chat.uploadMaxBytes). */
  uploadMaxBytes: number;
}

/**
 * The caller's membership of the conversation a URL or event names. An unknown or malformed id and
 * a conversation the caller is not in all answer the same 404: nobody learns that it exists.
 */
export async function membershipOr404(
  { conversations }: Pick<ChatServiceDeps, 'conversations'>,
  rawId: unknown,
  userId: string,
): Promise<Membership> {
  const membership =
    typeof rawId === 'string' && isUuid(rawId)
      ? await conversations.findMembership(rawId.toLowerCase(), userId)
      : undefined;
  if (!membership) throw notFound('chat.conversationNotFound');
  return membership;
}
