import { mentionKeysIn, MENTION_ALL } from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import type { MessageMentionListeners } from '../chat/message-mentions.js';
import { mentionsRepository } from './mentions.repository.js';
import { notify, pushRemoved, type NotificationsServiceDeps } from './notifications.service.js';

/** A caption or comment that may name people. */
export interface MentioningText {
  postId: string;
  /** Null for a post's caption. */
  commentId: string | null;
  authorId: string;
  text: string;
  /** Already told of this comment in another way (the reply's addressee, the post's author). */
  alreadyNotified?: string[];
}

/**
 * Mention notifications (issue 30): type 'mention', never grouped (each is its own entry), one per
 * person per message, caption or comment, never to the author. Chat mentions come recorded by the
 * chat feature (members only); feed mentions name any active account by its username.
 */
export function createMentionNotifications(deps: NotificationsServiceDeps) {
  const write = (work: (tx: Database) => Promise<void>) => inTransaction(deps.db, work, deps.logError);

  const messageListeners: MessageMentionListeners = {
    onMentioned: ({ messageId, senderId, userIds }) =>
      write(async (tx) => {
        for (const recipientId of userIds) {
          await notify(tx, deps, { recipientId, senderId, type: 'mention', action: 'message-mention', messageId });
        }
      }),
    onMessageDeleting: (messageId) =>
      write(async (tx) => {
        const removed = await mentionsRepository.deleteOfMessage(tx, messageId);
        if (removed.length > 0) afterCommit(tx, () => pushRemoved(deps, removed));
      }),
  };

  /** Notifies those a caption or comment newly names (a caption edited again tells no one twice). */
  const textSaved = ({ postId, commentId, authorId, text, alreadyNotified = [] }: MentioningText) => {
    const keys = mentionKeysIn(text).filter((key) => key !== MENTION_ALL);
    if (keys.length === 0) return Promise.resolve();
    const action = commentId ? ('comment-mention' as const) : ('post-mention' as const);
    return write(async (tx) => {
      const named = (await mentionsRepository.activeUserIds(tx, keys)).filter(
        (id) => id !== authorId && !alreadyNotified.includes(id),
      );
      const told = await mentionsRepository.alreadyTold(tx, { action, postId, commentId }, named);
      for (const recipientId of named.filter((id) => !told.has(id))) {
        await notify(tx, deps, { recipientId, senderId: authorId, type: 'mention', action, postId, commentId });
      }
    });
  };

  return { messageListeners, textSaved };
}
