import {
  inviteBodySchema,
  type AcceptedInvitation,
  type InvitationSent,
  type Language,
  type MyInvitation,
  type ProjectInvitation,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import { closeProjectInvite, notify } from '../notifications/notifications.service.js';
import { presentMyInvitation, presentProjectInvitation } from './project-invitations.presenter.js';
import type { OpenInvitation } from './project-invitations.repository.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { membershipOr404, projectPolicy } from './projects.policy.js';
import { presentMember } from './projects.presenter.js';
import { projectViewFor } from './projects.service.js';

type Deps = ProjectsServiceDeps;
/** Who is asking: invitations go by email, so the services need the caller's address too. */
type Caller = Pick<UserRow, 'id' | 'username' | 'email'>;

const invitationNotFound = () => notFound('projects.invitationNotFound');
const invitationId = (raw: string) => (isUuid(raw) ? raw.toLowerCase() : null);

/** The caller manages the project's members (owner or admin); 404 outside it, 403 for a plain member. */
async function managerOf(deps: Deps, userId: string, rawProjectId: string) {
  const membership = await membershipOr404(deps.projects, rawProjectId, userId);
  authorize(projectPolicy.manageMembers(userId, membership), () => forbidden('projects.notAllowed'));
  return membership;
}

/**
 * Owner or admin: invites an email (trimmed, any case) into the project. The answer is the same whatever
 * happens, so it tells nobody whether the email has an account: a new invitation (the account, if any, is
 * notified in the same transaction), or nothing at all when the person is a member already, is invited
 * already, or declined an invitation into this project within `declinedBlockHours` (a refusal is not asked
 * again at once, and the inviter is not told of it). Over `perHour` invitations made in the last hour: 429.
 */
export async function inviteMember(
  deps: Deps,
  inviter: Caller,
  rawProjectId: string,
  body: unknown,
  language: Language,
): Promise<InvitationSent> {
  const { projectId } = await managerOf(deps, inviter.id, rawProjectId);
  const input = parseOrThrow(inviteBodySchema, body);
  const email = input.email.toLowerCase();
  const { role } = input;
  const limits = deps.invitationLimits;
  await inTransaction(
    deps.db,
    async (tx) => {
      // Invitations into one project take turns, as member changes do.
      const project = await deps.projects.lock(tx, projectId);
      if (!project) throw notFound('projects.notFound');
      if ((await deps.invitations.countMadeWithin(tx, inviter.id, 1)) >= limits.perHour) {
        throw new HttpError(429, 'projects.invitationsPerHour');
      }
      const inviteeId = (await deps.invitations.accountIdByEmail(tx, email)) ?? null;
      if (inviteeId && (await deps.projects.findMembership(projectId, inviteeId, tx))) return;
      if (await deps.invitations.declinedWithin(tx, projectId, email, limits.declinedBlockHours)) return;
      const id = await deps.invitations.insertOpen(tx, { projectId, email, inviteeId, invitedBy: inviter.id, role });
      if (!id) return; // Invited already: the open invitation stays as it is.
      if (inviteeId) {
        await notify(tx, deps.notifications, {
          recipientId: inviteeId,
          senderId: inviter.id,
          type: 'other',
          action: 'project-invite',
          projectId,
        });
        afterCommit(tx, () => deps.events.invitationsChanged([inviteeId]));
      }
      const hook = deps.onInvitationCreated;
      if (hook) {
        afterCommit(tx, () =>
          hook({
            invitationId: id,
            email,
            hasAccount: inviteeId !== null,
            role,
            project: { id: projectId, name: project.name },
            invitedBy: { id: inviter.id, username: inviter.username },
            language,
          }),
        );
      }
    },
    deps.logError,
  );
  return { email, role };
}

/** Owner or admin: the project's open invitations, newest first. */
export async function listProjectInvitations(
  deps: Deps,
  userId: string,
  rawProjectId: string,
): Promise<ProjectInvitation[]> {
  const { projectId } = await managerOf(deps, userId, rawProjectId);
  return (await deps.invitations.openOfProject(projectId)).map(presentProjectInvitation);
}

/** The invitation's notification of the invitee, if it made one. */
const notificationOf = (invitation: OpenInvitation, recipientId: string) => ({
  recipientId,
  projectId: invitation.projectId,
  since: invitation.createdAt,
});

/**
 * Owner or admin: withdraws an open invitation of the project; its notification goes from the invitee's
 * list. An invitation of another project, or one no longer open: 404.
 */
export async function withdrawInvitation(deps: Deps, userId: string, rawProjectId: string, rawInvitationId: string) {
  const { projectId } = await managerOf(deps, userId, rawProjectId);
  const id = invitationId(rawInvitationId);
  if (!id) throw invitationNotFound();
  return inTransaction(
    deps.db,
    async (tx) => {
      if (!(await deps.projects.lock(tx, projectId))) throw notFound('projects.notFound');
      const invitation = await deps.invitations.lockOpenOfProject(tx, id, projectId);
      if (!invitation) throw invitationNotFound();
      await deps.invitations.close(tx, id, 'withdrawn');
      const { inviteeId } = invitation;
      if (inviteeId) {
        await closeProjectInvite(tx, deps.notifications, notificationOf(invitation, inviteeId), 'remove');
        afterCommit(tx, () => deps.events.invitationsChanged([inviteeId]));
      }
      return { invitationId: id };
    },
    deps.logError,
  );
}

/** The caller's open invitations, newest first (those made for their email before they registered too). */
export async function listMyInvitations(deps: Deps, caller: Caller): Promise<MyInvitation[]> {
  return (await deps.invitations.openFor(caller.id, caller.email)).map(presentMyInvitation);
}

/**
 * Runs `answer` on one of the caller's open invitations under the project's lock (members change one at
 * a time), the invitation held too: two answers at once cannot both go through. Anyone else's invitation,
 * or one no longer open: 404.
 */
async function answerInvitation<T>(
  deps: Deps,
  caller: Caller,
  rawInvitationId: string,
  answer: (tx: Database, invitation: OpenInvitation) => Promise<T>,
): Promise<T> {
  const id = invitationId(rawInvitationId);
  const found = id ? await deps.invitations.findOpenFor(id, caller.id, caller.email) : undefined;
  if (!id || !found) throw invitationNotFound();
  return inTransaction(
    deps.db,
    async (tx) => {
      if (!(await deps.projects.lock(tx, found.projectId))) throw invitationNotFound();
      const invitation = await deps.invitations.findOpenFor(id, caller.id, caller.email, tx);
      if (!invitation) throw invitationNotFound();
      return answer(tx, invitation);
    },
    deps.logError,
  );
}

/**
 * Accepts an invitation: the caller becomes a member with its role, in the same transaction. The other
 * members hear of the newcomer; the newcomer's tabs get the whole project.
 */
export async function acceptInvitation(
  deps: Deps,
  caller: Caller,
  rawInvitationId: string,
): Promise<AcceptedInvitation> {
  return answerInvitation(deps, caller, rawInvitationId, async (tx, invitation) => {
    const { projectId } = invitation;
    await deps.invitations.close(tx, invitation.id, 'accepted', caller.id);
    // A member already (nothing else adds members, but the role they have stays theirs then).
    const added = await deps.projects.addMember(tx, projectId, caller.id, invitation.role);
    await closeProjectInvite(tx, deps.notifications, notificationOf(invitation, caller.id), 'read');
    const project = await projectViewFor(deps, projectId, caller.id, tx);
    if (added) {
      const record = await deps.projects.member(projectId, caller.id, tx);
      const others = (await deps.projects.memberIds(projectId, tx)).filter((memberId) => memberId !== caller.id);
      afterCommit(tx, () => {
        if (record) deps.events.memberAdded(others, projectId, presentMember(record));
        deps.events.projectUpdated(others, { projectId, changes: { membersCount: others.length + 1 } });
        deps.events.projectAdded(caller.id, project);
      });
    }
    afterCommit(tx, () => deps.events.invitationsChanged([caller.id]));
    return { invitationId: invitation.id, project };
  });
}

/** Declines an invitation: nobody is added, its notification goes, and the email is not invited again for a while. */
export async function declineInvitation(deps: Deps, caller: Caller, rawInvitationId: string) {
  return answerInvitation(deps, caller, rawInvitationId, async (tx, invitation) => {
    await deps.invitations.close(tx, invitation.id, 'declined', caller.id);
    await closeProjectInvite(tx, deps.notifications, notificationOf(invitation, caller.id), 'remove');
    afterCommit(tx, () => deps.events.invitationsChanged([caller.id]));
    return { invitationId: invitation.id };
  });
}
