import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectMembers, projects, tasks } from '../../db/schema/index.js';
import type { MemberRecord, ProjectRecord, TaskRecord } from '../projects/project-records.js';
import { presentMember, presentProject, presentTask } from '../projects/projects.presenter.js';
import type { ProjectsServiceDeps } from '../projects/projects.deps.js';
import { removeStoredFilesAfterCommit } from '../projects/task-attachment-cleanup.js';

/** What leaving one project changed, to tell its members once the deletion is committed. */
type ProjectChange =
  | { projectId: string; deleted: true }
  | {
      projectId: string;
      deleted: false;
      /** Each remaining member's view of the project (a new owner, one member fewer). */
      views: { userId: string; view: ProjectRecord }[];
      /** The member who became the owner. */
      newOwner: MemberRecord | undefined;
      unassigned: TaskRecord[];
    };

/**
 * Takes a deleted account out of every project, in `tx`. A project they owned passes to its
 * longest-standing admin, or without one to its longest-standing member, as a team would hand it over;
 * a project nobody else is in is deleted with its tasks. Their tasks become unassigned, and tasks they
 * created name no creator. Answers the function that tells everyone, to run after the commit.
 */
export async function leaveProjects(deps: ProjectsServiceDeps, tx: Database, userId: string): Promise<() => void> {
  const memberships = await tx
    .select({ projectId: projectMembers.projectId, role: projectMembers.role })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projectMembers.projectId));
  const changes: ProjectChange[] = [];
  for (const { projectId, role } of memberships) {
    // The same lock as every member change and card placement of the project.
    if (!(await deps.projects.lock(tx, projectId))) continue;
    const heir = role === 'owner' ? await heirOf(tx, projectId, userId) : undefined;
    if (role === 'owner' && !heir) {
      await removeStoredFilesAfterCommit(deps, tx, { projectId });
      await deps.projects.delete(tx, projectId);
      changes.push({ projectId, deleted: true });
      continue;
    }
    const unassignedIds = await deps.projects.removeMember(tx, projectId, userId);
    if (heir) {
      await deps.projects.setRole(tx, projectId, heir, 'owner');
      await tx
        .update(projects)
        .set({ ownerId: heir, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId));
    }
    const remaining = await deps.projects.memberIds(projectId, tx);
    const views = await Promise.all(
      remaining.map(async (memberId) => ({
        userId: memberId,
        view: await deps.projects.viewFor(projectId, memberId, tx),
      })),
    );
    changes.push({
      projectId,
      deleted: false,
      views: views.flatMap(({ userId: memberId, view }) => (view ? [{ userId: memberId, view }] : [])),
      newOwner: heir ? await deps.projects.member(projectId, heir, tx) : undefined,
      unassigned: await deps.tasks.records(unassignedIds, tx),
    });
  }
  await tx.update(tasks).set({ createdBy: null }).where(eq(tasks.createdBy, userId));

  return () => {
    for (const change of changes) {
      if (change.deleted) continue;
      const memberIds = change.views.map((entry) => entry.userId);
      deps.events.memberRemoved(memberIds, change.projectId, userId);
      if (change.newOwner) deps.events.memberUpdated(memberIds, change.projectId, presentMember(change.newOwner));
      // A whole view per member: the owner may have changed, and each member sees their own role.
      for (const { userId: memberId, view } of change.views) {
        deps.events.projectAdded(memberId, presentProject(view));
      }
      for (const task of change.unassigned) deps.events.taskUpdated(presentTask(task));
    }
  };
}

/** Who takes over a project from its owner: its first admin, else its first member, by joining time. */
async function heirOf(tx: Database, projectId: string, ownerId: string): Promise<string | undefined> {
  const [heir] = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), ne(projectMembers.userId, ownerId)))
    .orderBy(desc(sql`${projectMembers.role} = 'admin'`), asc(projectMembers.joinedAt), asc(projectMembers.userId))
    .limit(1);
  return heir?.userId;
}
