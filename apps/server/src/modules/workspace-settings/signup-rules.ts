import type { WorkspaceSettings } from '@teamhub/contracts';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.js';

/** What a presented invite token turned out to be. */
export type InviteLookup =
  { kind: 'none' } | { kind: 'unknown' } | { kind: 'gone' } | { kind: 'usable'; id: string; email: string | null };

/** The part after the '@', as the allowed domains are kept (lower-cased: emails are stored so). */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Why this registration is refused, or null when it is admitted. `closed` admits nobody, links included:
 * it is the switch that stops every way in at once (an admin who wants only invited people picks `invite`,
 * where links work as they do in Mattermost with open sign-up off). A usable link admits in `open` and
 * `invite` whatever the allowed domains, as an admin chose that person; a link bound to an email admits
 * that email only. A link that does not work is refused in every mode: the page never sends a dead one.
 */
export function signupRefusal(settings: WorkspaceSettings, email: string, invite: InviteLookup): HttpError | null {
  if (settings.signupMode === 'closed') return forbidden('workspace.signupClosed');
  switch (invite.kind) {
    case 'unknown':
      // Never a link this workspace made (mistyped or cut short): 410 would claim it once existed.
      return badRequest('workspace.inviteInvalid');
    case 'gone':
      return new HttpError(410, 'workspace.inviteGone');
    case 'usable':
      return invite.email !== null && invite.email !== email ? forbidden('workspace.inviteEmailMismatch') : null;
    case 'none':
      if (settings.signupMode === 'invite') return forbidden('workspace.signupInviteOnly');
      if (settings.allowedEmailDomains.length > 0 && !settings.allowedEmailDomains.includes(emailDomain(email))) {
        return forbidden('workspace.signupDomainNotAllowed');
      }
      return null;
  }
}
