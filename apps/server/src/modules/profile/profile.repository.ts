import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** The columns the edit-profile form writes; the visibility ones only when the form sent them. */
export type ProfileValues = Pick<
  UserRow,
  'username' | 'email' | 'position' | 'address' | 'dateOfBirth' | 'website' | 'facebook' | 'instagram' | 'telegram'
> &
  Partial<Pick<UserRow, 'emailVisibility' | 'addressVisibility' | 'dateOfBirthVisibility' | 'linksVisibility'>>;

export function createProfileRepository(db: Database) {
  return {
    /** The updated row, or undefined when the user no longer exists. In the caller's transaction `tx`. */
    async update(tx: Database, id: string, values: ProfileValues): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Saves the user's own preferences. `updated_at` stays: it tracks what others see of the
     * profile, and a preference changes nothing of that. Undefined when the user no longer exists.
     */
    async updateSettings(
      id: string,
      values: Partial<Pick<UserRow, 'theme' | 'sendReadReceipts' | 'timeZone'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Sets the avatar and tells which value it replaced. The old value is read under a row lock,
     * so when two uploads race each one learns the file it really replaced and no file is orphaned.
     * In the caller's transaction `tx`.
     */
    async replaceAvatar(
      tx: Database,
      id: string,
      avatar: string,
    ): Promise<{ row: UserRow; previous: string } | undefined> {
      const [current] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)).for('update');
      if (!current) return undefined;
      const [row] = await tx
        .update(users)
        .set({ avatar, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row && { row, previous: current.avatar };
    },

    /** Users by name regardless of letter case (names are unique that way, so the order is total). */
    async list(limit: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(ne(users.status, 'deleted'))
        .orderBy(sql`lower(${users.username})`, asc(users.id))
        .limit(limit);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
