import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  aiConversations,
  aiUsage,
  commentLikes,
  comments,
  conversations,
  documentFolders,
  documents,
  follows,
  movieRoomMessages,
  movieRooms,
  notificationActors,
  notifications,
  passwordResets,
  postLikes,
  postMedia,
  posts,
  projectInvitations,
  stories,
  storyViews,
  users,
  workspaceInvites,
  type NewUserRow,
  type UserRow,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { lockActiveAdmins } from '../users/active-admins-lock.js';

/** The account row, locked, and how many other active admins there are (also locked). */
export interface LockedAccount {
  row: UserRow;
  otherActiveAdmins: number;
}

/**
 * The statements of an account's deletion, each run inside the one transaction the service opens
 * (account-deletion.service.ts). Each removes one kind of thing the person made or holds, keeping every
 * maintained count right, and answers what storage objects or ids the rest of the deletion needs.
 * Rows that stay (their messages) keep pointing at the account's id, which stays as a tombstone.
 * Sessions are not here: SessionControl.endAllOf ends them after the commit, forgetting them on every
 * process as it deletes them.
 */
export function createAccountDeletionRepository() {
  return {
    /**
     * Locks the workspace's active admins (in id order, so two deletions and an admin change never wait
     * on each other in a circle), then the account itself.
     */
    async lockAccount(tx: Database, userId: string): Promise<LockedAccount | undefined> {
      const admins = await lockActiveAdmins(tx);
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!row) return undefined;
      return { row, otherActiveAdmins: admins.filter((id) => id !== userId).length };
    },

    /**
     * Their likes, comments (with the replies under them) and posts (with everything on them). Counts
     * on others' posts and comments move down by what goes, before it goes. Answers the posts' media URLs.
     */
    async removeFeedContent(tx: Database, userId: string): Promise<string[]> {
      await tx.execute(sql`
        UPDATE posts SET likes_count = likes_count - 1
        WHERE id IN (SELECT post_id FROM post_likes WHERE user_id = ${userId})`);
      await tx.delete(postLikes).where(eq(postLikes.userId, userId));
      await tx.execute(sql`
        UPDATE comments SET likes_count = likes_count - 1
        WHERE id IN (SELECT comment_id FROM comment_likes WHERE user_id = ${userId})`);
      await tx.delete(commentLikes).where(eq(commentLikes.userId, userId));
      // A post's comments_count counts replies too: their comments and the replies under them go.
      await tx.execute(sql`
        UPDATE posts SET comments_count = comments_count - gone.count
        FROM (SELECT c.post_id, count(*)::int AS count FROM comments c
              WHERE c.user_id = ${userId}
                 OR c.parent_id IN (SELECT own.id FROM comments own WHERE own.user_id = ${userId})
              GROUP BY c.post_id) gone
        WHERE posts.id = gone.post_id`);
      await tx.delete(comments).where(eq(comments.userId, userId));
      // Others' replies that answered them stay, naming nobody (as the foreign key says for a deleted row).
      await tx.update(comments).set({ replyToUserId: null }).where(eq(comments.replyToUserId, userId));
      // "Trending" counts for their videos would name posts that are gone.
      await tx.execute(sql`
        DELETE FROM movie_room_plays
        WHERE source = 'post' AND movie_id IN (SELECT id FROM posts WHERE user_id = ${userId})`);
      // Every item of their albums, read before the cascade takes them (the first is the post's own too).
      const items = await tx
        .delete(postMedia)
        .where(inArray(postMedia.postId, tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId))))
        .returning({ mediaUrl: postMedia.mediaUrl, thumbnailUrl: postMedia.thumbnailUrl });
      const gone = await tx
        .delete(posts)
        .where(eq(posts.userId, userId))
        .returning({ mediaUrl: posts.mediaUrl, thumbnailUrl: posts.thumbnailUrl });
      return [...new Set([...gone, ...items].flatMap((post) => [post.mediaUrl, post.thumbnailUrl]))];
    },

    /** Follows both ways; the other side's counts move down with them. */
    async removeFollows(tx: Database, userId: string): Promise<void> {
      await tx.execute(sql`
        UPDATE users SET followers_count = followers_count - 1
        WHERE id IN (SELECT following_id FROM follows WHERE follower_id = ${userId})`);
      await tx.execute(sql`
        UPDATE users SET following_count = following_count - 1
        WHERE id IN (SELECT follower_id FROM follows WHERE following_id = ${userId})`);
      await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followingId, userId)));
    },

    /** Their stories (answers the media URLs) and the story views they left on others'. */
    async removeStories(tx: Database, userId: string): Promise<string[]> {
      await tx.delete(storyViews).where(eq(storyViews.userId, userId));
      const gone = await tx.delete(stories).where(eq(stories.userId, userId)).returning({ mediaUrl: stories.mediaUrl });
      return gone.map((story) => story.mediaUrl);
    },

    /** Their documents and folders (share links go with the documents); answers the documents' rows. */
    async removeDocuments(tx: Database, userId: string): Promise<{ storedName: string; previewKey: string | null }[]> {
      await tx.execute(sql`
        DELETE FROM movie_room_plays
        WHERE source = 'document' AND movie_id IN (SELECT id FROM documents WHERE owner_id = ${userId})`);
      const gone = await tx
        .delete(documents)
        .where(eq(documents.ownerId, userId))
        .returning({ storedName: documents.storedName, previewKey: documents.previewKey });
      await tx.delete(documentFolders).where(eq(documentFolders.ownerId, userId));
      return gone;
    },

    /**
     * What only concerned them: notifications to and from them (a group they were in keeps the others), the assistant's history and quota,
     * password resets, project invitations to or from them (by id or by their email), the movie
     * rooms they host (with the rooms' chat) and what they said in others' rooms. Invite links and reset
     * links they made as an admin stay the workspace's, naming no maker.
     */
    async removePersonalRecords(tx: Database, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
      const userId = user.id;
      // They leave the groups they are in ("An and 3 others liked…"); a group they were the latest of
      // is the next latest one's, so the others in it stay notified. Their other notifications go.
      await tx.delete(notificationActors).where(eq(notificationActors.actorId, userId));
      await tx.execute(sql`
        UPDATE ${notifications} n SET sender_id = (
            SELECT a.actor_id FROM ${notificationActors} a WHERE a.notification_id = n.id
            ORDER BY a.joined_at DESC, a.actor_id DESC LIMIT 1
          ), emoji = NULL
        WHERE n.sender_id = ${userId} AND n.group_key IS NOT NULL
          AND EXISTS (SELECT 1 FROM ${notificationActors} a WHERE a.notification_id = n.id)`);
      await tx
        .delete(notifications)
        .where(or(eq(notifications.recipientId, userId), eq(notifications.senderId, userId)));
      await tx.delete(aiConversations).where(eq(aiConversations.userId, userId));
      await tx.delete(aiUsage).where(eq(aiUsage.userId, userId));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.update(passwordResets).set({ createdBy: null }).where(eq(passwordResets.createdBy, userId));
      await tx.update(workspaceInvites).set({ createdBy: null }).where(eq(workspaceInvites.createdBy, userId));
      await tx
        .delete(projectInvitations)
        .where(
          or(
            eq(projectInvitations.inviteeId, userId),
            eq(projectInvitations.invitedBy, userId),
            eq(projectInvitations.email, user.email),
          ),
        );
      await tx.delete(movieRooms).where(eq(movieRooms.hostId, userId));
      await tx.delete(movieRoomMessages).where(eq(movieRoomMessages.userId, userId));
    },

    /** The groups and communities they are in (not direct conversations), in id order for locking. */
    async groupIds(tx: Database, userId: string): Promise<string[]> {
      const result = await tx.execute(sql`
        SELECT p.conversation_id AS id
        FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id
        WHERE p.user_id = ${userId} AND c.type <> 'direct'
        ORDER BY p.conversation_id`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * After leaving the groups: conversations they created name no creator, and their chat uploads that
     * no message carries any more go (answers the stored names). Attachments of messages that stay, stay.
     */
    async removeUnsentChatFiles(tx: Database, userId: string): Promise<string[]> {
      await tx.update(conversations).set({ createdBy: null }).where(eq(conversations.createdBy, userId));
      const result = await tx.execute(sql`
        DELETE FROM chat_files f
        WHERE f.uploader_id = ${userId} AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.file_id = f.id)
        RETURNING f.stored_name`);
      return rowsOf<{ stored_name: string }>(result).map((row) => row.stored_name);
    },

    /** Whether a name (any letter case) is taken by another account. */
    async usernameTaken(tx: Database, username: string, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    async writeTombstone(tx: Database, userId: string, values: Partial<NewUserRow>): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, userId));
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
