import { memberRoleBodySchema, type ProjectMemberView } from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { Membership } from './project-records.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { membershipOr404, projectPolicy } from './projects.policy.js';
import { presentMember, presentTask } from './projects.presenter.js';

type Deps = ProjectsServiceDeps;

async function memberView(deps: Deps, tx: Database, projectId: string, userId: string): Promise<ProjectMemberView> {
  const record = await deps.projects.member(projectId, userId, tx);
  if (!record) throw notFound('projects.memberNotFound');
  return presentMember(record);
}

/** Locks the project (members change one at a time) and reads the target's membership under the lock. */
async function lockedTarget(deps: Deps, tx: Database, projectId: string, rawUserId: string): Promise<Membership> {
  if (!(await deps.projects.lock(tx, projectId))) throw notFound('projects.notFound');
  const userId = rawUserId.toLowerCase();
  const target = isUuid(userId) ? await deps.projects.findMembership(projectId, userId, tx) : undefined;
  if (!target) throw notFound('projects.memberNotFound');
  return target;
}

/** The owner first, then in joining order. */
export async function listMembers(deps: Deps, userId: string, rawProjectId: string): Promise<ProjectMemberView[]> {
  const { projectId } = await membershipOr404(deps.projects, rawProjectId, userId);
  return (await deps.projects.members(projectId)).map(presentMember);
}

/** Owner or admin: member ↔ admin. Nobody changes the owner; only the owner changes an admin. */
export async function changeRole(deps: Deps, userId: string, rawProjectId: string, rawUserId: string, body: unknown) {
  const membership = await membershipOr404(deps.projects, rawProjectId, userId);
  authorize(projectPolicy.manageMembers(userId, membership), () => forbidden('projects.notAllowed'));
  const { role } = parseOrThrow(memberRoleBodySchema, body);
  const { projectId } = membership;
  return inTransaction(
    deps.db,
    async (tx) => {
      const target = await lockedTarget(deps, tx, projectId, rawUserId);
      authorize(projectPolicy.changeable(userId, target), () => forbidden('projects.ownerFixed'));
      authorize(projectPolicy.outranks(membership, target), () => forbidden('projects.notAllowed'));
      await deps.projects.setRole(tx, projectId, target.userId, role);
      const member = await memberView(deps, tx, projectId, target.userId);
      const memberIds = await deps.projects.memberIds(projectId, tx);
      afterCommit(tx, () => deps.events.memberUpdated(memberIds, projectId, member));
      return member;
    },
    deps.logError,
  );
}

/**
 * Removing oneself is leaving (anyone but the owner). Removing someone else takes an owner or admin;
 * nobody removes the owner, and only the owner removes an admin. The removed member's tasks in the
 * project become unassigned in the same transaction, and they stop hearing the board at once.
 */
export async function removeMember(deps: Deps, userId: string, rawProjectId: string, rawUserId: string) {
  const membership = await membershipOr404(deps.projects, rawProjectId, userId);
  const leaving = rawUserId.toLowerCase() === userId;
  if (leaving) authorize(projectPolicy.leave(userId, membership), () => forbidden('projects.ownerFixed'));
  else authorize(projectPolicy.manageMembers(userId, membership), () => forbidden('projects.notAllowed'));
  const { projectId } = membership;
  return inTransaction(
    deps.db,
    async (tx) => {
      const target = await lockedTarget(deps, tx, projectId, rawUserId);
      if (!leaving) {
        authorize(projectPolicy.changeable(userId, target), () => forbidden('projects.ownerFixed'));
        authorize(projectPolicy.outranks(membership, target), () => forbidden('projects.notAllowed'));
      }
      const unassignedIds = await deps.projects.removeMember(tx, projectId, target.userId);
      const unassigned = await deps.tasks.records(unassignedIds, tx);
      const remaining = await deps.projects.memberIds(projectId, tx);
      afterCommit(tx, () => {
        // Out of the room first: the removed member hears nothing of what follows.
        deps.events.projectRemoved([target.userId], projectId);
        deps.events.memberRemoved(remaining, projectId, target.userId);
        deps.events.projectUpdated(remaining, { projectId, changes: { membersCount: remaining.length } });
        for (const task of unassigned) deps.events.taskUpdated(presentTask(task));
      });
      return { projectId, userId: target.userId };
    },
    deps.logError,
  );
}
