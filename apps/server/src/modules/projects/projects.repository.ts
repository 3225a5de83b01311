import type { ProjectRole, WipLimits } from '@teamhub/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { projectMembers, projects, tasks, users, type ProjectRow } from '../../db/schema/index.js';
import type { MemberRecord, Membership, ProjectRecord } from './project-records.js';

const owners = alias(users, 'owners');

export type ProjectFields = Pick<ProjectRow, 'name' | 'description' | 'category' | 'priority' | 'deadline'>;
export type ProjectChanges = Partial<ProjectFields & { wipLimits: WipLimits }>;

/** Projects, who is in them, and in what role. */
export function createProjectsRepository(db: Database) {
  /** Projects as members see them: one row per (project, member) pair selected by `where`. */
  const selectViews = (executor: Database) =>
    executor
      .select({
        id: projects.id,
        name: projects.name,
        description: projects.description,
        category: projects.category,
        priority: projects.priority,
        deadline: projects.deadline,
        wipLimits: projects.wipLimits,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
        owner: { id: owners.id, username: owners.username, avatar: owners.avatar },
        myRole: projectMembers.role,
        membersCount: sql<number>`(SELECT count(*)::int FROM project_members AS counted WHERE counted.project_id = ${projects.id})`,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(owners, eq(owners.id, projects.ownerId));

  return {
    async findMembership(projectId: string, userId: string, executor: Database = db): Promise<Membership | undefined> {
      const [row] = await executor
        .select({ projectId: projectMembers.projectId, userId: projectMembers.userId, role: projectMembers.role })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row;
    },

    /** The project of a task, or undefined for an unknown task. */
    async projectIdOfTask(taskId: string): Promise<string | undefined> {
      const [row] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
      return row?.projectId;
    },

    /** Holds the project row until the transaction ends: placing cards and changing members take turns. */
    async lock(tx: Database, projectId: string): Promise<ProjectRow | undefined> {
      const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
      return row;
    },

    /** The ids of the projects the user is a member of. */
    async idsFor(userId: string): Promise<string[]> {
      const rows = await db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, userId));
      return rows.map((row) => row.projectId);
    },

    /** The caller's projects, oldest first (the tabs keep their places as projects are added). */
    async listFor(userId: string): Promise<ProjectRecord[]> {
      return selectViews(db)
        .where(eq(projectMembers.userId, userId))
        .orderBy(asc(projects.createdAt), asc(projects.id));
    },

    async viewFor(projectId: string, userId: string, executor: Database = db): Promise<ProjectRecord | undefined> {
      const [row] = await selectViews(executor).where(
        and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)),
      );
      return row;
    },

    async memberIds(projectId: string, executor: Database = db): Promise<string[]> {
      const rows = await executor
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId));
      return rows.map((row) => row.userId);
    },

    async membersCount(projectId: string, executor: Database = db): Promise<number> {
      const rows = await executor
        .select({ value: sql<number>`count(*)::int` })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, projectId));
      return Number(rows[0]?.value ?? 0);
    },

    /** The owner first, then by joining time. */
    async members(projectId: string, executor: Database = db): Promise<MemberRecord[]> {
      return executor
        .select({
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          role: projectMembers.role,
          joinedAt: projectMembers.joinedAt,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, projectId))
        .orderBy(desc(sql`${projectMembers.role} = 'owner'`), asc(projectMembers.joinedAt), asc(users.id));
    },

    async member(projectId: string, userId: string, executor: Database = db): Promise<MemberRecord | undefined> {
      const [row] = await executor
        .select({
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          role: projectMembers.role,
          joinedAt: projectMembers.joinedAt,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row;
    },

    /** The project and its owner's membership, together. */
    async create(tx: Database, ownerId: string, fields: ProjectFields): Promise<string> {
      const [row] = await tx
        .insert(projects)
        .values({ ...fields, ownerId })
        .returning({ id: projects.id });
      if (!row) throw new Error('Insert returned no project');
      await tx.insert(projectMembers).values({ projectId: row.id, userId: ownerId, role: 'owner' });
      return row.id;
    },

    async update(tx: Database, projectId: string, changes: ProjectChanges): Promise<ProjectRow | undefined> {
      const [row] = await tx
        .update(projects)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId))
        .returning();
      return row;
    },

    /** Deletes the project with its members, tasks and invitations (cascades). */
    async delete(tx: Database, projectId: string): Promise<void> {
      await tx.delete(projects).where(eq(projects.id, projectId));
    },

    /** Adds a member; false when they were one already. */
    async addMember(tx: Database, projectId: string, userId: string, role: ProjectRole): Promise<boolean> {
      const rows = await tx
        .insert(projectMembers)
        .values({ projectId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: projectMembers.userId });
      return rows.length > 0;
    },

    async setRole(tx: Database, projectId: string, userId: string, role: ProjectRole): Promise<void> {
      await tx
        .update(projectMembers)
        .set({ role })
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    },

    /** Removes a member and unassigns their tasks in the project; answers the ids of those tasks. */
    async removeMember(tx: Database, projectId: string, userId: string): Promise<string[]> {
      await tx
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      const unassigned = await tx
        .update(tasks)
        .set({ assigneeId: null, updatedAt: sql`now()` })
        .where(and(eq(tasks.projectId, projectId), eq(tasks.assigneeId, userId)))
        .returning({ id: tasks.id });
      return unassigned.map((row) => row.id);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
