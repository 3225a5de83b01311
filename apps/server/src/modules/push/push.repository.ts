import type { Language, PushPreferences } from '@teamhub/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  conversationParticipants,
  conversations,
  pushPreferences,
  pushSubscriptions,
  type PushPreferencesRow,
  type PushSubscriptionRow,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

export interface NewPushSubscription {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
  language: Language;
}

/** A conversation's members as a push sees them: who muted it, and what the conversation is called. */
export interface ConversationAudience {
  type: string;
  name: string;
  members: { userId: string; muted: boolean; unread: number }[];
}

/** Web Push subscriptions and preferences; the only file of the push feature that touches the database. */
export function createPushRepository(db: Database) {
  return {
    /**
     * Saves a browser's subscription for `userId`. The endpoint is the browser's: when it was another
     * member's (they signed out, this one signed in on the same browser) it becomes this member's.
     */
    async upsertSubscription(subscription: NewPushSubscription): Promise<PushSubscriptionRow> {
      const { endpoint: _endpoint, ...changes } = subscription;
      const [row] = await db
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: changes })
        .returning();
      if (!row) throw new Error('push subscription not saved');
      return row;
    },
    async countOf(userId: string, exceptEndpoint: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.endpoint} <> ${exceptEndpoint}`));
      return row?.total ?? 0;
    },
    /** Removes the caller's own subscription of that endpoint; true when there was one. */
    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return deleted.length > 0;
    },
    /** The push service said the subscription is gone (404/410). */
    async deleteEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
    async markUsed(endpoint: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastUsedAt: at }).where(eq(pushSubscriptions.endpoint, endpoint));
    },
    /** Every member with a subscription (the subscriber index is read from it at start). */
    async subscriberIds(): Promise<string[]> {
      const rows = await db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
      return rows.map((row) => row.userId);
    },
    subscriptionsOf(userIds: string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    },
    preferencesAmong(userIds: string[]): Promise<PushPreferencesRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.select().from(pushPreferences).where(inArray(pushPreferences.userId, userIds));
    },
    async savePreferences(userId: string, { categories, quietHours }: PushPreferences): Promise<PushPreferencesRow> {
      const values = {
        ...categories,
        quietStart: quietHours?.start ?? null,
        quietEnd: quietHours?.end ?? null,
        quietTimeZone: quietHours?.timeZone ?? null,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(pushPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: pushPreferences.userId, set: values })
        .returning();
      if (!row) throw new Error('push preferences not saved');
      return row;
    },
    /** `userIds`' membership of the conversation (mute, unread count) and its type and name. */
    async conversationAudience(conversationId: string, userIds: string[]): Promise<ConversationAudience | undefined> {
      if (userIds.length === 0) return undefined;
      const rows = await db
        .select({
          type: conversations.type,
          name: conversations.name,
          userId: conversationParticipants.userId,
          muted: conversationParticipants.muted,
          unread: sql<number>`greatest(${conversations.messageSeq} - ${conversationParticipants.lastReadSeq} - ${conversationParticipants.unreadExcluded}, 0)`,
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            inArray(conversationParticipants.userId, userIds),
          ),
        );
      const first = rows[0];
      if (!first) return undefined;
      return {
        type: first.type,
        name: first.name,
        members: rows.map((row) => ({ userId: row.userId, muted: row.muted, unread: Number(row.unread) })),
      };
    },
    /**
     * What the app badge shows for each of `userIds`: their unread notifications, the bell's number,
     * which is what an open tab puts on the badge too (chat's unread counts are not loaded app-wide).
     */
    async unreadTotals(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const ids = sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = rowsOf<{ user_id: string; total: number | string }>(
        await db.execute(sql`
          SELECT n.recipient_id AS user_id, count(*) AS total FROM notifications n
          WHERE n.recipient_id IN (${ids}) AND n.is_read = false
          GROUP BY n.recipient_id`),
      );
      return new Map(rows.map((row) => [row.user_id, Number(row.total)]));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
