import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { folded } from '../../db/sql-text.js';

export interface UserSearchRow {
  id: string;
  username: string;
  email: string;
  /** 'everyone' or 'only-me': a hidden email is neither searched nor shown. */
  emailVisibility: string;
  avatar: string;
  verified: boolean;
  position: string;
}

/**
 * People search for starting chats: the name or the email (when its owner shows it) contains the text, ignoring letter case
 * and accents ('nguyen' finds 'Nguyễn'); names that start with it come first. A scan of `users`
 * (fine for a team; no index can serve "contains"), folding both sides with the same expression.
 */
export function createUserSearchRepository(db: Database) {
  return {
    async search(text: string, excludeUserId: string, limit: number): Promise<UserSearchRow[]> {
      const needle = folded(sql`${text}::text`);
      const name = folded(sql`${users.username}`);
      return db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          emailVisibility: users.emailVisibility,
          avatar: users.avatar,
          verified: users.verified,
          position: users.position,
        })
        .from(users)
        .where(
          and(
            ne(users.id, excludeUserId),
            ne(users.status, 'deleted'),
            or(
              sql`strpos(${name}, ${needle}) > 0`,
              // Matching a hidden email would tell the searcher whose address it is.
              and(eq(users.emailVisibility, 'everyone'), sql`strpos(${folded(sql`${users.email}`)}, ${needle}) > 0`),
            ),
          ),
        )
        .orderBy(desc(sql`strpos(${name}, ${needle}) = 1`), asc(sql`lower(${users.username})`), asc(users.id))
        .limit(limit);
    },
  };
}

export type UserSearchRepository = ReturnType<typeof createUserSearchRepository>;
