import { SEARCH_TYPES, type SearchType } from '@teamhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { iso } from '../../db/sql-text.js';
import { kindMatches, searchQuery, type KindMatches, type SearchAccess, type SearchScope } from './search-matches.js';

export type { SearchScope } from './search-matches.js';

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

/** The details of a page of hits, by kind. */
export interface SearchDetails {
  message: MessageDetail[];
  post: PostDetail[];
  comment: CommentDetail[];
  task: TaskDetail[];
  document: DocumentDetail[];
  person: PersonDetail[];
  project: ProjectDetail[];
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

/** What the asker calls conversation `c` (participant row `me`): its name, or the other person's in a direct one. */
const conversationName = sql.raw(`CASE WHEN c.type = 'direct'
  THEN coalesce((SELECT ou.username FROM conversation_participants o JOIN users ou ON ou.id = o.user_id
                 WHERE o.conversation_id = c.id AND o.user_id <> me.user_id
                 ORDER BY o.joined_at LIMIT 1), '')
  ELSE c.name END`);

/** What each kind of hit shows, as a SELECT of the rows `ids` names (the columns are the detail's fields). */
const detailSelects: Record<SearchType, (userId: string, ids: SQL, query: SQL) => SQL> = {
  message: (userId, ids) => sql`
    SELECT m.id, m.conversation_id AS "conversationId", ${conversationName} AS "conversationName", m.content,
           ${isoTime('m.created_at')} AS "createdAt", ${authorJson('su')} AS author
    FROM messages m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN conversation_participants me ON me.conversation_id = m.conversation_id AND me.user_id = ${userId}::uuid
    JOIN users su ON su.id = m.sender_id
    WHERE m.id IN (${ids})`,
  post: (_userId, ids) => sql`
    SELECT p.id, p.caption, p.location, ${isoTime('p.created_at')} AS "createdAt", ${authorJson('u')} AS author
    FROM posts p JOIN users u ON u.id = p.user_id
    WHERE p.id IN (${ids})`,
  comment: (_userId, ids) => sql`
    SELECT c.id, c.post_id AS "postId", c.text, ${isoTime('c.created_at')} AS "createdAt", ${authorJson('u')} AS author
    FROM comments c JOIN users u ON u.id = c.user_id
    WHERE c.id IN (${ids})`,
  task: (_userId, ids) => sql`
    SELECT t.id, t.project_id AS "projectId", p.name AS "projectName", t.title, t.description, t.tags,
           ${isoTime('t.created_at')} AS "createdAt",
           CASE WHEN u.id IS NULL THEN NULL ELSE ${authorJson('u')} END AS author
    FROM tasks t JOIN projects p ON p.id = t.project_id LEFT JOIN users u ON u.id = t.created_by
    WHERE t.id IN (${ids})`,
  document: (_userId, ids, query) => sql`
    SELECT d.id, d.name, d.folder_id AS "folderId", ${isoTime('d.updated_at')} AS "updatedAt",
           CASE WHEN best.content IS NULL THEN NULL
                ELSE json_build_object('content', best.content, 'page', best.page) END AS chunk
    FROM documents d
    LEFT JOIN LATERAL (SELECT c.content, c.page FROM document_text_chunks c
                       WHERE c.document_id = d.id AND c.search_vector @@ ${query}
                       ORDER BY ts_rank(c.search_vector, ${query}) DESC, c.chunk LIMIT 1) best ON true
    WHERE d.id IN (${ids})`,
  person: (_userId, ids) => sql`
    SELECT u.id, u.username, u.position, u.avatar, ${isoTime('u.created_at')} AS "createdAt"
    FROM users u WHERE u.id IN (${ids})`,
  project: (_userId, ids) => sql`
    SELECT p.id, p.name, p.description, ${isoTime('p.created_at')} AS "createdAt",
           CASE WHEN u.id IS NULL THEN NULL ELSE ${authorJson('u')} END AS owner
    FROM projects p LEFT JOIN users u ON u.id = p.owner_id
    WHERE p.id IN (${ids})`,
};

export function createSearchRepository(db: Database) {
  /** What `userId` may open: their conversations (and when they deleted some for themselves), their projects. */
  async function accessOf(userId: string): Promise<SearchAccess> {
    const result = await db.execute(sql`
      SELECT coalesce((SELECT array_agg(conversation_id::text) FROM conversation_participants
                       WHERE user_id = ${userId}::uuid AND cleared_at IS NULL), '{}') AS conversations,
             coalesce((SELECT json_agg(json_build_object('id', conversation_id, 'after', ${exactTime('cleared_at')}))
                       FROM conversation_participants WHERE user_id = ${userId}::uuid AND cleared_at IS NOT NULL),
                      '[]') AS cleared,
             coalesce((SELECT array_agg(project_id::text) FROM project_members WHERE user_id = ${userId}::uuid),
                      '{}') AS projects`);
    const [row] = rowsOf<SearchAccess>(result);
    return row ?? { conversations: [], cleared: [], projects: [] };
  }

  return {
    /** For each word, the lexicon's closest spellings (trigram similarity), best first. */
    async similarTerms(words: string[]): Promise<Map<string, string[]>> {
      const similar = new Map<string, string[]>();
      if (words.length === 0) return similar;
      // One SELECT per word, the word a constant in each: so the planner reads the trigram index (with the
      // word from a joined list it may scan every term instead, on PGlite for two words or more). A word
      // in the lexicon as it is was typed right: the trigram look-up, the costlier one, is then skipped.
      const nearest = words.map(
        (word) => sql`(SELECT ${word}::text AS word, term, 0 AS distance FROM search_terms WHERE term = ${word}::text)
          UNION ALL
          (SELECT ${word}::text, term, term <-> ${word}::text FROM search_terms
           WHERE NOT EXISTS (SELECT FROM search_terms WHERE term = ${word}::text) AND term % ${word}::text
           ORDER BY term <-> ${word}::text LIMIT 6)`,
      );
      const result = await db.execute(
        sql`SELECT word, term FROM (${sql.join(nearest, sql` UNION ALL `)}) near ORDER BY word, distance, term`,
      );
      for (const row of rowsOf<{ word: string; term: string }>(result)) {
        similar.set(row.word, [...(similar.get(row.word) ?? []), row.term]);
      }
      return similar;
    },

    /** One page of hits, best first (rank, then newest), after `cursor`. */
    async hits(scope: SearchScope): Promise<HitRow[]> {
      const access = await accessOf(scope.userId);
      const parts = scope.types
        .map((kind) => kindMatches(kind, scope, access))
        .filter((part): part is KindMatches => part !== null);
      if (parts.length === 0) return [];
      const after = scope.cursor
        ? sql`WHERE (rank, at, kind COLLATE "C", id) < (${scope.cursor.rank}::real, ${scope.cursor.at}::timestamptz,
                                                        ${scope.cursor.kind} COLLATE "C", ${scope.cursor.id}::uuid)`
        : sql``;
      const result = await db.execute(sql`
        WITH ${sql.join(
          [
            ...parts.flatMap((part) => part.with),
            sql`hits AS (${sql.join(
              parts.map((part) => part.select),
              sql` UNION ALL `,
            )})`,
          ],
          sql`, `,
        )}
        SELECT kind, id, rank, ${exactTime('at')} AS at
        FROM hits ${after}
        ORDER BY rank DESC, at DESC, kind COLLATE "C" DESC, id DESC
        LIMIT ${sql.raw(String(Math.max(1, Math.trunc(scope.limit + 1))))}`);
      return rowsOf<HitRow>(result).map((row) => ({ ...row, rank: Number(row.rank) }));
    },

    /**
     * What each hit shows, every kind in one statement: `idsOf(kind)` names the hits of a kind; a
     * document comes with its best matching part for `tsquery` (null when only its name matched).
     */
    async details(userId: string, idsOf: (kind: SearchType) => string[], tsquery: string): Promise<SearchDetails> {
      const found: SearchDetails = {
        message: [],
        post: [],
        comment: [],
        task: [],
        document: [],
        person: [],
        project: [],
      };
      const parts = SEARCH_TYPES.flatMap((kind) => {
        const ids = idsOf(kind);
        if (ids.length === 0) return [];
        const select = detailSelects[kind](userId, idList(ids), searchQuery(tsquery));
        return [sql`SELECT ${kind}::text AS kind, to_json(x) AS detail FROM (${select}) x`];
      });
      if (parts.length === 0) return found;
      const result = await db.execute(sql.join(parts, sql` UNION ALL `));
      for (const row of rowsOf<{ kind: SearchType; detail: never }>(result)) found[row.kind].push(row.detail);
      return found;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
