import type { SignupInfo, WorkspaceRole } from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { inviteState } from './invite-state.js';
import { hashInviteToken, sameTokenHash } from './invite-tokens.js';
import { signupRefusal, type InviteLookup } from './signup-rules.js';
import type { WorkspaceInvitesRepository } from './workspace-invites.repository.js';
import type { WorkspaceSettingsRepository } from './workspace-settings.repository.js';
import type { WorkspaceSettingsService } from './workspace-settings.service.js';

export interface SignupGateDeps {
  db: Database;
  settingsRepository: WorkspaceSettingsRepository;
  settings: WorkspaceSettingsService;
  invites: WorkspaceInvitesRepository;
  now: () => Date;
  /** Whether "Forgot password?" can mail a link (SMTP configured). */
  passwordResetByEmail: boolean;
}

/** Who may register, decided for `POST /api/auth/register` and explained by `GET /api/auth/signup-info`. */
export function createSignupGate(deps: SignupGateDeps) {
  const { db, settingsRepository, invites, now } = deps;

  async function lookUp(token: string | undefined, tx: Database = db): Promise<InviteLookup> {
    if (token === undefined) return { kind: 'none' };
    const tokenHash = hashInviteToken(token);
    const found = await invites.findByTokenHash(tokenHash, tx);
    if (!found || !sameTokenHash(found.invite.tokenHash, tokenHash)) return { kind: 'unknown' };
    if (inviteState(found.invite, now()) !== 'active') return { kind: 'gone' };
    return { kind: 'usable', id: found.invite.id, email: found.invite.email };
  }

  /** Throws the refusal for this email and token, if any; a workspace with no admin yet admits its first. */
  async function check(email: string, token: string | undefined, tx: Database = db): Promise<InviteLookup> {
    const invite = await lookUp(token, tx);
    if (!(await settingsRepository.hasAdmin(tx))) return invite;
    const refusal = signupRefusal(deps.settings.effective(await settingsRepository.read(tx)), email, invite);
    if (refusal) throw refusal;
    return invite;
  }

  return {
    /**
     * The sign-up rules before anything else about the registration is looked at: someone who may not
     * register learns nothing, not even whether an email has an account (no lock, no use taken).
     */
    async precheck(email: string, token: string | undefined): Promise<void> {
      await check(email, token);
    },

    /**
     * In one transaction under the workspace's lock: the rules again (nothing changed since the precheck
     * can slip in), one use of the invite link taken, the role decided (admin when the workspace has none:
     * two first registrations at once cannot both be), then `create` inserts the account. Whatever fails
     * rolls all of it back, the link's use included.
     */
    async admit<T>(
      email: string,
      token: string | undefined,
      create: (tx: Database, role: WorkspaceRole) => Promise<T>,
    ): Promise<T> {
      return inTransaction(db, async (tx) => {
        await settingsRepository.lock(tx);
        const firstAccount = !(await settingsRepository.hasAdmin(tx));
        const invite = await check(email, token, tx);
        // The guarded update takes the use only if the link still admits: it may have expired in the
        // instant since the check.
        if (invite.kind === 'usable' && !(await invites.takeUse(tx, invite.id, now()))) {
          throw new HttpError(410, 'workspace.inviteGone');
        }
        return create(tx, firstAccount ? 'admin' : 'member');
      });
    },

    /** What the register and login screens show before anyone signs in. */
    async info(token: string | undefined): Promise<SignupInfo> {
      // Until the workspace has its administrator, the next account is admitted whatever the rules.
      const settings = (await settingsRepository.hasAdmin())
        ? deps.settings.effective(await settingsRepository.read())
        : { signupMode: 'open' as const, allowedEmailDomains: [] };
      const info: SignupInfo = {
        signupMode: settings.signupMode,
        // Domains matter only to open sign-up; otherwise they are nobody's business.
        allowedEmailDomains: settings.signupMode === 'open' ? settings.allowedEmailDomains : [],
        passwordResetByEmail: deps.passwordResetByEmail,
      };
      if (token === undefined) return info;
      const tokenHash = hashInviteToken(token);
      const found = await invites.findByTokenHash(tokenHash);
      const valid =
        found !== undefined &&
        sameTokenHash(found.invite.tokenHash, tokenHash) &&
        inviteState(found.invite, now()) === 'active' &&
        settings.signupMode !== 'closed';
      return {
        ...info,
        invite: {
          valid,
          invitedBy: valid ? (found.creator?.username ?? null) : null,
          email: valid ? found.invite.email : null,
        },
      };
    },
  };
}

export type SignupGate = ReturnType<typeof createSignupGate>;
