import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/**
 * Locks the workspace's active admins in id order and answers their ids. Every change that could leave
 * the workspace without an active admin (a role change, a deactivation, an account's deletion) takes
 * these locks first and in the same order, so two such changes never wait on each other in a circle and
 * the count read under them stays true until the transaction ends.
 */
export async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return admins.map((admin) => admin.id);
}
