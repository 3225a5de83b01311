import { LIMITS, type TaskStatus } from '@teamhub/contracts';
import { and, asc, between, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  conversationParticipants,
  messages,
  projectMembers,
  projects,
  tasks,
  users,
  type NewTaskRow,
  type TaskRow,
} from '../../db/schema/index.js';
import type { MyTaskRecord, TaskRecord } from './project-records.js';

/** The board's column order, for ORDER BY. */
const statusOrder = sql`CASE ${tasks.status} WHEN 'todo' THEN 0 WHEN 'in_progress' THEN 1 WHEN 'review' THEN 2 ELSE 3 END`;

const taskColumns = {
  id: tasks.id,
  projectId: tasks.projectId,
  title: tasks.title,
  description: tasks.description,
  priority: tasks.priority,
  status: tasks.status,
  dueDate: tasks.dueDate,
  tags: tasks.tags,
  estimatedHours: tasks.estimatedHours,
  assigneeId: users.id,
  assigneeUsername: users.username,
  assigneeAvatar: users.avatar,
  position: tasks.position,
  createdBy: tasks.createdBy,
  sourceConversationId: tasks.sourceConversationId,
  sourceMessageId: tasks.sourceMessageId,
  checklistDone: tasks.checklistDone,
  checklistTotal: tasks.checklistTotal,
  recurrence: tasks.recurrence,
  attachmentCount: tasks.attachmentCount,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

type TaskRowWithAssignee = {
  [Key in keyof typeof taskColumns]: Key extends 'assigneeId' | 'assigneeUsername' | 'assigneeAvatar'
    ? string | null
    : TaskRecord[Key & keyof TaskRecord];
};

function toRecord({ assigneeId, assigneeUsername, assigneeAvatar, ...task }: TaskRowWithAssignee): TaskRecord {
  const assignee =
    assigneeId === null ? null : { id: assigneeId, username: assigneeUsername ?? '', avatar: assigneeAvatar ?? '' };
  return { ...task, assignee };
}

function withProject({
  projectName,
  projectCategory,
  ...task
}: TaskRowWithAssignee & Pick<MyTaskRecord, 'projectName' | 'projectCategory'>): MyTaskRecord {
  return { ...toRecord(task), projectName, projectCategory };
}

export type TaskFields = Omit<NewTaskRow, 'id' | 'createdAt' | 'updatedAt'>;
export type TaskChanges = Partial<Omit<TaskFields, 'projectId' | 'createdBy'>>;

/** Tasks of the boards, with their assignees joined once per query (no query per card). */
export function createTasksRepository(db: Database) {
  const selectRecords = (executor: Database) =>
    executor.select(taskColumns).from(tasks).leftJoin(users, eq(users.id, tasks.assigneeId));

  /** The key nearest `position` in one column on one side, leaving out the card being moved. */
  const neighbour = async (
    tx: Database,
    column: { projectId: string; status: TaskStatus },
    side: 'first' | 'last' | { after: string },
    exceptTaskId: string | null,
  ): Promise<string | null> => {
    const conditions: SQL[] = [eq(tasks.projectId, column.projectId), eq(tasks.status, column.status)];
    if (exceptTaskId) conditions.push(ne(tasks.id, exceptTaskId));
    if (typeof side === 'object') conditions.push(gt(tasks.position, side.after));
    const [row] = await tx
      .select({ position: tasks.position })
      .from(tasks)
      .where(and(...conditions))
      .orderBy(side === 'last' ? desc(tasks.position) : asc(tasks.position))
      .limit(1);
    return row?.position ?? null;
  };

  return {
    /** A member's saved time zone (Settings), or null: their "today" for a series' next due date. */
    async timeZoneOf(userId: string, executor: Database = db): Promise<string | null> {
      const [row] = await executor.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone ?? null;
    },

    async find(taskId: string, executor: Database = db): Promise<TaskRow | undefined> {
      const [row] = await executor.select().from(tasks).where(eq(tasks.id, taskId));
      return row;
    },

    async records(taskIds: string[], executor: Database = db): Promise<TaskRecord[]> {
      if (taskIds.length === 0) return [];
      return (await selectRecords(executor).where(inArray(tasks.id, taskIds))).map(toRecord);
    },

    async record(taskId: string, executor: Database = db): Promise<TaskRecord | undefined> {
      const [row] = await selectRecords(executor).where(eq(tasks.id, taskId));
      return row ? toRecord(row) : undefined;
    },

    /** A board: by column, then position, then id. */
    async ofProject(projectId: string): Promise<TaskRecord[]> {
      const rows = await selectRecords(db)
        .where(eq(tasks.projectId, projectId))
        .orderBy(statusOrder, asc(tasks.position), asc(tasks.id));
      return rows.map(toRecord);
    },

    /** A project's tasks due from `from` to `to` (both included): by day, then as on the board. */
    async dueBetween(projectId: string, from: string, to: string): Promise<TaskRecord[]> {
      const rows = await selectRecords(db)
        .where(and(eq(tasks.projectId, projectId), between(tasks.dueDate, from, to)))
        .orderBy(asc(tasks.dueDate), statusOrder, asc(tasks.position), asc(tasks.id));
      return rows.map(toRecord);
    },

    /** The tasks due from `from` to `to` in every project `userId` is in, with their projects. */
    async dueBetweenForMember(userId: string, from: string, to: string): Promise<MyTaskRecord[]> {
      const rows = await db
        .select({ ...taskColumns, projectName: projects.name, projectCategory: projects.category })
        .from(tasks)
        .leftJoin(users, eq(users.id, tasks.assigneeId))
        .innerJoin(
          projectMembers,
          and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)),
        )
        .innerJoin(projects, eq(projects.id, tasks.projectId))
        .where(between(tasks.dueDate, from, to))
        .orderBy(asc(tasks.dueDate), statusOrder, asc(tasks.position), asc(tasks.id));
      return rows.map(withProject);
    },

    /**
     * Tasks assigned to `userId` in projects they are in: open ones first, then by due date (none
     * last), at most LIMITS.projects.myTasksMax.
     */
    async assignedTo(userId: string): Promise<MyTaskRecord[]> {
      const rows = await db
        .select({ ...taskColumns, projectName: projects.name, projectCategory: projects.category })
        .from(tasks)
        .leftJoin(users, eq(users.id, tasks.assigneeId))
        .innerJoin(
          projectMembers,
          and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)),
        )
        .innerJoin(projects, eq(projects.id, tasks.projectId))
        .where(eq(tasks.assigneeId, userId))
        .orderBy(
          sql`${tasks.status} = 'done'`,
          sql`${tasks.dueDate} ASC NULLS LAST`,
          asc(tasks.createdAt),
          asc(tasks.id),
        )
        .limit(LIMITS.projects.myTasksMax);
      return rows.map(withProject);
    },

    /** First key of a column, last key, or the key right after `position` (null: none there). */
    firstPosition: (tx: Database, column: { projectId: string; status: TaskStatus }, except: string | null) =>
      neighbour(tx, column, 'first', except),
    lastPosition: (tx: Database, column: { projectId: string; status: TaskStatus }, except: string | null) =>
      neighbour(tx, column, 'last', except),
    positionAfter: (
      tx: Database,
      column: { projectId: string; status: TaskStatus },
      position: string,
      except: string | null,
    ) => neighbour(tx, column, { after: position }, except),

    async insert(tx: Database, fields: TaskFields): Promise<string> {
      const [row] = await tx.insert(tasks).values(fields).returning({ id: tasks.id });
      if (!row) throw new Error('Insert returned no task');
      return row.id;
    },

    async update(tx: Database, taskId: string, changes: TaskChanges): Promise<void> {
      await tx
        .update(tasks)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(tasks.id, taskId));
    },

    async delete(tx: Database, taskId: string): Promise<void> {
      await tx.delete(tasks).where(eq(tasks.id, taskId));
    },

    /** True when the message is in the conversation and `userId` is one of its participants. */
    async canCite(userId: string, conversationId: string, messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversationId, messages.conversationId),
            eq(conversationParticipants.userId, userId),
          ),
        )
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
      return row !== undefined;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
