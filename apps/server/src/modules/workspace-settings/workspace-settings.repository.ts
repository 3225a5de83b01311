import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, workspaceSettings, type WorkspaceSettingsRow } from '../../db/schema/index.js';

/** The migration inserts the one row (id 1); every read and lock is of that row. */
const SETTINGS_ID = 1;

export function createWorkspaceSettingsRepository(db: Database) {
  const theRow = async (query: Promise<WorkspaceSettingsRow[]>) => {
    const [row] = await query;
    if (!row) throw new Error('workspace_settings has no row: migration 0013 inserts it');
    return row;
  };
  return {
    read(tx: Database = db): Promise<WorkspaceSettingsRow> {
      return theRow(tx.select().from(workspaceSettings).where(eq(workspaceSettings.id, SETTINGS_ID)));
    },
    /**
     * Reads the row and holds it until `tx` ends: the workspace's lock. Registrations and changes of an
     * admin's role or status take it, so two of them never decide on the same count of admins.
     */
    lock(tx: Database): Promise<WorkspaceSettingsRow> {
      return theRow(tx.select().from(workspaceSettings).where(eq(workspaceSettings.id, SETTINGS_ID)).for('update'));
    },
    async update(values: Partial<Pick<WorkspaceSettingsRow, 'signupMode' | 'allowedEmailDomains'>>): Promise<void> {
      await db
        .update(workspaceSettings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(workspaceSettings.id, SETTINGS_ID));
    },
    /** Whether the workspace has an administrator (deleted accounts aside): without one, the next account is. */
    async hasAdmin(tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.status, 'deleted')))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type WorkspaceSettingsRepository = ReturnType<typeof createWorkspaceSettingsRepository>;
