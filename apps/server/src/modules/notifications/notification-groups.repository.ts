import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationActors, notifications, type NewNotificationRow } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/** The latest actors of a group (newest first, at most `limit`) and how many it has. */
export interface GroupActors {
  actors: { id: string; username: string; avatar: string }[];
  count: number;
}

/** What leaving a group did to it: the group went (it was empty), or it changed and stays. */
export type GroupLeft = { id: string; outcome: 'removed' | 'updated' } | null;

export function createNotificationGroupsRepository() {
  return {
    /**
     * Adds the sender to the recipient's group `groupKey` (made on first use). Someone new moves the
     * group to the top, unread, with them as its sender; answers the group's id then, and null when
     * they were in it already. The group's row is locked first, so joins and leaves of one group
     * run one after the other.
     */
    async join(tx: Database, values: NewNotificationRow & { groupKey: string }): Promise<string | null> {
      const [group] = await tx
        .insert(notifications)
        .values(values)
        .onConflictDoUpdate({
          target: [notifications.recipientId, notifications.groupKey],
          targetWhere: sql`${notifications.groupKey} IS NOT NULL`,
          set: { groupKey: sql`excluded.group_key` },
        })
        .returning({ id: notifications.id });
      if (!group) throw new Error('Upsert returned no notification group');
      const joined = await tx
        .insert(notificationActors)
        .values({ notificationId: group.id, actorId: values.senderId })
        .onConflictDoNothing()
        .returning({ actorId: notificationActors.actorId });
      if (joined.length === 0) return null;
      await tx
        .update(notifications)
        // A reaction's emoji is the latest actor's, as its sender is.
        .set({ senderId: values.senderId, emoji: values.emoji ?? null, createdAt: sql`now()`, isRead: false })
        .where(eq(notifications.id, group.id));
      return group.id;
    },

    /**
     * Takes `actorId` out of the recipient's group `groupKey` (an unlike). The last one out removes
     * the group; otherwise the latest remaining actor becomes its sender, its place and read state kept.
     */
    async leave(tx: Database, recipientId: string, groupKey: string, actorId: string): Promise<GroupLeft> {
      const [group] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.groupKey, groupKey)))
        .for('update');
      if (!group) return null;
      const left = await tx
        .delete(notificationActors)
        .where(and(eq(notificationActors.notificationId, group.id), eq(notificationActors.actorId, actorId)))
        .returning({ actorId: notificationActors.actorId });
      if (left.length === 0) return null;
      const [latest] = await tx
        .select({ actorId: notificationActors.actorId })
        .from(notificationActors)
        .where(eq(notificationActors.notificationId, group.id))
        .orderBy(desc(notificationActors.joinedAt), desc(notificationActors.actorId))
        .limit(1);
      if (!latest) {
        await tx.delete(notifications).where(eq(notifications.id, group.id));
        return { id: group.id, outcome: 'removed' };
      }
      // The emoji a reaction's group keeps was the latest's; whose the remaining one's was is not kept.
      await tx
        .update(notifications)
        .set({ senderId: latest.actorId, emoji: null })
        .where(eq(notifications.id, group.id));
      return { id: group.id, outcome: 'updated' };
    },

    /**
     * The latest `limit` actors and the size of each of the groups `ids` (one query for a page). Per
     * group, not one window over all their rows: a post liked by thousands would otherwise sort all of
     * its likers on every page (docs/decisions.md, "Grouped notifications").
     */
    async actorsOf(executor: Database, ids: string[], limit: number): Promise<Map<string, GroupActors>> {
      const groups = new Map<string, GroupActors>();
      if (ids.length === 0) return groups;
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = rowsOf<{ notification_id: string; id: string; username: string; avatar: string; total: string }>(
        await executor.execute(sql`
          SELECT g.id AS notification_id, u.id, u.username, u.avatar, size.total
          FROM notifications g
          CROSS JOIN LATERAL (
            SELECT a.actor_id, a.joined_at FROM notification_actors a
            WHERE a.notification_id = g.id
            ORDER BY a.joined_at DESC, a.actor_id DESC LIMIT ${limit}
          ) AS latest
          JOIN users u ON u.id = latest.actor_id
          CROSS JOIN LATERAL (
            SELECT count(*) AS total FROM notification_actors a WHERE a.notification_id = g.id
          ) AS size
          WHERE g.id IN (${list})
          ORDER BY g.id, latest.joined_at DESC, latest.actor_id DESC`),
      );
      for (const row of rows) {
        const group = groups.get(row.notification_id) ?? { actors: [], count: Number(row.total) };
        group.actors.push({ id: row.id, username: row.username, avatar: row.avatar });
        groups.set(row.notification_id, group);
      }
      return groups;
    },
  };
}

export type NotificationGroupsRepository = ReturnType<typeof createNotificationGroupsRepository>;
