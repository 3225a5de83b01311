import { and, asc, desc, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { folded } from './chat-sql.js';

export interface UserSearchRow {
  id: string;
  username: string;
  email: string;
  avatar: string;
  verified: boolean;
  position: string;
}

/**
 * People search for starting chats: the name or the email contains the text, ignoring letter case
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
          avatar: users.avatar,
          verified: users.verified,
          position: users.position,
        })
        .from(users)
        .where(
          and(
            ne(users.id, excludeUserId),
            or(sql`strpos(${name}, ${needle}) > 0`, sql`strpos(${folded(sql`${users.email}`)}, ${needle}) > 0`),
          ),
        )
        .orderBy(desc(sql`strpos(${name}, ${needle}) = 1`), asc(sql`lower(${users.username})`), asc(users.id))
        .limit(limit);
    },
  };
}

export type UserSearchRepository = ReturnType<typeof createUserSearchRepository>;
