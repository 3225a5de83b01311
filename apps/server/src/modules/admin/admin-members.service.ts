import {
  WORKSPACE_LIMITS,
  type AdminUser,
  type AdminUsersAnswer,
  type adminUserPatchSchema,
  type adminUsersQuerySchema,
} from '@teamhub/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { isUuid } from '../../lib/validation.js';
import type { SessionControl } from '../sessions/session-control.js';
import type { AdminMembersRepository } from './admin-members.repository.js';
import { keepsAnActiveAdmin } from './admin.policy.js';
import { presentAdminUser } from './admin.presenter.js';

export interface AdminMembersDeps {
  db: Database;
  members: AdminMembersRepository;
  sessions: Pick<SessionControl, 'endAllOf'>;
  logError: (error: unknown) => void;
}

/** One page of members, newest first; `nextCursor` is null on the last page. */
export async function listMembers(
  { members }: AdminMembersDeps,
  query: z.output<typeof adminUsersQuerySchema>,
): Promise<AdminUsersAnswer> {
  const pageSize = WORKSPACE_LIMITS.adminUsersPage;
  const rows = await members.listPage({ ...query, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize);
  return {
    users: page.map(presentAdminUser),
    nextCursor: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Changes a member's role or status; 404 for no such member, 409 when it would leave the workspace without
 * an active admin. Counted with the active admins locked: two admins demoting each other at once (or one
 * deleting their account meanwhile) are decided one after the other, and the second finds itself the last.
 * Deactivation ends every session of the member once committed (their sockets are disconnected with them);
 * their content stays.
 */
export async function changeMember(
  deps: AdminMembersDeps,
  rawId: string,
  patch: z.output<typeof adminUserPatchSchema>,
): Promise<AdminUser> {
  const row = await inTransaction(
    deps.db,
    async (tx) => {
      const locked = isUuid(rawId) ? await deps.members.lockForChange(tx, rawId.toLowerCase()) : undefined;
      if (!locked) throw notFound('workspace.userNotFound');
      const { target, otherActiveAdmins } = locked;
      const after = { role: patch.role ?? target.role, status: patch.status ?? target.status };
      authorize(keepsAnActiveAdmin(target, after, otherActiveAdmins), () => conflict('workspace.lastAdmin'));
      const updated = await deps.members.update(tx, target.id, patch);
      if (target.status !== 'deactivated' && after.status === 'deactivated') {
        afterCommit(tx, () => deps.sessions.endAllOf(target.id));
      }
      return updated;
    },
    deps.logError,
  );
  return presentAdminUser(row);
}
