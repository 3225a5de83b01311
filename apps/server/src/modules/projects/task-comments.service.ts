import {
  mentionKeysIn,
  MENTION_ALL,
  taskActivityQuerySchema,
  taskCommentBodySchema,
  taskCommentListQuerySchema,
  type TaskActivityAnswer,
  type TaskCommentListAnswer,
  type TaskCommentView,
  type TaskTimelineEntry,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { TaskCommentRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { isUuid, parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import { notify, removeNaming } from '../notifications/notifications.service.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { projectPolicy, taskMembershipOr404 } from './projects.policy.js';
import type { TimelineRecord } from './task-activity.repository.js';

type Deps = ProjectsServiceDeps;
type Person = { id: string; username: string; avatar: string };

const presentPerson = ({ id, username, avatar }: Person) => ({ _id: id, id, username, avatar });

export const presentTaskComment = (row: TaskCommentRow, author: Person): TaskCommentView => ({
  _id: row.id,
  id: row.id,
  taskId: row.taskId,
  author: presentPerson(author),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
});

function presentEntry(taskId: string, record: TimelineRecord): TaskTimelineEntry {
  const comment: TaskCommentView | null =
    record.type === 'comment'
      ? {
          _id: record.id,
          id: record.id,
          taskId,
          author: presentPerson(record.actor),
          text: record.text ?? '',
          createdAt: record.createdAt,
          editedAt: record.editedAt,
        }
      : null;
  return {
    _id: record.id,
    id: record.id,
    type: record.type,
    actor: presentPerson(record.actor),
    from: record.from,
    to: record.to,
    comment,
    createdAt: record.createdAt,
  };
}

/** The task's timeline: its history and comments merged, newest first (`filter=comments`: comments only). */
export async function taskTimeline(
  deps: Deps,
  userId: string,
  rawTaskId: string,
  rawQuery: unknown,
): Promise<TaskActivityAnswer> {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const query = parseOrThrow(taskActivityQuerySchema, rawQuery);
  const { records, hasMore } = await deps.activity.timeline(deps.db, taskId, query);
  return {
    entries: records.map((record) => presentEntry(taskId, record)),
    nextCursor: hasMore ? (records.at(-1)?.cursor ?? null) : null,
  };
}

/** The task's comments, newest first, keyset paged. */
export async function listTaskComments(
  deps: Deps,
  userId: string,
  rawTaskId: string,
  rawQuery: unknown,
): Promise<TaskCommentListAnswer> {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const query = parseOrThrow(taskCommentListQuerySchema, rawQuery);
  const { records, hasMore } = await deps.activity.timeline(deps.db, taskId, { ...query, filter: 'comments' });
  return {
    comments: records.flatMap((record) => presentEntry(taskId, record).comment ?? []),
    nextCursor: hasMore ? (records.at(-1)?.cursor ?? null) : null,
  };
}

/** With the task locked (404 when it went meanwhile): `work` gets the task's project. */
function withTaskLocked<T>(deps: Deps, taskId: string, work: (tx: Database, projectId: string) => Promise<T>) {
  return inTransaction(
    deps.db,
    async (tx) => {
      const task = await deps.checklist.lockTask(tx, taskId);
      if (!task) throw notFound('projects.taskNotFound');
      return work(tx, task.projectId);
    },
    deps.logError,
  );
}

async function commentOr404(deps: Deps, tx: Database, taskId: string, rawCommentId: string) {
  const comment = isUuid(rawCommentId) ? await deps.comments.find(tx, taskId, rawCommentId.toLowerCase()) : undefined;
  if (!comment) throw notFound('projects.commentNotFound');
  return comment;
}

/** Project members the text names by `@username`, but for its author and those already told. */
async function notifyMentioned(
  deps: Deps,
  tx: Database,
  projectId: string,
  comment: TaskCommentRow,
  alreadyNamed: string[] = [],
) {
  const keys = mentionKeysIn(comment.text).filter((key) => key !== MENTION_ALL && !alreadyNamed.includes(key));
  for (const recipientId of await deps.comments.membersNamed(tx, projectId, keys)) {
    await notify(tx, deps.notifications, {
      recipientId,
      senderId: comment.authorId,
      type: 'mention',
      action: 'task-comment-mention',
      taskId: comment.taskId,
      taskCommentId: comment.id,
    });
  }
}

async function authorOf(deps: Deps, tx: Database, userId: string): Promise<Person> {
  const author = await deps.comments.author(tx, userId);
  if (!author) throw new Error('The comment author was not found');
  return author;
}

/** Any member comments; the members it mentions are told, and the project's room hears of it. */
export async function addTaskComment(deps: Deps, userId: string, rawTaskId: string, body: unknown) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const { text } = parseOrThrow(taskCommentBodySchema, body);
  return withTaskLocked(deps, taskId, async (tx, projectId) => {
    const row = await deps.comments.insert(tx, { taskId, authorId: userId, text });
    await notifyMentioned(deps, tx, projectId, row);
    const comment = presentTaskComment(row, await authorOf(deps, tx, userId));
    afterCommit(tx, () => deps.events.taskCommentCreated({ projectId, taskId, comment }));
    return comment;
  });
}

/** Only its author edits a comment (403 otherwise); those it newly names are told. */
export async function editTaskComment(
  deps: Deps,
  userId: string,
  rawTaskId: string,
  rawCommentId: string,
  body: unknown,
) {
  const { taskId } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  const { text } = parseOrThrow(taskCommentBodySchema, body);
  return withTaskLocked(deps, taskId, async (tx, projectId) => {
    const before = await commentOr404(deps, tx, taskId, rawCommentId);
    authorize(projectPolicy.editComment(userId, before), () => forbidden('projects.commentEditOwn'));
    const row = await deps.comments.updateText(tx, before.id, text);
    await notifyMentioned(deps, tx, projectId, row, mentionKeysIn(before.text));
    const comment = presentTaskComment(row, await authorOf(deps, tx, userId));
    afterCommit(tx, () => deps.events.taskCommentUpdated({ projectId, taskId, comment }));
    return comment;
  });
}

/** Its author, or an owner or admin of the project, deletes a comment; its notifications go with it. */
export async function deleteTaskComment(deps: Deps, userId: string, rawTaskId: string, rawCommentId: string) {
  const { taskId, membership } = await taskMembershipOr404(deps.projects, rawTaskId, userId);
  return withTaskLocked(deps, taskId, async (tx, projectId) => {
    const comment = await commentOr404(deps, tx, taskId, rawCommentId);
    authorize(projectPolicy.deleteComment(userId, { membership, authorId: comment.authorId }), () =>
      forbidden('projects.commentDeleteNotAllowed'),
    );
    await removeNaming(tx, deps.notifications, { taskCommentId: comment.id });
    await deps.comments.delete(tx, comment.id);
    afterCommit(tx, () => deps.events.taskCommentDeleted({ projectId, taskId, commentId: comment.id }));
    return { taskId, commentId: comment.id };
  });
}
