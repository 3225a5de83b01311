import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectMembers, tasks, taskWatchers, users } from '../../db/schema/index.js';
import type { MemberUser } from './project-records.js';

/** Who follows a task (issue 31): only members of its project count, so leaving the project ends it. */
export function createTaskWatchersRepository(db: Database) {
  return {
    /** The followers who are still members, in the order they started following. */
    async list(taskId: string, executor: Database = db): Promise<MemberUser[]> {
      return executor
        .select({ id: users.id, username: users.username, avatar: users.avatar })
        .from(taskWatchers)
        .innerJoin(tasks, eq(tasks.id, taskWatchers.taskId))
        .innerJoin(
          projectMembers,
          and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, taskWatchers.userId)),
        )
        .innerJoin(users, eq(users.id, taskWatchers.userId))
        .where(eq(taskWatchers.taskId, taskId))
        .orderBy(asc(taskWatchers.createdAt), asc(users.id));
    },

    /** Starts following; following twice is following once. */
    async add(tx: Database, taskId: string, userId: string): Promise<void> {
      await tx.insert(taskWatchers).values({ taskId, userId }).onConflictDoNothing();
    },

    async remove(tx: Database, taskId: string, userId: string): Promise<void> {
      await tx.delete(taskWatchers).where(and(eq(taskWatchers.taskId, taskId), eq(taskWatchers.userId, userId)));
    },

    /** The next task of a series keeps its followers. */
    async copy(tx: Database, fromTaskId: string, toTaskId: string): Promise<void> {
      await tx.execute(
        sql`INSERT INTO ${taskWatchers} (task_id, user_id, created_at)
            SELECT ${toTaskId}, user_id, created_at FROM ${taskWatchers} WHERE task_id = ${fromTaskId}`,
      );
    },
  };
}

export type TaskWatchersRepository = ReturnType<typeof createTaskWatchersRepository>;
