import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { lockActiveAdmins } from '../users/active-admins-lock.js';

/** `text` matched literally inside an ILIKE pattern (its %, _ and \ are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export interface MembersPageQuery {
  q?: string;
  /** The last member of the previous page. */
  cursor?: string;
  limit: number;
}

export function createAdminMembersRepository(db: Database) {
  const notDeleted = ne(users.status, 'deleted');
  return {
    /**
     * Members newest first, by name or email containing `q`, after the cursor's member. Keyset paging on
     * (created_at, id), read from the cursor's own row so the timestamps keep their microseconds.
     */
    async listPage({ q, cursor, limit }: MembersPageQuery): Promise<UserRow[]> {
      const conditions: (SQL | undefined)[] = [notDeleted];
      if (q) conditions.push(or(ilike(users.username, containing(q)), ilike(users.email, containing(q))));
      if (cursor) {
        conditions.push(
          sql`(${users.createdAt}, ${users.id}) < (select created_at, id from users where id = ${cursor})`,
        );
      }
      return db
        .select()
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },
    /**
     * Locks the workspace's active admins in id order, then the member (as account deletion does, so an
     * admin change and a deletion never wait on each other in a circle); answers the member (deleted
     * accounts are not members) and how many other active admins there are once the locks are held.
     */
    async lockForChange(tx: Database, id: string): Promise<{ target: UserRow; otherActiveAdmins: number } | undefined> {
      const admins = await lockActiveAdmins(tx);
      const [target] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), notDeleted))
        .for('update');
      if (!target) return undefined;
      return { target, otherActiveAdmins: admins.filter((adminId) => adminId !== id).length };
    },
    async update(tx: Database, id: string, values: Partial<Pick<UserRow, 'role' | 'status'>>): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('Update returned no user');
      return row;
    },
  };
}

export type AdminMembersRepository = ReturnType<typeof createAdminMembersRepository>;
