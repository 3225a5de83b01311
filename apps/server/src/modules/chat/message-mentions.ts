import { MENTION_ALL, mentionKeysIn } from '@teamhub/contracts';
import type { MessageRecord } from './chat-sql.js';
import type { ChatEvents } from './chat-events.js';
import type { MessageMentionsRepository } from './message-mentions.repository.js';

/** Members a message newly mentions, for the notifications feature. */
export interface MessageMentioned {
  messageId: string;
  conversationId: string;
  senderId: string;
  userIds: string[];
}

/** What the notifications feature does with chat mentions; each must not throw into chat. */
export interface MessageMentionListeners {
  onMentioned(mentioned: MessageMentioned): Promise<void>;
  /** Before a message is deleted: its mention notifications are withdrawn. */
  onMessageDeleting(messageId: string): Promise<void>;
}

/**
 * Chat mentions (issue 30): after a message is sent or edited, the members it names (by `@username`,
 * or all of them by `@all` where the sender may) are recorded once each; the newly named are notified
 * (even in a conversation they muted) and their conversation's "@" count is sent to their tabs.
 * Runs after the message went out, never failing the send: a failure is logged.
 */
export function createMessageMentions(deps: {
  repository: MessageMentionsRepository;
  events: ChatEvents;
  listeners?: MessageMentionListeners;
  logError: (error: unknown) => void;
}) {
  async function recordMentions(message: MessageRecord) {
    if (message.messageType !== 'text') return;
    const keys = mentionKeysIn(message.content);
    if (keys.length === 0) return;
    const names = keys.filter((key) => key !== MENTION_ALL);
    const { conversationId, userIds } = await deps.repository.record(message.id, names, keys.includes(MENTION_ALL));
    if (userIds.length === 0) return;
    const counts = await deps.repository.unreadCounts(conversationId, userIds);
    deps.events.conversationChanged(conversationId, userIds, (userId) => ({ unreadMentions: counts.get(userId) ?? 0 }));
    await deps.listeners?.onMentioned({ messageId: message.id, conversationId, senderId: message.sender.id, userIds });
  }

  return {
    /** A message was sent or edited: records and notifies whom it newly names. */
    messageSaved(message: MessageRecord): void {
      recordMentions(message).catch(deps.logError);
    },
    /** A message is about to be deleted: its mention notifications go (the mention rows go with it). */
    async messageDeleting(messageId: string): Promise<void> {
      await deps.listeners?.onMessageDeleting(messageId).catch(deps.logError);
    },
  };
}

export type MessageMentions = ReturnType<typeof createMessageMentions>;
