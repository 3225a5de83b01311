import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, workspaceInvites, type WorkspaceInviteRow } from '../../db/schema/index.js';

/** An invite link with the name of the admin who made it (null once their account is gone). */
export interface InviteWithCreator {
  invite: WorkspaceInviteRow;
  creator: { id: string; username: string } | null;
}

const withCreator = {
  invite: workspaceInvites,
  creatorId: users.id,
  creatorName: users.username,
};

const toInviteWithCreator = (row: {
  invite: WorkspaceInviteRow;
  creatorId: string | null;
  creatorName: string | null;
}): InviteWithCreator => ({
  invite: row.invite,
  creator: row.creatorId && row.creatorName ? { id: row.creatorId, username: row.creatorName } : null,
});

export function createWorkspaceInvitesRepository(db: Database) {
  const selectWithCreator = () =>
    db.select(withCreator).from(workspaceInvites).leftJoin(users, eq(users.id, workspaceInvites.createdBy));

  return {
    async insert(values: typeof workspaceInvites.$inferInsert): Promise<WorkspaceInviteRow> {
      const [row] = await db.insert(workspaceInvites).values(values).returning();
      if (!row) throw new Error('Insert returned no invite');
      return row;
    },
    /** The newest links first. */
    async listNewest(limit: number): Promise<InviteWithCreator[]> {
      const rows = await selectWithCreator()
        .orderBy(desc(workspaceInvites.createdAt), desc(workspaceInvites.id))
        .limit(limit);
      return rows.map(toInviteWithCreator);
    },
    async findById(id: string): Promise<InviteWithCreator | undefined> {
      const [row] = await selectWithCreator().where(eq(workspaceInvites.id, id)).limit(1);
      return row && toInviteWithCreator(row);
    },
    async findByTokenHash(tokenHash: string, tx: Database = db): Promise<InviteWithCreator | undefined> {
      const [row] = await tx
        .select(withCreator)
        .from(workspaceInvites)
        .leftJoin(users, eq(users.id, workspaceInvites.createdBy))
        .where(eq(workspaceInvites.tokenHash, tokenHash))
        .limit(1);
      return row && toInviteWithCreator(row);
    },
    /** Revokes the link (a second revoke keeps the first time); false when there is no such link. */
    async revoke(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(workspaceInvites)
        .set({ revokedAt: sql`coalesce(${workspaceInvites.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(workspaceInvites.id, id))
        .returning({ id: workspaceInvites.id });
      return rows.length > 0;
    },
    /**
     * Takes one use of the link if it still admits someone: one statement, so of two registrations racing
     * for its last use only one gets a row back.
     */
    async takeUse(tx: Database, id: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(workspaceInvites)
        .set({ uses: sql`${workspaceInvites.uses} + 1` })
        .where(
          and(
            eq(workspaceInvites.id, id),
            isNull(workspaceInvites.revokedAt),
            lt(workspaceInvites.uses, workspaceInvites.maxUses),
            gt(workspaceInvites.expiresAt, at),
          ),
        )
        .returning({ id: workspaceInvites.id });
      return rows.length > 0;
    },
  };
}

export type WorkspaceInvitesRepository = ReturnType<typeof createWorkspaceInvitesRepository>;
