import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications, users } from '../../db/schema/index.js';

/** The reads and deletes behind mention notifications (mention-notifications.ts). */
export const mentionsRepository = {
  /** The active accounts with these usernames (mention keys: lower case). */
  async activeUserIds(executor: Database, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(sql`lower(${users.username})`, keys), eq(users.status, 'active')));
    return rows.map((row) => row.id);
  },

  /** Who of `recipientIds` was already told of a mention in this post (caption) or comment. */
  async alreadyTold(
    executor: Database,
    target: { action: 'post-mention' | 'comment-mention'; postId: string; commentId: string | null },
    recipientIds: string[],
  ): Promise<Set<string>> {
    if (recipientIds.length === 0) return new Set();
    const rows = await executor
      .select({ id: notifications.recipientId })
      .from(notifications)
      .where(
        and(
          eq(notifications.action, target.action),
          eq(notifications.postId, target.postId),
          target.commentId ? eq(notifications.commentId, target.commentId) : isNull(notifications.commentId),
          inArray(notifications.recipientId, recipientIds),
        ),
      );
    return new Set(rows.map((row) => row.id));
  },

  /** Removes the mention notifications of a message (it is being deleted); answers who had them. */
  async deleteOfMessage(tx: Database, messageId: string): Promise<{ id: string; recipientId: string }[]> {
    return tx
      .delete(notifications)
      .where(and(eq(notifications.messageId, messageId), eq(notifications.action, 'message-mention')))
      .returning({ id: notifications.id, recipientId: notifications.recipientId });
  },
};
