import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { aiConversations, aiMessages, aiUsage, type AiMessageRow } from '../../db/schema/index.js';
import type { AssistantTurn } from './builtin/builtin.types.js';

/** One finished turn: the question and what the assistant answered (all of it, or what streamed before a stop). */
export interface SavedTurn {
  userId: string;
  conversationId: string;
  question: string;
  answer: string;
  modelUsed: string;
  /** A retry: the conversation's last turn (its last question and what followed it) goes first. */
  replacesLastTurn: boolean;
  /** When the question was asked and when the answer ended (both from the app's clock). */
  askedAt: Date;
  answeredAt: Date;
}

export type ConversationMessage = Pick<AiMessageRow, 'role' | 'content' | 'modelUsed' | 'createdAt'>;

const ofConversation = (userId: string, conversationId: string) =>
  and(eq(aiMessages.userId, userId), eq(aiMessages.conversationId, conversationId));

/** The assistant's conversations and messages, always under their owner's id, and the daily question counts. */
export function createAssistantRepository(db: Database) {
  return {
    /** Deletes the user's conversations untouched since `before` (their messages go with them). */
    async deleteStale(userId: string, before: Date): Promise<void> {
      await db
        .delete(aiConversations)
        .where(and(eq(aiConversations.userId, userId), lt(aiConversations.updatedAt, before)));
    },

    /**
     * The newest messages whose contents together fit in `maxChars`, oldest first: one statement,
     * a running total of lengths from the newest backwards (a message that would go over ends it).
     */
    async recentTurns(userId: string, conversationId: string, maxChars: number): Promise<AssistantTurn[]> {
      const newestFirst = db
        .select({
          id: aiMessages.id,
          role: aiMessages.role,
          content: aiMessages.content,
          total: sql<number>`sum(char_length(${aiMessages.content})) OVER (ORDER BY ${aiMessages.id} DESC)`.as('total'),
        })
        .from(aiMessages)
        .where(ofConversation(userId, conversationId))
        .as('newest_first');
      return db
        .select({ role: newestFirst.role, content: newestFirst.content })
        .from(newestFirst)
        .where(lte(newestFirst.total, maxChars))
        .orderBy(asc(newestFirst.id));
    },

    /** A conversation's messages in order. */
    async messages(userId: string, conversationId: string): Promise<ConversationMessage[]> {
      return db
        .select({
          role: aiMessages.role,
          content: aiMessages.content,
          modelUsed: aiMessages.modelUsed,
          createdAt: aiMessages.createdAt,
        })
        .from(aiMessages)
        .where(ofConversation(userId, conversationId))
        .orderBy(asc(aiMessages.id));
    },

    /** Writes a finished turn at once: the conversation (made or touched), the question and the answer. */
    async saveTurn(turn: SavedTurn): Promise<void> {
      const { userId, conversationId } = turn;
      await db.transaction(async (tx) => {
        await tx
          .insert(aiConversations)
          .values({ userId, id: conversationId, createdAt: turn.askedAt, updatedAt: turn.answeredAt })
          .onConflictDoUpdate({
            target: [aiConversations.userId, aiConversations.id],
            set: { updatedAt: turn.answeredAt },
          });
        if (turn.replacesLastTurn) {
          const lastQuestion = tx
            .select({ id: sql`max(${aiMessages.id})` })
            .from(aiMessages)
            .where(and(ofConversation(userId, conversationId), eq(aiMessages.role, 'user')));
          await tx
            .delete(aiMessages)
            .where(and(ofConversation(userId, conversationId), gte(aiMessages.id, lastQuestion)));
        }
        await tx.insert(aiMessages).values([
          { userId, conversationId, role: 'user', content: turn.question, createdAt: turn.askedAt },
          {
            userId,
            conversationId,
            role: 'assistant',
            content: turn.answer,
            modelUsed: turn.modelUsed,
            createdAt: turn.answeredAt,
          },
        ]);
      });
    },

    /** Deletes the conversation with its messages; false when the user has none by that id. */
    async deleteConversation(userId: string, conversationId: string): Promise<boolean> {
      const deleted = await db
        .delete(aiConversations)
        .where(and(eq(aiConversations.userId, userId), eq(aiConversations.id, conversationId)))
        .returning({ id: aiConversations.id });
      return deleted.length > 0;
    },

    /**
     * Counts a question on the user's quota day, unless `quota` are counted already: one atomic
     * upsert (INSERT … ON CONFLICT DO UPDATE … WHERE count < quota RETURNING), so two questions at the
     * same moment cannot both take the last one. True when it was counted.
     */
    async countQuestion(userId: string, day: string, quota: number): Promise<boolean> {
      const counted = await db
        .insert(aiUsage)
        .values({ userId, day, count: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { count: sql`${aiUsage.count} + 1` },
          setWhere: lt(aiUsage.count, quota),
        })
        .returning({ count: aiUsage.count });
      return counted.length > 0;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
