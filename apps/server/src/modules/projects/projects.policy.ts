import { notFound } from '../../lib/http-error.js';
import type { PolicyRule } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import type { Membership } from './project-records.js';
import type { ProjectsRepository } from './projects.repository.js';

type Role = Pick<Membership, 'role'>;

/**
 * The caller's membership of the project a URL names. An unknown or malformed id and a project the
 * caller is not in all answer the same 404: outsiders do not learn that it exists.
 */
export async function membershipOr404(projects: ProjectsRepository, rawId: unknown, userId: string) {
  const membership =
    typeof rawId === 'string' && isUuid(rawId) ? await projects.findMembership(rawId.toLowerCase(), userId) : undefined;
  if (!membership) throw notFound('projects.notFound');
  return membership;
}

/** The caller's membership of a task's project; any task they cannot see is 404 'projects.taskNotFound'. */
export async function taskMembershipOr404(projects: ProjectsRepository, rawTaskId: string, userId: string) {
  const taskId = isUuid(rawTaskId) ? rawTaskId.toLowerCase() : null;
  const projectId = taskId ? await projects.projectIdOfTask(taskId) : undefined;
  const membership = projectId ? await projects.findMembership(projectId, userId) : undefined;
  if (!taskId || !membership) throw notFound('projects.taskNotFound');
  return { taskId, membership };
}

const manages = (membership: Role) => membership.role === 'owner' || membership.role === 'admin';

/**
 * Who may do what in a project (the caller is a member: checked before, 404 otherwise). Every member
 * reads the board and creates, edits and moves tasks.
 */
export const projectPolicy = {
  /** Name, description, category, priority, deadline, column limits: owner or admin (403 'projects.notAllowed'). */
  edit: ((_userId, membership) => manages(membership)) satisfies PolicyRule<Role>,
  /** Inviting, changing roles, removing others: owner or admin (403 'projects.notAllowed'). */
  manageMembers: ((_userId, membership) => manages(membership)) satisfies PolicyRule<Role>,
  /** Deleting the whole project: the owner only (403 'projects.ownerOnly'). */
  delete: ((_userId, membership) => membership.role === 'owner') satisfies PolicyRule<Role>,
  /** Leaving: anyone but the owner, who stays (403 'projects.ownerFixed'). */
  leave: ((_userId, membership) => membership.role !== 'owner') satisfies PolicyRule<Role>,
  /** Nobody changes or removes the owner (403 'projects.ownerFixed'). */
  changeable: ((_userId, target) => target.role !== 'owner') satisfies PolicyRule<Role>,
  /** Only the owner changes or removes an admin (403 'projects.notAllowed'). */
  outranks: (actor: Role, target: Role) => target.role !== 'admin' || actor.role === 'owner',
  /** A member deletes the tasks they created; an owner or admin deletes any (403 'projects.notAllowed'). */
  deleteTask: ((userId, { membership, createdBy }) =>
    manages(membership) || createdBy === userId) satisfies PolicyRule<{
    membership: Role;
    createdBy: string | null;
  }>,
  /** Only its author edits a task comment (403 'projects.commentEditOwn'). */
  editComment: ((userId, comment) => comment.authorId === userId) satisfies PolicyRule<{ authorId: string }>,
  /** Its author deletes a task comment, and so does an owner or admin (403 'projects.commentDeleteNotAllowed'). */
  deleteComment: ((userId, { membership, authorId }) =>
    manages(membership) || authorId === userId) satisfies PolicyRule<{
    membership: Role;
    authorId: string;
  }>,
};
