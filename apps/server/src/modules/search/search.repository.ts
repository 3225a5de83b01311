import type { SearchType } from '@teamhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { iso } from '../../db/sql-text.js';
import type { SearchCursor } from './search-cursor.js';

/**
 * The matches of each kind that are ranked: the newest this many. A word found in tens of thousands
 * of messages would otherwise be ranked in all of them on every keystroke; past this many, the
 * newest are what a person looks for (docs/decisions.md, "Issue 29 — search").
 */
export const CANDIDATES_PER_KIND = 1000;

export interface SearchScope {
  userId: string;
  /** to_tsquery text (search-query.ts). */
  tsquery: string;
  types: readonly SearchType[];
  from?: string;
  in?: string;
  before?: Date;
  after?: Date;
  cursor?: SearchCursor;
  limit: number;
}

export interface HitRow {
  kind: SearchType;
  id: string;
  rank: number;
  /** The time the order uses, to the microsecond (the cursor's). */
  at: string;
}

interface Author {
  id: string;
  username: string;
  avatar: string;
}

export interface MessageDetail {
  id: string;
  conversationId: string;
  conversationName: string;
  content: string;
  createdAt: string;
  author: Author;
}
export interface PostDetail {
  id: string;
  caption: string;
  location: string;
  createdAt: string;
  author: Author;
}
export interface CommentDetail {
  id: string;
  postId: string;
  text: string;
  createdAt: string;
  author: Author;
}
export interface TaskDetail {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  description: string;
  tags: string[];
  createdAt: string;
  author: Author | null;
}
export interface DocumentDetail {
  id: string;
  name: string;
  folderId: string | null;
  updatedAt: string;
  /** The best matching part of its text, when the words were found inside it. */
  chunk: { content: string; page: number | null } | null;
}
export interface PersonDetail {
  id: string;
  username: string;
  position: string;
  avatar: string;
  createdAt: string;
}
export interface ProjectDetail {
  id: string;
  name: string;
  description: string;
  createdAt: string;
  owner: Author | null;
}

const exactTime = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
const isoTime = (column: string) => sql.raw(iso(column));
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
const authorJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'avatar', ${alias}.avatar)`);

/** The filters every kind with an author and a time shares. */
function common(scope: SearchScope, author: string, time: string): SQL {
  const parts: SQL[] = [];
  if (scope.from) parts.push(sql`AND ${sql.raw(author)} = ${scope.from}::uuid`);
  if (scope.before) parts.push(sql`AND ${sql.raw(time)} < ${scope.before.toISOString()}::timestamptz`);
  if (scope.after) parts.push(sql`AND ${sql.raw(time)} > ${scope.after.toISOString()}::timestamptz`);
  return sql.join(parts, sql` `);
}

const limit = (count: number) => sql.raw(String(Math.max(1, Math.trunc(count))));

/**
 * Each kind's matches the asker may open, as (kind, id, rank, at). The access rule of each kind is the
 * owning module's, named beside it; `in` narrows to one conversation (messages) or project (tasks) and
 * leaves out the kinds that are in neither; `from` leaves out people and projects.
 */
function kindMatches(kind: SearchType, scope: SearchScope): SQL | null {
  const { userId } = scope;
  const newest = limit(CANDIDATES_PER_KIND);
  switch (kind) {
    case 'message':
      // chat-views: a member sees a conversation's messages after the time they deleted it for themselves.
      return sql`SELECT 'message' AS kind, m.id, ts_rank(m.search_vector, query.q) AS rank, m.created_at AS at
        FROM (SELECT m.id, m.search_vector, m.created_at
              FROM messages m
              JOIN conversation_participants me ON me.conversation_id = m.conversation_id AND me.user_id = ${userId}::uuid
              CROSS JOIN query
              WHERE m.search_vector @@ query.q AND m.created_at > coalesce(me.cleared_at, '-infinity')
                ${scope.in ? sql`AND m.conversation_id = ${scope.in}::uuid` : sql``}
                ${common(scope, 'm.sender_id', 'm.created_at')}
              ORDER BY m.created_at DESC LIMIT ${newest}) m CROSS JOIN query`;
    case 'post':
      // posts.policy: one team, one feed — every member reads every post.
      if (scope.in) return null;
      return sql`SELECT 'post' AS kind, p.id, ts_rank(p.search_vector, query.q) AS rank, p.created_at AS at
        FROM (SELECT p.id, p.search_vector, p.created_at FROM posts p CROSS JOIN query
              WHERE p.search_vector @@ query.q ${common(scope, 'p.user_id', 'p.created_at')}
              ORDER BY p.created_at DESC LIMIT ${newest}) p CROSS JOIN query`;
    case 'comment':
      if (scope.in) return null;
      return sql`SELECT 'comment' AS kind, c.id, ts_rank(c.search_vector, query.q) AS rank, c.created_at AS at
        FROM (SELECT c.id, c.search_vector, c.created_at FROM comments c CROSS JOIN query
              WHERE c.search_vector @@ query.q ${common(scope, 'c.user_id', 'c.created_at')}
              ORDER BY c.created_at DESC LIMIT ${newest}) c CROSS JOIN query`;
    case 'task':
      // projects.policy: a project's board is its members' alone.
      return sql`SELECT 'task' AS kind, t.id, ts_rank(t.search_vector, query.q) AS rank, t.created_at AS at
        FROM (SELECT t.id, t.search_vector, t.created_at
              FROM tasks t
              JOIN project_members pm ON pm.project_id = t.project_id AND pm.user_id = ${userId}::uuid
              CROSS JOIN query
              WHERE t.search_vector @@ query.q
                ${scope.in ? sql`AND t.project_id = ${scope.in}::uuid` : sql``}
                ${common(scope, 't.created_by', 't.created_at')}
              ORDER BY t.created_at DESC LIMIT ${newest}) t CROSS JOIN query`;
    case 'document':
      // documents.policy: a document is its owner's alone; the trash is not searched.
      if (scope.in) return null;
      return sql`SELECT 'document' AS kind, d.id, max(found.rank) AS rank, d.updated_at AS at
        FROM (SELECT d.id, ts_rank(d.search_vector, query.q) AS rank
              FROM documents d CROSS JOIN query
              WHERE d.owner_id = ${userId}::uuid AND d.trashed_at IS NULL AND d.search_vector @@ query.q
              UNION ALL
              SELECT c.document_id, ts_rank(c.search_vector, query.q)
              FROM document_text_chunks c
              JOIN documents d ON d.id = c.document_id
              CROSS JOIN query
              WHERE d.owner_id = ${userId}::uuid AND d.trashed_at IS NULL AND c.search_vector @@ query.q) found
        JOIN documents d ON d.id = found.id
        WHERE true ${common(scope, 'd.owner_id', 'd.updated_at')}
        GROUP BY d.id, d.updated_at`;
    case 'person':
      // The team's directory: every active member (a deleted account is a tombstone, a deactivated one cannot sign in).
      if (scope.in || scope.from) return null;
      return sql`SELECT 'person' AS kind, u.id, ts_rank(u.search_vector, query.q) AS rank, u.created_at AS at
        FROM users u CROSS JOIN query
        WHERE u.status = 'active' AND u.search_vector @@ query.q ${common(scope, 'u.id', 'u.created_at')}`;
    case 'project':
      if (scope.in || scope.from) return null;
      return sql`SELECT 'project' AS kind, p.id, ts_rank(p.search_vector, query.q) AS rank, p.created_at AS at
        FROM projects p
        JOIN project_members pm ON pm.project_id = p.id AND pm.user_id = ${userId}::uuid
        CROSS JOIN query
        WHERE p.search_vector @@ query.q ${common(scope, 'p.owner_id', 'p.created_at')}`;
  }
}

/** What the asker calls conversation `c` (participant row `me`): its name, or the other person's in a direct one. */
const conversationName = sql.raw(`CASE WHEN c.type = 'direct'
  THEN coalesce((SELECT ou.username FROM conversation_participants o JOIN users ou ON ou.id = o.user_id
                 WHERE o.conversation_id = c.id AND o.user_id <> me.user_id
                 ORDER BY o.joined_at LIMIT 1), '')
  ELSE c.name END`);

export function createSearchRepository(db: Database) {
  return {
    /** For each word, the lexicon's closest spellings (trigram similarity), best first. */
    async similarTerms(words: string[]): Promise<Map<string, string[]>> {
      const similar = new Map<string, string[]>();
      if (words.length === 0) return similar;
      const result = await db.execute(sql`
        SELECT asked.word, near.term
        FROM (VALUES ${sql.join(
          words.map((word) => sql`(${word}::text)`),
          sql`, `,
        )}) AS asked(word)
        CROSS JOIN LATERAL (SELECT term FROM search_terms WHERE term % asked.word
                            ORDER BY term <-> asked.word LIMIT 6) near`);
      for (const row of rowsOf<{ word: string; term: string }>(result)) {
        similar.set(row.word, [...(similar.get(row.word) ?? []), row.term]);
      }
      return similar;
    },

    /** One page of hits, best first (rank, then newest), after `cursor`. */
    async hits(scope: SearchScope): Promise<HitRow[]> {
      const parts = scope.types.map((kind) => kindMatches(kind, scope)).filter((part): part is SQL => part !== null);
      if (parts.length === 0) return [];
      const after = scope.cursor
        ? sql`WHERE (rank, at, kind COLLATE "C", id) < (${scope.cursor.rank}::real, ${scope.cursor.at}::timestamptz,
                                                        ${scope.cursor.kind} COLLATE "C", ${scope.cursor.id}::uuid)`
        : sql``;
      const result = await db.execute(sql`
        WITH query AS (SELECT to_tsquery('teamhub_search', ${scope.tsquery}) AS q),
        hits AS (${sql.join(parts, sql` UNION ALL `)})
        SELECT kind, id, rank, ${exactTime('at')} AS at
        FROM hits ${after}
        ORDER BY rank DESC, at DESC, kind COLLATE "C" DESC, id DESC
        LIMIT ${limit(scope.limit + 1)}`);
      return rowsOf<HitRow>(result).map((row) => ({ ...row, rank: Number(row.rank) }));
    },

    async messages(userId: string, ids: string[]): Promise<MessageDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT m.id, m.conversation_id AS "conversationId", ${conversationName} AS "conversationName", m.content,
               ${isoTime('m.created_at')} AS "createdAt", ${authorJson('su')} AS author
        FROM messages m
        JOIN conversations c ON c.id = m.conversation_id
        JOIN conversation_participants me ON me.conversation_id = m.conversation_id AND me.user_id = ${userId}::uuid
        JOIN users su ON su.id = m.sender_id
        WHERE m.id IN (${idList(ids)})`);
      return rowsOf<MessageDetail>(result);
    },

    async posts(ids: string[]): Promise<PostDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT p.id, p.caption, p.location, ${isoTime('p.created_at')} AS "createdAt", ${authorJson('u')} AS author
        FROM posts p JOIN users u ON u.id = p.user_id
        WHERE p.id IN (${idList(ids)})`);
      return rowsOf<PostDetail>(result);
    },

    async comments(ids: string[]): Promise<CommentDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT c.id, c.post_id AS "postId", c.text, ${isoTime('c.created_at')} AS "createdAt", ${authorJson('u')} AS author
        FROM comments c JOIN users u ON u.id = c.user_id
        WHERE c.id IN (${idList(ids)})`);
      return rowsOf<CommentDetail>(result);
    },

    async tasks(ids: string[]): Promise<TaskDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT t.id, t.project_id AS "projectId", p.name AS "projectName", t.title, t.description, t.tags,
               ${isoTime('t.created_at')} AS "createdAt",
               CASE WHEN u.id IS NULL THEN NULL ELSE ${authorJson('u')} END AS author
        FROM tasks t JOIN projects p ON p.id = t.project_id LEFT JOIN users u ON u.id = t.created_by
        WHERE t.id IN (${idList(ids)})`);
      return rowsOf<TaskDetail>(result);
    },

    /** The documents, each with its best matching part for `tsquery` (null when only its name matched). */
    async documents(ids: string[], tsquery: string): Promise<DocumentDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        WITH query AS (SELECT to_tsquery('teamhub_search', ${tsquery}) AS q)
        SELECT d.id, d.name, d.folder_id AS "folderId", ${isoTime('d.updated_at')} AS "updatedAt",
               CASE WHEN best.content IS NULL THEN NULL
                    ELSE json_build_object('content', best.content, 'page', best.page) END AS chunk
        FROM documents d
        CROSS JOIN query
        LEFT JOIN LATERAL (SELECT c.content, c.page FROM document_text_chunks c
                           WHERE c.document_id = d.id AND c.search_vector @@ query.q
                           ORDER BY ts_rank(c.search_vector, query.q) DESC, c.chunk LIMIT 1) best ON true
        WHERE d.id IN (${idList(ids)})`);
      return rowsOf<DocumentDetail>(result);
    },

    async people(ids: string[]): Promise<PersonDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT u.id, u.username, u.position, u.avatar, ${isoTime('u.created_at')} AS "createdAt"
        FROM users u WHERE u.id IN (${idList(ids)})`);
      return rowsOf<PersonDetail>(result);
    },

    async projects(ids: string[]): Promise<ProjectDetail[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT p.id, p.name, p.description, ${isoTime('p.created_at')} AS "createdAt",
               CASE WHEN u.id IS NULL THEN NULL ELSE ${authorJson('u')} END AS owner
        FROM projects p LEFT JOIN users u ON u.id = p.owner_id
        WHERE p.id IN (${idList(ids)})`);
      return rowsOf<ProjectDetail>(result);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
