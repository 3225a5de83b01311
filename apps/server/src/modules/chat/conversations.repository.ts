import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { conversationParticipants as participants, conversations, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/transaction.js';

/** What the rules about one member of one conversation need to know. */
export interface Membership {
  conversationId: string;
  type: 'direct' | 'group' | 'community';
  userId: string;
  role: 'owner' | 'admin' | 'member';
}

export type LeaveOutcome = { removed: false } | { removed: true; conversationDeleted: boolean };

/** The key of the one direct conversation of two users: their ids in ascending order. */
export const directKey = (a: string, b: string) => [a, b].sort().join(':');

/**
 * Conversations and who is in them. Every change of membership locks the conversation row first
 * (FOR NO KEY UPDATE, the same lock a new message takes when it moves last_activity_at), so members
 * change one at a time and a message goes to exactly the members of the moment it was saved.
 */
export function createConversationsRepository(db: Database) {
  /** The number of the conversation's newest message: where a new member, or a reader, is up to. */
  const newestSeq = (conversationId: string) =>
    sql<number>`(SELECT message_seq FROM conversations WHERE id = ${conversationId})`;

  const lock = (tx: Database, conversationId: string) =>
    tx.execute(sql`SELECT id FROM conversations WHERE id = ${conversationId} FOR NO KEY UPDATE`);

  /** removeMember's steps in `tx`. */
  const leave = async (tx: Database, conversationId: string, userId: string): Promise<LeaveOutcome> => {
    await lock(tx, conversationId);
    const [removed] = await tx
      .delete(participants)
      .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)))
      .returning({ role: participants.role });
    if (!removed) return { removed: false };
    const [heir] = await tx
      .select({ userId: participants.userId, role: participants.role })
      .from(participants)
      .where(and(eq(participants.conversationId, conversationId), ne(participants.userId, userId)))
      .orderBy(asc(participants.joinedAt), asc(participants.userId))
      .limit(1);
    if (!heir) {
      await tx.delete(conversations).where(eq(conversations.id, conversationId));
      return { removed: true, conversationDeleted: true };
    }
    if (removed.role === 'owner') {
      await tx
        .update(participants)
        .set({ role: 'owner' })
        .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, heir.userId)));
    }
    return { removed: true, conversationDeleted: false };
  };

  const membership = async (executor: Database, conversationId: string, userId: string) => {
    const [row] = await executor
      .select({
        conversationId: conversations.id,
        type: conversations.type,
        userId: participants.userId,
        role: participants.role,
      })
      .from(participants)
      .innerJoin(conversations, eq(conversations.id, participants.conversationId))
      .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)))
      .limit(1);
    return row as Membership | undefined;
  };

  return {
    findMembership: (conversationId: string, userId: string) => membership(db, conversationId, userId),

    async findType(conversationId: string): Promise<Membership['type'] | undefined> {
      const [row] = await db
        .select({ type: conversations.type })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row?.type;
    },

    async participantIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: participants.userId })
        .from(participants)
        .where(eq(participants.conversationId, conversationId));
      return rows.map((row) => row.userId);
    },

    /** Of `conversationIds`, those `userId` is in. */
    async memberOf(userId: string, conversationIds: string[]): Promise<string[]> {
      if (conversationIds.length === 0) return [];
      const rows = await db
        .select({ id: participants.conversationId })
        .from(participants)
        .where(and(eq(participants.userId, userId), inArray(participants.conversationId, conversationIds)));
      return rows.map((row) => row.id);
    },

    /** Of `ids`, those that are users one can chat with (not deleted accounts). */
    async existingUserIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), ne(users.status, 'deleted')));
      return rows.map((row) => row.id);
    },

    /**
     * The direct conversation of the two users, created if there is none. The unique index on
     * direct_key settles a race: the loser's INSERT … ON CONFLICT DO NOTHING waits for the winner's
     * commit, inserts nothing, and then reads the winner's conversation.
     */
    async createOrGetDirect(userId: string, otherId: string): Promise<{ id: string; created: boolean }> {
      const key = directKey(userId, otherId);
      return inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(conversations)
          .values({ type: 'direct', directKey: key, createdBy: userId })
          .onConflictDoNothing({ target: conversations.directKey })
          .returning({ id: conversations.id });
        if (created) {
          await tx.insert(participants).values([
            { conversationId: created.id, userId, role: 'member' },
            { conversationId: created.id, userId: otherId, role: 'member' },
          ]);
          return { id: created.id, created: true };
        }
        const [existing] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.directKey, key));
        if (!existing) throw new Error('The direct conversation vanished while being created');
        return { id: existing.id, created: false };
      });
    },

    /** A group or community with its creator as owner and the others as members. */
    async createGroup(values: {
      type: 'group' | 'community';
      name: string;
      ownerId: string;
      memberIds: string[];
    }): Promise<string> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(conversations)
          .values({ type: values.type, name: values.name, createdBy: values.ownerId })
          .returning({ id: conversations.id });
        if (!row) throw new Error('Insert returned no conversation');
        await tx
          .insert(participants)
          .values([
            { conversationId: row.id, userId: values.ownerId, role: 'owner' },
            ...values.memberIds.map((userId) => ({ conversationId: row.id, userId, role: 'member' as const })),
          ]);
        return row.id;
      });
    },

    async rename(conversationId: string, name: string): Promise<void> {
      await db.update(conversations).set({ name }).where(eq(conversations.id, conversationId));
    },

    /**
     * Adds users (those already in are left as they are); answers the ids really added, or null when
     * the conversation would then have more than `maxMembers`.
     */
    async addMembers(conversationId: string, userIds: string[], maxMembers: number | null): Promise<string[] | null> {
      return inTransaction(db, async (tx) => {
        await lock(tx, conversationId);
        if (maxMembers !== null) {
          const existing = await tx
            .select({ userId: participants.userId })
            .from(participants)
            .where(eq(participants.conversationId, conversationId));
          const present = new Set(existing.map((row) => row.userId));
          if (present.size + userIds.filter((id) => !present.has(id)).length > maxMembers) return null;
        }
        if (userIds.length === 0) return [];
        const added = await tx
          .insert(participants)
          .values(
            userIds.map((userId) => ({
              conversationId,
              userId,
              role: 'member' as const,
              lastReadSeq: newestSeq(conversationId),
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: participants.userId });
        return added.map((row) => row.userId);
      });
    },

    /** Joins a community; false when the user was already in it. */
    async join(conversationId: string, userId: string): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        await lock(tx, conversationId);
        const added = await tx
          .insert(participants)
          .values({ conversationId, userId, role: 'member', lastReadSeq: newestSeq(conversationId) })
          .onConflictDoNothing()
          .returning({ userId: participants.userId });
        return added.length > 0;
      });
    },

    /**
     * Takes `userId` out of the conversation. When they owned it, the member who joined first after
     * them becomes the owner; when they were the last member, the conversation is deleted.
     */
    async removeMember(conversationId: string, userId: string): Promise<LeaveOutcome> {
      return inTransaction(db, (tx) => leave(tx, conversationId, userId));
    },

    /** removeMember inside the caller's transaction (an account's deletion leaves every group at once). */
    leave,

    /**
     * Sets the caller's own state; false when they are not in the conversation. Deleting the chat for
     * oneself reads everything up to the newest message. (Reading itself, which also tells the others,
     * is read-receipts.repository.ts.)
     */
    async updateOwnState(
      conversationId: string,
      userId: string,
      change: 'clear' | { muted: boolean },
    ): Promise<boolean> {
      const values =
        change === 'clear'
          ? { clearedAt: sql`now()`, lastReadSeq: newestSeq(conversationId), unreadExcluded: 0 }
          : { muted: change.muted };
      const rows = await db
        .update(participants)
        .set(values)
        .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)))
        .returning({ userId: participants.userId });
      return rows.length > 0;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
