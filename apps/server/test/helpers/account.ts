import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import type { Database } from '../../src/db/database.js';
import { rowsOf } from '../../src/db/sql-rows.js';
import { authHeaders } from './api.js';
import type { RegisteredUser } from './test-app.js';

/** DELETE /api/account as `user` with `password` (their own unless told). */
export const deleteAccount = (app: FastifyInstance, user: RegisteredUser, password: unknown = user.password) =>
  app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: authHeaders(user.token),
    payload: password === undefined ? {} : { password: password as string },
  });

/** Every stored file under `root`, as paths relative to it (`posts/<uuid>.webp`). */
export function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * How many rows of each table name `userId` (in any column that can), and rows that nothing of theirs
 * should leave behind (share links and "trending" counts of documents and posts that no longer exist).
 */
export async function rowsNaming(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, string> = {
    users: `SELECT count(*) FROM users WHERE id = $1`,
    posts: `SELECT count(*) FROM posts WHERE user_id = $1`,
    post_likes: `SELECT count(*) FROM post_likes WHERE user_id = $1`,
    comments: `SELECT count(*) FROM comments WHERE user_id = $1 OR reply_to_user_id = $1`,
    comment_likes: `SELECT count(*) FROM comment_likes WHERE user_id = $1`,
    follows: `SELECT count(*) FROM follows WHERE follower_id = $1 OR following_id = $1`,
    stories: `SELECT count(*) FROM stories WHERE user_id = $1`,
    story_views: `SELECT count(*) FROM story_views WHERE user_id = $1`,
    notifications: `SELECT count(*) FROM notifications WHERE recipient_id = $1 OR sender_id = $1`,
    documents: `SELECT count(*) FROM documents WHERE owner_id = $1`,
    document_folders: `SELECT count(*) FROM document_folders WHERE owner_id = $1`,
    document_share_links_orphaned: `SELECT count(*) FROM document_share_links l
                                     WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = l.document_id)`,
    movie_room_plays_orphaned: `SELECT count(*) FROM movie_room_plays p
                                WHERE NOT EXISTS (SELECT 1 FROM posts WHERE posts.id = p.movie_id)
                                  AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = p.movie_id)`,
    ai_conversations: `SELECT count(*) FROM ai_conversations WHERE user_id = $1`,
    ai_messages: `SELECT count(*) FROM ai_messages WHERE user_id = $1`,
    ai_usage: `SELECT count(*) FROM ai_usage WHERE user_id = $1`,
    sessions: `SELECT count(*) FROM sessions WHERE user_id = $1`,
    password_resets: `SELECT count(*) FROM password_resets WHERE user_id = $1 OR created_by = $1`,
    workspace_invites: `SELECT count(*) FROM workspace_invites WHERE created_by = $1`,
    project_invitations: `SELECT count(*) FROM project_invitations WHERE invitee_id = $1 OR invited_by = $1`,
    projects: `SELECT count(*) FROM projects WHERE owner_id = $1`,
    project_members: `SELECT count(*) FROM project_members WHERE user_id = $1`,
    tasks: `SELECT count(*) FROM tasks WHERE assignee_id = $1 OR created_by = $1`,
    movie_rooms: `SELECT count(*) FROM movie_rooms WHERE host_id = $1`,
    movie_room_messages: `SELECT count(*) FROM movie_room_messages WHERE user_id = $1`,
    conversations_created: `SELECT count(*) FROM conversations WHERE created_by = $1`,
    group_memberships: `SELECT count(*) FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id
                        WHERE p.user_id = $1 AND c.type <> 'direct'`,
    direct_memberships: `SELECT count(*) FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id
                         WHERE p.user_id = $1 AND c.type = 'direct'`,
    messages: `SELECT count(*) FROM messages WHERE sender_id = $1`,
    chat_files_unsent: `SELECT count(*) FROM chat_files f WHERE f.uploader_id = $1
                        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.file_id = f.id)`,
    chat_files_sent: `SELECT count(*) FROM chat_files f WHERE f.uploader_id = $1
                      AND EXISTS (SELECT 1 FROM messages m WHERE m.file_id = f.id)`,
  };
  const result: Record<string, number> = {};
  for (const [table, query] of Object.entries(counts)) {
    const rows = rowsOf<{ count: number | string }>(
      await db.execute(sql.raw(query.replaceAll('$1', `'${userId.replace(/[^0-9a-f-]/giu, '')}'`))),
    );
    result[table] = Number(rows[0]?.count ?? 0);
  }
  return result;
}

/** Every file of a zip archive, by name (folders left out). */
export async function unzip(archive: Buffer | string): Promise<Map<string, Buffer>> {
  const zip =
    typeof archive === 'string'
      ? await yauzl.openPromise(archive, { lazyEntries: true })
      : await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
    }
  } finally {
    zip.close();
  }
  return files;
}

/** A JSON file of an unzipped export. */
export function jsonIn<T>(files: Map<string, Buffer>, name: string): T {
  const file = files.get(name);
  if (!file) throw new Error(`the archive has no ${name}`);
  return JSON.parse(file.toString('utf8')) as T;
}
