import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectMembers, taskComments, users, type TaskCommentRow } from '../../db/schema/index.js';

/** Task comments (issue 31): written with their task's row locked; listed through the timeline. */
export const taskCommentsRepository = {
  async find(executor: Database, taskId: string, commentId: string): Promise<TaskCommentRow | undefined> {
    const [row] = await executor
      .select()
      .from(taskComments)
      .where(and(eq(taskComments.id, commentId), eq(taskComments.taskId, taskId)));
    return row;
  },

  async insert(tx: Database, comment: { taskId: string; authorId: string; text: string }): Promise<TaskCommentRow> {
    const [row] = await tx.insert(taskComments).values(comment).returning();
    if (!row) throw new Error('The new comment was not returned');
    return row;
  },

  async updateText(tx: Database, commentId: string, text: string): Promise<TaskCommentRow> {
    const [row] = await tx
      .update(taskComments)
      .set({ text, editedAt: sql`now()` })
      .where(eq(taskComments.id, commentId))
      .returning();
    if (!row) throw new Error('The edited comment was not returned');
    return row;
  },

  async delete(tx: Database, commentId: string): Promise<void> {
    await tx.delete(taskComments).where(eq(taskComments.id, commentId));
  },

  /** The author as comments show them. */
  async author(executor: Database, userId: string) {
    const [row] = await executor
      .select({ id: users.id, username: users.username, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** The project's members among these usernames (mention keys: lower case). */
  async membersNamed(executor: Database, projectId: string, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await executor
      .select({ id: users.id })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(
        and(
          eq(projectMembers.projectId, projectId),
          inArray(sql`lower(${users.username})`, keys),
          eq(users.status, 'active'),
        ),
      );
    return rows.map((row) => row.id);
  },
};

export type TaskCommentsRepository = typeof taskCommentsRepository;
