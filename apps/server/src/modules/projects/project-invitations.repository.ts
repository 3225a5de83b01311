import type { InvitationStatus, InviteRole, ProjectCategory } from '@teamhub/contracts';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectInvitations, projects, users } from '../../db/schema/index.js';

/** The closed states an invitation ends in; 'pending' is the open one. */
export type ClosedInvitationStatus = Exclude<InvitationStatus, 'pending'>;

/** An open invitation as the services use it. */
export interface OpenInvitation {
  id: string;
  projectId: string;
  email: string;
  inviteeId: string | null;
  role: InviteRole;
  createdAt: Date;
}

interface Inviter {
  id: string;
  username: string;
  avatar: string;
}

/** An open invitation of one project, as its owner and admins list it (by email only). */
export interface ProjectInvitationRecord {
  id: string;
  email: string;
  role: InviteRole;
  invitedBy: Inviter;
  createdAt: Date;
}

/** An open invitation as its invitee sees it. */
export interface MyInvitationRecord {
  id: string;
  project: { id: string; name: string; category: ProjectCategory };
  invitedBy: Inviter;
  role: InviteRole;
  createdAt: Date;
}

const inviterColumns = { id: users.id, username: users.username, avatar: users.avatar };
const openColumns = {
  id: projectInvitations.id,
  projectId: projectInvitations.projectId,
  email: projectInvitations.email,
  inviteeId: projectInvitations.inviteeId,
  role: sql<InviteRole>`${projectInvitations.role}`,
  createdAt: projectInvitations.createdAt,
};
const isOpen = eq(projectInvitations.status, 'pending');
const hoursAgo = (hours: number) => sql`now() - ${hours}::int * interval '1 hour'`;

/**
 * An invitation addressed to the user: theirs by account, or by their email while it waits for an account
 * (it was made before they registered). One taken by another account stays with that account.
 */
const addressedTo = (userId: string, email: string) =>
  or(
    eq(projectInvitations.inviteeId, userId),
    and(isNull(projectInvitations.inviteeId), eq(projectInvitations.email, email.toLowerCase())),
  );

/** Invitations into projects, waiting for (or closed by) the invitee's answer. */
export function createProjectInvitationsRepository(db: Database) {
  return {
    /** How many invitations the user made in the last `hours`, whatever became of them. */
    async countMadeWithin(tx: Database, userId: string, hours: number): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(projectInvitations)
        .where(
          and(eq(projectInvitations.invitedBy, userId), sql`${projectInvitations.createdAt} > ${hoursAgo(hours)}`),
        );
      return Number(row?.value ?? 0);
    },

    /** The account with this (lower-cased) email, if any. */
    async accountIdByEmail(tx: Database, email: string): Promise<string | undefined> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id;
    },

    /** Whether this email declined an invitation into the project in the last `hours`. */
    async declinedWithin(tx: Database, projectId: string, email: string, hours: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: projectInvitations.id })
        .from(projectInvitations)
        .where(
          and(
            eq(projectInvitations.projectId, projectId),
            eq(projectInvitations.email, email),
            eq(projectInvitations.status, 'declined'),
            sql`${projectInvitations.respondedAt} > ${hoursAgo(hours)}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A new open invitation; undefined when one is open for this email already (the partial unique index). */
    async insertOpen(
      tx: Database,
      values: { projectId: string; email: string; inviteeId: string | null; invitedBy: string; role: InviteRole },
    ): Promise<string | undefined> {
      const [row] = await tx
        .insert(projectInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: projectInvitations.id });
      return row?.id;
    },

    /** The project's open invitations, newest first. */
    async openOfProject(projectId: string): Promise<ProjectInvitationRecord[]> {
      return db
        .select({
          id: projectInvitations.id,
          email: projectInvitations.email,
          role: sql<InviteRole>`${projectInvitations.role}`,
          invitedBy: inviterColumns,
          createdAt: projectInvitations.createdAt,
        })
        .from(projectInvitations)
        .innerJoin(users, eq(users.id, projectInvitations.invitedBy))
        .where(and(eq(projectInvitations.projectId, projectId), isOpen))
        .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id));
    },

    /**
     * The user's open invitations, newest first. Those still waiting for an account with their email become
     * theirs first, so they stay theirs if the email changes later.
     */
    async openFor(userId: string, email: string): Promise<MyInvitationRecord[]> {
      await db
        .update(projectInvitations)
        .set({ inviteeId: userId })
        .where(and(isOpen, isNull(projectInvitations.inviteeId), eq(projectInvitations.email, email.toLowerCase())));
      return db
        .select({
          id: projectInvitations.id,
          project: {
            id: projects.id,
            name: projects.name,
            category: sql<ProjectCategory>`${projects.category}`,
          },
          invitedBy: inviterColumns,
          role: sql<InviteRole>`${projectInvitations.role}`,
          createdAt: projectInvitations.createdAt,
        })
        .from(projectInvitations)
        .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
        .innerJoin(users, eq(users.id, projectInvitations.invitedBy))
        .where(and(isOpen, eq(projectInvitations.inviteeId, userId)))
        .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id));
    },

    /** One open invitation addressed to the user; with `tx`, held until the transaction ends. */
    async findOpenFor(
      invitationId: string,
      userId: string,
      email: string,
      tx?: Database,
    ): Promise<OpenInvitation | undefined> {
      const query = (tx ?? db)
        .select(openColumns)
        .from(projectInvitations)
        .where(and(eq(projectInvitations.id, invitationId), isOpen, addressedTo(userId, email)));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    /** One open invitation of the project, held until the transaction ends. */
    async lockOpenOfProject(
      tx: Database,
      invitationId: string,
      projectId: string,
    ): Promise<OpenInvitation | undefined> {
      const [row] = await tx
        .select(openColumns)
        .from(projectInvitations)
        .where(and(eq(projectInvitations.id, invitationId), eq(projectInvitations.projectId, projectId), isOpen))
        .for('update');
      return row;
    },

    /** Closes an invitation; an answer also records who answered it. */
    async close(tx: Database, invitationId: string, status: ClosedInvitationStatus, answeredBy?: string) {
      await tx
        .update(projectInvitations)
        .set({ status, respondedAt: sql`now()`, ...(answeredBy ? { inviteeId: answeredBy } : {}) })
        .where(eq(projectInvitations.id, invitationId));
    },
  };
}

export type ProjectInvitationsRepository = ReturnType<typeof createProjectInvitationsRepository>;
