import {
  ADMIN_LIMITS,
  type CreatedInvite,
  type Language,
  type WorkspaceInvite,
  type createInviteBodySchema,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';
import { sendInBackground, type Mailer } from '../mail/mailer.js';
import { newInviteToken } from '../workspace-settings/invite-tokens.js';
import type { WorkspaceInvitesRepository } from '../workspace-settings/workspace-invites.repository.js';
import { presentInvite } from './admin.presenter.js';
import { inviteLinkMail } from './invite-mail.js';

export interface AdminInvitesDeps {
  invites: WorkspaceInvitesRepository;
  now: () => Date;
  /** With SMTP configured: a link bound to an email is mailed there too, its address built on APP_URL. */
  mail: { mailer: Mailer; appUrl: string } | undefined;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3_600_000;

/** The register page's address for a token, on the address the admin reached the app at. */
export const inviteUrl = (origin: string, token: string) => `${origin}/register?invite=${encodeURIComponent(token)}`;

/**
 * Makes a link; the answer is the only place its token is ever seen (only its hash is kept). A link bound
 * to an email is also mailed there when mail is set up (`mailed`), after the answer, never failing it.
 */
export async function createInvite(
  { invites, now, mail, log }: AdminInvitesDeps,
  creator: { id: string; username: string },
  body: z.output<typeof createInviteBodySchema>,
  origin: string,
  language: Language,
): Promise<{ invite: CreatedInvite; mailed: boolean }> {
  const { token, tokenHash } = newInviteToken();
  const row = await invites.insert({
    tokenHash,
    createdBy: creator.id,
    email: body.email ?? null,
    maxUses: body.maxUses,
    expiresAt: new Date(now().getTime() + body.expiresInHours * HOUR_MS),
  });
  // Only the name and id of the creator: never the rest of their row.
  const createdBy = { id: creator.id, username: creator.username };
  const invite = { ...presentInvite({ invite: row, creator: createdBy }, now()), token, url: inviteUrl(origin, token) };
  if (!mail || !body.email) return { invite, mailed: false };
  const mailed = { email: body.email, url: inviteUrl(mail.appUrl, token), expiresInHours: body.expiresInHours };
  sendInBackground(mail.mailer, inviteLinkMail(mailed, creator.username, language), log, 'invite link');
  return { invite, mailed: true };
}

export async function listInvites({ invites, now }: AdminInvitesDeps): Promise<WorkspaceInvite[]> {
  const at = now();
  return (await invites.listNewest(ADMIN_LIMITS.invitesListed)).map((invite) => presentInvite(invite, at));
}

/** Revokes a link at once (again is fine); 404 for no such link. */
export async function revokeInvite({ invites, now }: AdminInvitesDeps, rawId: string): Promise<WorkspaceInvite> {
  const id = isUuid(rawId) ? rawId.toLowerCase() : undefined;
  if (!id || !(await invites.revoke(id, now()))) throw notFound('workspace.inviteNotFound');
  const revoked = await invites.findById(id);
  if (!revoked) throw notFound('workspace.inviteNotFound');
  return presentInvite(revoked, now());
}
