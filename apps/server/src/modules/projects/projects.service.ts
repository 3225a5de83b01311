import {
  createProjectBodySchema,
  earliestTodayAnywhere,
  updateProjectBodySchema,
  type ProjectUpdatedPayload,
  type ProjectView,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { ProjectRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { membershipOr404, projectPolicy } from './projects.policy.js';
import { presentProject } from './projects.presenter.js';
import type { ProjectChanges } from './projects.repository.js';
import { removeStoredFilesAfterCommit } from './task-attachment-cleanup.js';

type Deps = ProjectsServiceDeps;

/** The project as `userId` sees it (they are known to be a member). */
export async function projectViewFor(deps: Deps, projectId: string, userId: string, executor?: Database) {
  const record = await deps.projects.viewFor(projectId, userId, executor);
  if (!record) throw notFound('projects.notFound');
  return presentProject(record);
}

export async function listProjects(deps: Deps, userId: string): Promise<ProjectView[]> {
  return (await deps.projects.listFor(userId)).map(presentProject);
}

/** The creator becomes its owner. */
export async function createProject(deps: Deps, userId: string, body: unknown): Promise<ProjectView> {
  const input = parseOrThrow(createProjectBodySchema, body);
  return inTransaction(
    deps.db,
    async (tx) => {
      const projectId = await deps.projects.create(tx, userId, { ...input, deadline: input.deadline ?? null });
      return projectViewFor(deps, projectId, userId, tx);
    },
    deps.logError,
  );
}

export async function getProject(deps: Deps, userId: string, rawProjectId: string): Promise<ProjectView> {
  const { projectId } = await membershipOr404(deps.projects, rawProjectId, userId);
  return projectViewFor(deps, projectId, userId);
}

/** The fields of `after` that differ from `before`, as the project-updated event carries them. */
function changedFields(before: ProjectRow, after: ProjectRow): ProjectUpdatedPayload['changes'] {
  const changes: ProjectUpdatedPayload['changes'] = { updatedAt: after.updatedAt.toISOString() };
  for (const field of ['name', 'description', 'category', 'priority', 'deadline'] as const) {
    if (before[field] !== after[field]) Object.assign(changes, { [field]: after[field] });
  }
  if (JSON.stringify(before.wipLimits) !== JSON.stringify(after.wipLimits)) changes.wipLimits = after.wipLimits;
  return changes;
}

/**
 * Owner or admin: the fields sent change (column limits one by one). A deadline already past may
 * stay; a changed one must not be before today.
 */
export async function updateProject(deps: Deps, userId: string, rawProjectId: string, body: unknown) {
  const membership = await membershipOr404(deps.projects, rawProjectId, userId);
  authorize(projectPolicy.edit(userId, membership), () => forbidden('projects.notAllowed'));
  const { wipLimits, ...fields } = parseOrThrow(updateProjectBodySchema, body);
  const { projectId } = membership;
  return inTransaction(
    deps.db,
    async (tx) => {
      const before = await deps.projects.lock(tx, projectId);
      if (!before) throw notFound('projects.notFound');
      if (fields.deadline && fields.deadline !== before.deadline && fields.deadline < earliestTodayAnywhere()) {
        throw badRequest('projects.deadlinePast', [{ msg: 'projects.deadlinePast', path: 'deadline' }]);
      }
      const changes = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      ) as ProjectChanges;
      if (wipLimits) {
        const given = Object.fromEntries(Object.entries(wipLimits).filter(([, value]) => value !== undefined));
        changes.wipLimits = { ...before.wipLimits, ...given };
      }
      const after = await deps.projects.update(tx, projectId, changes);
      if (!after) throw notFound('projects.notFound');
      const memberIds = await deps.projects.memberIds(projectId, tx);
      const payload = { projectId, changes: changedFields(before, after) };
      afterCommit(tx, () => deps.events.projectUpdated(memberIds, payload));
      return projectViewFor(deps, projectId, userId, tx);
    },
    deps.logError,
  );
}

/** The owner only: the project goes with its tasks, members and invitations; every member loses it. */
export async function deleteProject(deps: Deps, userId: string, rawProjectId: string) {
  const membership = await membershipOr404(deps.projects, rawProjectId, userId);
  authorize(projectPolicy.delete(userId, membership), () => forbidden('projects.ownerOnly'));
  const { projectId } = membership;
  return inTransaction(
    deps.db,
    async (tx) => {
      if (!(await deps.projects.lock(tx, projectId))) throw notFound('projects.notFound');
      const memberIds = await deps.projects.memberIds(projectId, tx);
      await removeStoredFilesAfterCommit(deps, tx, { projectId });
      await deps.projects.delete(tx, projectId);
      afterCommit(tx, () => deps.events.projectRemoved(memberIds, projectId));
      return { projectId };
    },
    deps.logError,
  );
}
