import type { SearchType } from '@teamhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchCursor } from './search-cursor.js';

/**
 * The matches of each kind that are ranked: the newest this many. A word found in tens of thousands
 * of messages would otherwise be read and ranked in all of them on every keystroke; past this many,
 * the newest are what a person looks for, and a longer question narrows them (docs/decisions.md,
 * "Issue 29 — search speed").
 */
export const CANDIDATES_PER_KIND = 100;

/**
 * The asker's messages are searched newest first, in these spans of days back from now, the older one
 * only while the newer one held fewer than CANDIDATES_PER_KIND matches. The last 14 days are matched
 * message by message (through the conversation-and-time index): a word in many messages has its
 * newest matches there, found without reading its whole entry of the GIN index (tens of thousands of
 * row numbers for "th" or "họp") or a row for each. Older messages go through the full-text index,
 * where a rarer word's entry is short.
 */
export const MESSAGE_SPANS: readonly { days: [number, number | null]; rowByRow: boolean }[] = [
  { days: [0, 14], rowByRow: true },
  { days: [14, null], rowByRow: false },
];

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

/** What the asker may open, read first so the search statement names it (and its planner can count it). */
export interface SearchAccess {
  /** Conversations they are in and never deleted for themselves. */
  conversations: string[];
  /** Conversations they deleted for themselves: only messages after `after` are theirs to see. */
  cleared: { id: string; after: string }[];
  /** Projects they belong to. */
  projects: string[];
}

/**
 * Each kind's part of the search statement: its common table expressions, if any, and a SELECT of
 * (kind, id, rank, at).
 */
export interface KindMatches {
  with: SQL[];
  select: SQL;
}

/**
 * The question as a tsquery the planner reads as a constant (search_query_of is IMMUTABLE): so it
 * estimates from the column statistics how many rows a word matches, and chooses between the
 * full-text index and an ordered scan; and a filter does not parse it again for every row.
 */
export const searchQuery = (tsquery: string) => sql`search_query_of(${tsquery})`;

const limit = (count: number) => sql.raw(String(Math.max(1, Math.trunc(count))));
/**
 * Ids as one uuid[] parameter. A list of one parameter per id (`IN ($1, $2, …)`) took PGlite's planner
 * three times as long for a page of 20 hits.
 */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The filters every kind with an author and a time shares. */
function common(scope: SearchScope, author: string, time: string): SQL {
  const parts: SQL[] = [];
  if (scope.from) parts.push(sql`AND ${sql.raw(author)} = ${scope.from}::uuid`);
  if (scope.before) parts.push(sql`AND ${sql.raw(time)} < ${scope.before.toISOString()}::timestamptz`);
  if (scope.after) parts.push(sql`AND ${sql.raw(time)} > ${scope.after.toISOString()}::timestamptz`);
  return sql.join(parts, sql` `);
}

/**
 * The messages `m` the asker may read (chat-views: a member sees a conversation's messages after the
 * time they deleted it for themselves), within conversation `only` when given; null when none.
 */
function visibleMessages(access: SearchAccess, only: string | undefined): SQL | null {
  const open = access.conversations.filter((id) => only === undefined || id === only);
  const cleared = access.cleared.filter((one) => only === undefined || one.id === only);
  const arms = [
    ...(open.length > 0 ? [sql`m.conversation_id = ANY(${uuidArray(open)})`] : []),
    ...cleared.map((one) => sql`(m.conversation_id = ${one.id}::uuid AND m.created_at > ${one.after}::timestamptz)`),
  ];
  return arms.length === 0 ? null : sql`(${sql.join(arms, sql` OR `)})`;
}

/**
 * The asker's messages that match, the newest first, span after span (MESSAGE_SPANS): a span is read
 * only while the newer ones held fewer matches than wanted. `IS TRUE` keeps the full-text index out of
 * a span matched row by row.
 */
function messageMatches(scope: SearchScope, access: SearchAccess): KindMatches | null {
  const visible = visibleMessages(access, scope.in);
  if (!visible) return null;
  const query = searchQuery(scope.tsquery);
  const newest = limit(CANDIDATES_PER_KIND);
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${sql.raw(String(days))})`;
  const filters = common(scope, 'm.sender_id', 'm.created_at');
  const names = MESSAGE_SPANS.map((_, index) => sql.raw(`messages_${index}`));
  const spans = MESSAGE_SPANS.map(({ days: [from, to], rowByRow }, index) => {
    const newer = names.slice(0, index).map((name) => sql`(SELECT count(*) FROM ${name})`);
    const wanted = newer.length > 0 ? sql`${sql.join(newer, sql` + `)} < ${newest} AND` : sql``;
    const match = rowByRow ? sql`(m.search_vector @@ ${query}) IS TRUE` : sql`m.search_vector @@ ${query}`;
    return sql`${names[index]} AS (SELECT m.id, m.search_vector, m.created_at FROM messages m
      WHERE ${wanted} ${visible} ${from === 0 ? sql`` : sql`AND m.created_at <= ${daysAgo(from)}`}
        ${to === null ? sql`` : sql`AND m.created_at > ${daysAgo(to)}`} AND ${match} ${filters}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${newest})`;
  });
  return {
    with: spans,
    select: sql`SELECT 'message' AS kind, m.id, ts_rank(m.search_vector, ${query}) AS rank, m.created_at AS at
      FROM (${sql.join(
        names.map((name) => sql`SELECT * FROM ${name}`),
        sql` UNION ALL `,
      )} ORDER BY created_at DESC, id DESC LIMIT ${newest}) m`,
  };
}

/**
 * Each kind's matches the asker may open, as (kind, id, rank, at). The access rule of each kind is the
 * owning module's, named beside it; `in` narrows to one conversation (messages) or project (tasks) and
 * leaves out the kinds that are in neither; `from` leaves out people and projects.
 */
export function kindMatches(kind: SearchType, scope: SearchScope, access: SearchAccess): KindMatches | null {
  const { userId } = scope;
  const query = searchQuery(scope.tsquery);
  const newest = limit(CANDIDATES_PER_KIND);
  const only = (select: SQL) => ({ with: [], select });
  switch (kind) {
    case 'message':
      return messageMatches(scope, access);
    case 'post':
      // posts.policy: one team, one feed — every member reads every post.
      if (scope.in) return null;
      return only(sql`SELECT 'post' AS kind, p.id, ts_rank(p.search_vector, ${query}) AS rank, p.created_at AS at
        FROM (SELECT p.id, p.search_vector, p.created_at FROM posts p
              WHERE p.search_vector @@ ${query} ${common(scope, 'p.user_id', 'p.created_at')}
              ORDER BY p.created_at DESC, p.id DESC LIMIT ${newest}) p`);
    case 'comment':
      if (scope.in) return null;
      return only(sql`SELECT 'comment' AS kind, c.id, ts_rank(c.search_vector, ${query}) AS rank, c.created_at AS at
        FROM (SELECT c.id, c.search_vector, c.created_at FROM comments c
              WHERE c.search_vector @@ ${query} ${common(scope, 'c.user_id', 'c.created_at')}
              ORDER BY c.created_at DESC, c.id DESC LIMIT ${newest}) c`);
    case 'task': {
      // projects.policy: a project's board is its members' alone.
      const projects = access.projects.filter((id) => scope.in === undefined || id === scope.in);
      if (projects.length === 0) return null;
      return only(sql`SELECT 'task' AS kind, t.id, ts_rank(t.search_vector, ${query}) AS rank, t.created_at AS at
        FROM (SELECT t.id, t.search_vector, t.created_at FROM tasks t
              WHERE t.project_id = ANY(${uuidArray(projects)}) AND t.search_vector @@ ${query}
                ${common(scope, 't.created_by', 't.created_at')}
              ORDER BY t.created_at DESC, t.id DESC LIMIT ${newest}) t`);
    }
    case 'document': {
      // documents.policy: a document is its owner's alone; the trash is not searched.
      if (scope.in) return null;
      const mine = sql`d.owner_id = ${userId}::uuid AND d.trashed_at IS NULL ${common(scope, 'd.owner_id', 'd.updated_at')}`;
      return only(sql`SELECT 'document' AS kind, found.id, max(found.rank) AS rank, found.at
        FROM (SELECT d.id, d.updated_at AS at, ts_rank(d.search_vector, ${query}) AS rank
              FROM documents d
              WHERE ${mine} AND d.search_vector @@ ${query}
              UNION ALL
              SELECT d.id, d.updated_at, ts_rank(c.search_vector, ${query})
              FROM document_text_chunks c
              JOIN documents d ON d.id = c.document_id
              WHERE ${mine} AND c.search_vector @@ ${query}) found
        GROUP BY found.id, found.at`);
    }
    case 'person':
      // The team's directory: every active member (a deleted account is a tombstone, a deactivated one cannot sign in).
      if (scope.in || scope.from) return null;
      return only(sql`SELECT 'person' AS kind, u.id, ts_rank(u.search_vector, ${query}) AS rank, u.created_at AS at
        FROM users u
        WHERE u.status = 'active' AND u.search_vector @@ ${query} ${common(scope, 'u.id', 'u.created_at')}`);
    case 'project':
      if (scope.in || scope.from || access.projects.length === 0) return null;
      return only(sql`SELECT 'project' AS kind, p.id, ts_rank(p.search_vector, ${query}) AS rank, p.created_at AS at
        FROM projects p
        WHERE p.id = ANY(${uuidArray(access.projects)}) AND p.search_vector @@ ${query}
          ${common(scope, 'p.owner_id', 'p.created_at')}`);
  }
}
