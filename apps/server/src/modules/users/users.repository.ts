import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

/** What presentAuthor needs of a user. */
export type AuthorRow = Pick<UserRow, 'id' | 'username' | 'avatar' | 'verified'>;

export function createUsersRepository(db: Database) {
  // Every signed-in request loads its user by id: prepared once (and planned once per connection).
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },
    /**
     * Name and picture of the existing users among `ids` (deleted accounts left out), by name regardless
     * of letter case: who is online, for the Present widget (a few hundred at once when many connect).
     */
    async findAuthorsByIds(ids: string[]): Promise<AuthorRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username, avatar: users.avatar, verified: users.verified })
        .from(users)
        .where(and(sql`${users.id} = ANY(${sql.param(ids)}::uuid[])`, ne(users.status, 'deleted')))
        .orderBy(sql`lower(${users.username})`, asc(users.id));
    },
    /**
     * Users born on any of these month/day pairs (any year) who show their date of birth to everyone,
     * by name regardless of letter case.
     */
    async findByBirthday(days: { month: number; day: number }[]): Promise<UserRow[]> {
      if (days.length === 0) return [];
      const matches: SQL[] = days.map(
        ({ month, day }) =>
          sql`(extract(month from ${users.dateOfBirth}) = ${month} and extract(day from ${users.dateOfBirth}) = ${day})`,
      );
      return db
        .select()
        .from(users)
        .where(and(eq(users.dateOfBirthVisibility, 'everyone'), ne(users.status, 'deleted'), or(...matches)))
        .orderBy(sql`lower(${users.username})`, asc(users.id));
    },
    /** Inserts the account, within `tx` when given (registration's transaction). */
    async insert(values: NewUserRow, tx: Database = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('Insert returned no user');
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
