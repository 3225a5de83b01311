import {
  createTaskBodySchema,
  earliestTodayAnywhere,
  updateTaskBodySchema,
  type MyTaskView,
  type ServerMessageKey,
  type TaskView,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { membershipOr404, projectPolicy, taskMembershipOr404 } from './projects.policy.js';
import { presentMyTask, presentTask } from './projects.presenter.js';
import { recordTaskChanges, recordTaskCreated } from './task-changes.js';
import type { TaskChanges } from './tasks.repository.js';
import { removeStoredFilesAfterCommit } from './task-attachment-cleanup.js';
import { taskPositions } from './task-positions.js';
import { continueSeries } from './task-series.js';

type Deps = ProjectsServiceDeps;

/** A 400 whose message is the rule itself, also pointed at its field (as the shared schemas' refusals are). */
const fieldError = (key: ServerMessageKey, path: string) => badRequest(key, [{ msg: key, path }]);

/** 400 unless `assigneeId` (when given) is a member of the project. */
async function checkAssignee(deps: Deps, tx: Database, projectId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  if (!(await deps.projects.findMembership(projectId, assigneeId, tx))) {
    throw fieldError('projects.assigneeNotMember', 'assignee');
  }
}

/** 400 when a task would repeat without a due date: the next one's is counted from it. */
function checkRecurrence(recurrence: unknown, dueDate: string | null | undefined) {
  if (recurrence && !dueDate) throw fieldError('projects.recurrenceNeedsDueDate', 'recurrence');
}

/** Locks the project for the rest of the transaction; 404 when it was deleted meanwhile. */
async function lockProject(deps: Deps, tx: Database, projectId: string) {
  if (!(await deps.projects.lock(tx, projectId))) throw notFound('projects.notFound');
}

/** The task as it now is, announced to the board once the transaction commits. */
export async function announceUpdated(deps: Deps, tx: Database, taskId: string): Promise<TaskView> {
  const record = await deps.tasks.record(taskId, tx);
  if (!record) throw notFound('projects.taskNotFound');
  const task = presentTask(record);
  afterCommit(tx, () => deps.events.taskUpdated(task));
  return task;
}

/** The board: every task, by column, then position. */
export async function listTasks(deps: Deps, userId: string, rawProjectId: string): Promise<TaskView[]> {
  const { projectId } = await membershipOr404(deps.projects, rawProjectId, userId);
  return (await deps.tasks.ofProject(projectId)).map((record) => presentTask(record));
}

/** Tasks assigned to the caller across their projects. */
export async function myTasks(deps: Deps, userId: string): Promise<MyTaskView[]> {
  return (await deps.tasks.assignedTo(userId)).map(presentMyTask);
}

/** Any member creates a task; it goes to the end of its column. */
export async function createTask(deps: Deps, userId: string, rawProjectId: string, body: unknown): Promise<TaskView> {
  const { projectId } = await membershipOr404(deps.projects, rawProjectId, userId);
  const input = parseOrThrow(createTaskBodySchema, body);
  const source = input.sourceMessage ?? null;
  if (source && !(await deps.tasks.canCite(userId, source.conversationId, source.messageId))) {
    throw fieldError('projects.sourceInvalid', 'sourceMessage');
  }
  checkRecurrence(input.recurrence, input.dueDate);
  return inTransaction(
    deps.db,
    async (tx) => {
      await lockProject(deps, tx, projectId);
      await checkAssignee(deps, tx, projectId, input.assignee);
      const position = await taskPositions(deps.tasks, tx).atEnd({ projectId, status: input.status });
      const taskId = await deps.tasks.insert(tx, {
        projectId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        status: input.status,
        dueDate: input.dueDate ?? null,
        tags: input.tags ?? [],
        estimatedHours: input.estimatedHours ?? null,
        assigneeId: input.assignee ?? null,
        recurrence: input.recurrence ?? null,
        position,
        createdBy: userId,
        sourceConversationId: source?.conversationId.toLowerCase() ?? null,
        sourceMessageId: source?.messageId.toLowerCase() ?? null,
      });
      await recordTaskCreated(deps, tx, { id: taskId, title: input.title, assigneeId: input.assignee ?? null }, userId);
      const record = await deps.tasks.record(taskId, tx);
      if (!record) throw new Error('The new task was not found');
      const task = presentTask(record);
      afterCommit(tx, () => deps.events.taskCreated(task));
      return task;
    },
    deps.logError,
  );
}

/**
 * Any member edits or moves a task: the fields sent change; a new status without `afterTaskId` puts
 * the card at the end of that column; `afterTaskId` right after that card of the target column
 * (null: at its top). A due date already past may stay; a changed one must not be before today.
 * A repeating task moved to "Done" makes the next one of its series (task-series.ts).
 */
export async function updateTask(deps: Deps, userId: string, rawTaskId: string, body: unknown): Promise<TaskView> {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const { afterTaskId, assignee, ...fields } = parseOrThrow(updateTaskBodySchema, body);
  return inTransaction(
    deps.db,
    async (tx) => {
      const before = await deps.tasks.find(taskId, tx);
      if (!before) throw notFound('projects.taskNotFound');
      await lockProject(deps, tx, before.projectId);
      // Read again under the lock: a move committed meanwhile changed its column or place.
      const task = await deps.tasks.find(taskId, tx);
      if (!task) throw notFound('projects.taskNotFound');
      if (fields.dueDate && fields.dueDate !== task.dueDate && fields.dueDate < earliestTodayAnywhere()) {
        throw fieldError('projects.dueDatePast', 'dueDate');
      }
      if (assignee !== undefined && assignee !== task.assigneeId)
        await checkAssignee(deps, tx, task.projectId, assignee);
      checkRecurrence(
        fields.recurrence === undefined ? task.recurrence : fields.recurrence,
        fields.dueDate === undefined ? task.dueDate : fields.dueDate,
      );

      const changes: TaskChanges = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      ) as TaskChanges;
      if (assignee !== undefined) changes.assigneeId = assignee;
      const column = { projectId: task.projectId, status: fields.status ?? task.status };
      const positions = taskPositions(deps.tasks, tx);
      if (afterTaskId === null) {
        changes.position = await positions.atTop(column, taskId);
      } else if (afterTaskId !== undefined) {
        const previous = afterTaskId === taskId ? undefined : await deps.tasks.find(afterTaskId.toLowerCase(), tx);
        if (!previous || previous.projectId !== column.projectId || previous.status !== column.status) {
          throw fieldError('projects.taskNotFound', 'afterTaskId');
        }
        changes.position = await positions.after(previous, taskId);
      } else if (column.status !== task.status) {
        changes.position = await positions.atEnd(column, taskId);
      }
      await deps.tasks.update(tx, taskId, changes);
      await recordTaskChanges(deps, tx, task, changes, userId);
      if (task.status !== 'done' && column.status === 'done') {
        const finished = await deps.tasks.find(taskId, tx);
        if (finished) await continueSeries(deps, tx, finished, userId);
      }
      return announceUpdated(deps, tx, taskId);
    },
    deps.logError,
  );
}

/** An owner or admin deletes any task; a member only the tasks they created. Its attachments' files go after the commit. */
export async function deleteTask(deps: Deps, userId: string, rawTaskId: string) {
  const { taskId, membership } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  return inTransaction(
    deps.db,
    async (tx) => {
      const task = await deps.tasks.find(taskId, tx);
      if (!task) throw notFound('projects.taskNotFound');
      authorize(projectPolicy.deleteTask(userId, { membership, createdBy: task.createdBy }), () =>
        forbidden('projects.notAllowed'),
      );
      await removeStoredFilesAfterCommit(deps, tx, { taskId });
      await deps.tasks.delete(tx, taskId);
      afterCommit(tx, () => deps.events.taskDeleted(task.projectId, taskId));
      return { projectId: task.projectId, taskId };
    },
    deps.logError,
  );
}
