import type { NotificationListAnswer, notificationListQuerySchema } from '@teamhub/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { NewNotificationRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { afterCommit } from '../../lib/transaction.js';
import { isUuid } from '../../lib/validation.js';
import { presentNotification } from './notification.presenter.js';
import type { NotificationPusher } from './notification-pusher.js';
import type { NotificationCause, NotificationsRepository, ProjectInviteRef } from './notifications.repository.js';

export interface NotificationsServiceDeps {
  db: Database;
  notifications: NotificationsRepository;
  pusher: NotificationPusher;
  /** Where a failed push is reported; it never fails the action that caused it. */
  logError: (error: unknown) => void;
}

export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export type NotificationInput = Pick<
  NewNotificationRow,
  'recipientId' | 'senderId' | 'type' | 'action' | 'postId' | 'commentId' | 'projectId'
>;

/**
 * One page of the caller's notifications with their unread count: by page number (the
 * specification's client) or after `before`, the `nextCursor` of the page before.
 */
export async function listNotifications(
  { notifications }: NotificationsServiceDeps,
  recipientId: string,
  { page, limit, before }: NotificationListQuery,
): Promise<NotificationListAnswer> {
  const [{ records, hasMore }, unreadCount] = await Promise.all([
    notifications.list({ recipientId, limit, page, before }),
    notifications.unreadCount(recipientId),
  ]);
  const nextCursor = hasMore ? (records.at(-1)?.cursor ?? null) : null;
  return {
    notifications: records.map(presentNotification),
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

async function pushCreated(deps: NotificationsServiceDeps, created: { id: string; recipientId: string }[]) {
  const records = await deps.notifications.findRecords(
    deps.db,
    created.map((item) => item.id),
  );
  for (const record of records) {
    const recipientId = created.find((item) => item.id === record.id)?.recipientId;
    if (!recipientId) continue;
    deps.pusher.created(recipientId, presentNotification(record), await deps.notifications.unreadCount(recipientId));
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
  const id = await deps.notifications.insert(tx, input);
  schedulePush(tx, deps, () => pushCreated(deps, [{ id, recipientId: input.recipientId }]));
}

/** Notifies every follower of the sender (a new post or story). */
export async function notifyFollowers(
  tx: Database,
  deps: NotificationsServiceDeps,
  input: Pick<NewNotificationRow, 'senderId' | 'type' | 'action' | 'postId'>,
) {
  const created = await deps.notifications.insertForFollowers(tx, input);
  if (created.length > 0) schedulePush(tx, deps, () => pushCreated(deps, created));
}

/** Withdraws the unread notification an action made (an unlike), so repeats do not pile up. */
export async function withdraw(tx: Database, deps: NotificationsServiceDeps, cause: NotificationCause) {
  const id = await deps.notifications.deleteUnread(tx, cause);
  if (!id) return;
  schedulePush(tx, deps, async () => {
    deps.pusher.removed(cause.recipientId, id, await deps.notifications.unreadCount(cause.recipientId));
  });
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
