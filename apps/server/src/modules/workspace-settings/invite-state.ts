import type { WorkspaceInvite } from '@teamhub/contracts';
import type { WorkspaceInviteRow } from '../../db/schema/index.js';

/** Where a link stands now; only 'active' admits anyone. Revoked wins over the rest: the admin's act. */
export function inviteState(
  invite: Pick<WorkspaceInviteRow, 'revokedAt' | 'uses' | 'maxUses' | 'expiresAt'>,
  now: Date,
): WorkspaceInvite['state'] {
  if (invite.revokedAt) return 'revoked';
  if (invite.uses >= invite.maxUses) return 'used-up';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
