import {
  NOTIFICATION_GROUP_ACTORS,
  type NotificationListAnswer,
  type notificationListQuerySchema,
  type SelfNotificationAction,
} from '@teamhub/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { NewNotificationRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { afterCommit } from '../../lib/transaction.js';
import { isUuid } from '../../lib/validation.js';
import { groupKeyOf } from './notification-groups.js';
import type { NotificationGroupsRepository } from './notification-groups.repository.js';
import { presentNotification } from './notification.presenter.js';
import type { NotificationPusher } from './notification-pusher.js';
import type {
  NotificationCause,
  NotificationRecord,
  NotificationsRepository,
  ProjectInviteRef,
} from './notifications.repository.js';

export interface NotificationsServiceDeps {
  db: Database;
  notifications: NotificationsRepository;
  groups: NotificationGroupsRepository;
  pusher: NotificationPusher;
  /** Where a failed push is reported; it never fails the action that caused it. */
  logError: (error: unknown) => void;
}

export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export type NotificationInput = Pick<
  NewNotificationRow,
  | 'recipientId'
  | 'senderId'
  | 'type'
  | 'action'
  | 'postId'
  | 'commentId'
  | 'projectId'
  | 'messageId'
  | 'emoji'
  | 'taskId'
  | 'taskCommentId'
>;

/** Records as their recipient reads them, the groups among them with their latest actors. */
async function present(deps: NotificationsServiceDeps, executor: Database, records: NotificationRecord[]) {
  const groupIds = records.filter((record) => record.groupKey !== null).map((record) => record.id);
  const groups = await deps.groups.actorsOf(executor, groupIds, NOTIFICATION_GROUP_ACTORS);
  return records.map((record) =>
    presentNotification(record, record.groupKey === null ? undefined : groups.get(record.id)),
  );
}

/**
 * One page of the caller's notifications with their unread count: by page number (the
 * specification's client) or after `before`, the `nextCursor` of the page before.
 */
export async function listNotifications(
  deps: NotificationsServiceDeps,
  recipientId: string,
  { page, limit, before }: NotificationListQuery,
): Promise<NotificationListAnswer> {
  const [{ records, hasMore }, unreadCount] = await Promise.all([
    deps.notifications.list({ recipientId, limit, page, before }),
    deps.notifications.unreadCount(recipientId),
  ]);
  const nextCursor = hasMore ? (records.at(-1)?.cursor ?? null) : null;
  return {
    notifications: await present(deps, deps.db, records),
    unreadCount,
    pagination: before ? { limit, hasMore, nextCursor } : { page, limit, hasMore, nextCursor },
  };
}

export const unreadCountOf = ({ notifications }: NotificationsServiceDeps, recipientId: string) =>
  notifications.unreadCount(recipientId);

/** Marks one of the caller's notifications read; another user's id is 404 and changes nothing. */
export async function markNotificationRead(deps: NotificationsServiceDeps, recipientId: string, id: string) {
  if (!isUuid(id) || !(await deps.notifications.markRead(recipientId, id.toLowerCase()))) {
    throw notFound('notification.notFound');
  }
  const unreadCount = await deps.notifications.unreadCount(recipientId);
  deps.pusher.read(recipientId, id.toLowerCase(), unreadCount);
  return { unreadCount };
}

export async function markAllNotificationsRead(deps: NotificationsServiceDeps, recipientId: string) {
  await deps.notifications.markAllRead(recipientId);
  deps.pusher.allRead(recipientId);
  return { unreadCount: 0 };
}

/**
 * Sends each notification, as it now is, to its recipient's tabs: new (or a group someone joined, to
 * the top), or `updated` in place (a group someone left).
 */
async function pushCurrent(
  deps: NotificationsServiceDeps,
  changed: { id: string; recipientId: string }[],
  as: 'created' | 'updated' = 'created',
) {
  const records = await deps.notifications.findRecords(
    deps.db,
    changed.map((item) => item.id),
  );
  const views = await present(deps, deps.db, records);
  for (const view of views) {
    const recipientId = changed.find((item) => item.id === view._id)?.recipientId;
    if (!recipientId) continue;
    deps.pusher[as](recipientId, view, await deps.notifications.unreadCount(recipientId));
  }
}

function schedulePush(tx: Database, deps: NotificationsServiceDeps, push: () => Promise<void>) {
  afterCommit(tx, () => push().catch(deps.logError));
}

/**
 * Creates a notification inside the transaction `tx` of the action that causes it and pushes it
 * live once that transaction commits. One's own actions notify nobody.
 */
export async function notify(tx: Database, deps: NotificationsServiceDeps, input: NotificationInput) {
  if (input.recipientId === input.senderId) return;
  const groupKey = groupKeyOf({ ...input, at: new Date() });
  // Someone already in the group (a repeated cause) changes nothing and is not pushed again.
  const id = groupKey ? await deps.groups.join(tx, { ...input, groupKey }) : await deps.notifications.insert(tx, input);
  if (!id) return;
  schedulePush(tx, deps, () => pushCurrent(deps, [{ id, recipientId: input.recipientId }]));
}

/**
 * A reminder (no one acted): to the recipient from themself, inside the transaction that records it
 * as sent, pushed live once that commits.
 */
export async function remind(
  tx: Database,
  deps: NotificationsServiceDeps,
  input: { recipientId: string; action: SelfNotificationAction; taskId: string },
) {
  const { recipientId, action, taskId } = input;
  const id = await deps.notifications.insert(tx, { recipientId, senderId: recipientId, type: 'other', action, taskId });
  schedulePush(tx, deps, () => pushCurrent(deps, [{ id, recipientId }]));
}

/** Notifies every follower of the sender (a new post or story). */
export async function notifyFollowers(
  tx: Database,
  deps: NotificationsServiceDeps,
  input: Pick<NewNotificationRow, 'senderId' | 'type' | 'action' | 'postId'>,
) {
  const created = await deps.notifications.insertForFollowers(tx, input);
  if (created.length > 0) schedulePush(tx, deps, () => pushCurrent(deps, created));
}

/**
 * Withdraws what an action made, once undone (an unlike): its actor leaves the group (which goes
 * with its last actor, and otherwise changes in place), or an ungrouped notification goes while unread.
 */
export async function withdraw(tx: Database, deps: NotificationsServiceDeps, cause: NotificationCause) {
  const groupKey = groupKeyOf({ ...cause, at: new Date() });
  if (groupKey) {
    const left = await deps.groups.leave(tx, cause.recipientId, groupKey, cause.senderId);
    if (!left) return;
    schedulePush(tx, deps, async () => {
      if (left.outcome === 'updated')
        return pushCurrent(deps, [{ id: left.id, recipientId: cause.recipientId }], 'updated');
      deps.pusher.removed(cause.recipientId, left.id, await deps.notifications.unreadCount(cause.recipientId));
    });
    return;
  }
  const id = await deps.notifications.deleteUnread(tx, cause);
  if (!id) return;
  schedulePush(tx, deps, async () => {
    deps.pusher.removed(cause.recipientId, id, await deps.notifications.unreadCount(cause.recipientId));
  });
}

/** After a commit that deleted these notifications: each recipient's tabs take them out, with the new count. */
export async function pushRemoved(deps: NotificationsServiceDeps, removed: { id: string; recipientId: string }[]) {
  const counts = new Map<string, number>();
  for (const { id, recipientId } of removed) {
    if (!counts.has(recipientId)) counts.set(recipientId, await deps.notifications.unreadCount(recipientId));
    deps.pusher.removed(recipientId, id, counts.get(recipientId) ?? 0);
  }
}

/**
 * A post, a comment with its replies, or a task's comment about to be deleted in `tx`: the
 * notifications that name it go with it, and their recipients' tabs hear of it after the commit.
 */
export async function removeNaming(
  tx: Database,
  deps: NotificationsServiceDeps,
  target: { postId: string } | { commentId: string } | { taskCommentId: string },
) {
  const removed = await deps.notifications.deleteNaming(tx, target);
  if (removed.length > 0) schedulePush(tx, deps, () => pushRemoved(deps, removed));
}

/**
 * A project invitation that is no longer open (answered or withdrawn): its notification stops asking
 * for an answer. Withdrawn or declined, it goes; accepted, it stays in the list, read. The recipient's
 * tabs hear of it after the commit.
 */
export async function closeProjectInvite(
  tx: Database,
  deps: NotificationsServiceDeps,
  invitation: ProjectInviteRef,
  outcome: 'remove' | 'read',
) {
  const { recipientId } = invitation;
  const ids = await deps.notifications.closeProjectInvites(tx, invitation, outcome);
  if (ids.length === 0) return;
  schedulePush(tx, deps, async () => {
    const unreadCount = await deps.notifications.unreadCount(recipientId);
    for (const id of ids) {
      if (outcome === 'remove') deps.pusher.removed(recipientId, id, unreadCount);
      else deps.pusher.read(recipientId, id, unreadCount);
    }
  });
}
