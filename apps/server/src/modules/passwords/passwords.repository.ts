import { WORKSPACE_LIMITS } from '@teamhub/contracts';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { passwordResets, users, type UserRow } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/transaction.js';

/** When a link made now stops working: the database's clock, the same one that judges it later. */
const linkExpiry = sql<Date>`now() + make_interval(mins => ${WORKSPACE_LIMITS.passwordResetMinutes})`;
/** A link still usable: not used, not expired. */
const usable = and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));
const isActive = eq(users.status, 'active');

/** The person a reset mail goes to. */
export interface ResetMailTarget {
  username: string;
  email: string;
}

/** Password hashes and one-time reset links (only a hash of each link's token is stored). */
export function createPasswordsRepository(db: Database) {
  /** The user's links nobody can use any more: used or expired (kept only until the next link is made). */
  const spentLinksOf = (userIds: SQLWrapper | string[]) =>
    and(
      inArray(passwordResets.userId, userIds),
      or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, sql`now()`)),
    );

  return {
    /**
     * A link for the active account with this email. The same statements run whether or not there is one
     * (each finds no row when there is not), so the time taken tells nothing; answers who to mail, if anyone.
     */
    async createForEmail(email: string, tokenHash: string): Promise<ResetMailTarget | undefined> {
      return inTransaction(db, async (tx) => {
        const account = and(eq(users.email, email), isActive);
        const [person] = await tx.select({ username: users.username, email: users.email }).from(users).where(account);
        await tx.delete(passwordResets).where(spentLinksOf(tx.select({ id: users.id }).from(users).where(account)));
        // INSERT … SELECT: the same statement runs, and inserts nothing, when there is no such account.
        await tx.execute(sql`
          INSERT INTO ${passwordResets} (token_hash, user_id, expires_at)
          SELECT ${tokenHash}, ${users.id}, ${linkExpiry} FROM ${users} WHERE ${account}`);
        return person;
      });
    },

    /** A link an admin made for `userId`; answers when it stops working. */
    async createForUser(userId: string, tokenHash: string, createdBy: string): Promise<Date> {
      return inTransaction(db, async (tx) => {
        await tx.delete(passwordResets).where(spentLinksOf([userId]));
        const [row] = await tx
          .insert(passwordResets)
          .values({ tokenHash, userId, createdBy, expiresAt: linkExpiry })
          .returning({ expiresAt: passwordResets.expiresAt });
        if (!row) throw new Error('Insert returned no password reset');
        return row.expiresAt;
      });
    },

    /** The active account a usable link belongs to (the link stays unused). */
    async findLinkOwner(tokenHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, tokenHash), usable, isActive))
        .limit(1);
      return row?.user;
    },

    /**
     * Uses the link and sets the new password, in one transaction. The link is marked used by one UPDATE
     * that only matches an unused, unexpired link of an active account, so of two requests racing with the
     * same link exactly one gets its row back; the other answers undefined and changes nothing. The
     * account's other links stop working too.
     */
    async resetWithLink(tokenHash: string, passwordHash: string): Promise<string | undefined> {
      return inTransaction(db, async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              usable,
              inArray(passwordResets.userId, tx.select({ id: users.id }).from(users).where(isActive)),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!used) return undefined;
        await setPassword(tx, used.userId, passwordHash);
        return used.userId;
      });
    },

    /** A new password chosen while signed in; links asked for before it stop working. */
    async changePassword(userId: string, passwordHash: string): Promise<void> {
      await inTransaction(db, (tx) => setPassword(tx, userId, passwordHash));
    },
  };
}

/** Sets the hash and ends every link still waiting: a link mailed before the change must not undo it. */
async function setPassword(tx: Database, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export type PasswordsRepository = ReturnType<typeof createPasswordsRepository>;
