import type { AccountStatus, AdminUser, WorkspaceInvite } from '@teamhub/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { inviteState } from '../workspace-settings/invite-state.js';
import type { InviteWithCreator } from '../workspace-settings/workspace-invites.repository.js';

/** A member as the admin screen lists them (deleted accounts are never listed). */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    // The database allows only these values; 'deleted' rows are filtered out before.
    role: row.role,
    status: row.status as AccountStatus,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** An invite link without its token (only its hash is kept), with where it stands at `now`. */
export function presentInvite({ invite, creator }: InviteWithCreator, now: Date): WorkspaceInvite {
  return {
    id: invite.id,
    email: invite.email,
    maxUses: invite.maxUses,
    uses: invite.uses,
    expiresAt: invite.expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
    revokedAt: invite.revokedAt?.toISOString() ?? null,
    state: inviteState(invite, now),
    createdBy: creator,
  };
}
