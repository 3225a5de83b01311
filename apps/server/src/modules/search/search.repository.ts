import { SEARCH_TYPES, type SearchType } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { createFifoGate } from '../../lib/fifo-gate.js';
import { indexedKinds, type SearchStatistics, type SkimmedKind } from './search-frequency.js';
import { searchPlaces, type SearchAccess, type SearchScope } from './search-matches.js';
import { tsqueryText } from './search-query.js';

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
  /** A reply in a thread: its root. */
  threadRootId: string | null;
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

/** What a search reads first (SearchRepository.lookup). */
export interface SearchLookup {
  access: SearchAccess;
  similar: Map<string, string[]>;
}

/** An array literal's element: quoted, its quotes and backslashes escaped. */
const arrayElement = (text: string) => `"${text.replace(/["\\]/gu, (char) => `\\${char}`)}"`;

/** An array parameter: `{a,b}` cast to `type`[]. */
const arrayOf = (items: string[], type: 'uuid' | 'text' | 'timestamptz') =>
  sql`${`{${items.map(arrayElement).join(',')}}`}::${sql.raw(type)}[]`;
/**
 * Ids as one uuid[] parameter. A list of one parameter per id (`IN ($1, $2, …)`) took PGlite's planner
 * three times as long for a page of 20 hits.
 */
const uuidArray = (ids: string[]) => arrayOf(ids, 'uuid');

/**
 * How many searches read the database at once. PGlite runs one statement at a time: searches taking
 * turns statement by statement (three each) all finish late, and some very late; few at a time, each
 * waits only for those that came before it (docs/decisions.md, "Search speed, third pass"). Two, since
 * PGlite has a thread of its own: while one search's snippets and answer are made on the server's
 * thread, the next one's statements run on the database's ("The embedded database on its own
 * thread"). PostgreSQL has two cores here and ten pooled connections for everything.
 */
export const SEARCHES_AT_ONCE = { pglite: 2, postgres: 4 } as const;

/**
 * How long the tables' word statistics are used before they are read again. ANALYZE renews them
 * (PostgreSQL's autovacuum; on PGlite db/pglite-upkeep.ts, every 5 minutes at most).
 */
const STATISTICS_KEPT_MS = 5 * 60_000;

const TABLE_KINDS: Record<string, SkimmedKind> = { messages: 'message', posts: 'post', comments: 'comment' };

/**
 * The most common words of messages', posts' and comments' search vectors, with the share of rows
 * holding each, as ANALYZE last found them (pg_stats; the shares go on past the words with the least
 * and the greatest of them). A table never analyzed has no row.
 */
async function readStatistics(db: Database): Promise<SearchStatistics> {
  const result = await db.execute(sql`
    SELECT s.tablename AS "table", s.most_common_elems::text::text[] AS words,
           s.most_common_elem_freqs AS shares, c.reltuples AS rows
    FROM pg_stats s JOIN pg_class c ON c.oid = to_regclass(format('%I.%I', s.schemaname, s.tablename))
    WHERE s.schemaname = current_schema() AND s.attname = 'search_vector'
      AND s.tablename IN ('messages', 'posts', 'comments')`);
  const statistics: SearchStatistics = {};
  for (const row of rowsOf<{ table: string; words: string[] | null; shares: number[] | null; rows: number }>(result)) {
    const kind = TABLE_KINDS[row.table];
    if (!kind || !row.words || !row.shares || row.shares.length <= row.words.length) continue;
    const shares = row.shares.map(Number);
    statistics[kind] = {
      shares: new Map(row.words.map((word, index) => [word, shares[index] ?? 0])),
      floor: shares[row.words.length] ?? 0,
      rows: Math.max(0, Number(row.rows)),
    };
  }
  return statistics;
}

export function createSearchRepository(db: Database, searchesAtOnce: number = SEARCHES_AT_ONCE.postgres) {
  const inTurn = createFifoGate(searchesAtOnce);
  let statistics: SearchStatistics = {};
  let statisticsAt = -Infinity;
  let reading: Promise<SearchStatistics> | null = null;
  /** Reads the statistics again, once at a time; until then a search uses those it has. */
  const renewStatistics = () => {
    statisticsAt = Date.now();
    reading ??= readStatistics(db)
      .then((read) => (statistics = read))
      // An estimate only chooses how to read: without one every kind is read newest first, as a
      // common word's is, with the same hits.
      .catch(() => statistics)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  /** The statistics in hand, starting a renewal past STATISTICS_KEPT_MS without waiting for it. */
  const currentStatistics = () => {
    if (Date.now() - statisticsAt > STATISTICS_KEPT_MS) void renewStatistics();
    return statistics;
  };
  return {
    /** Runs a search's statements (`work`) when its turn comes (SEARCHES_AT_ONCE). */
    inTurn,

    /** Reads the tables' word statistics now (searches renew them every STATISTICS_KEPT_MS). */
    renewStatistics,

    /**
     * Before a search, in one call of search_lookup (migration 0018): what `userId` may open, and for
     * each of `words` the lexicon's closest spellings (trigram similarity), best first.
     */
    async lookup(userId: string, words: string[]): Promise<SearchLookup> {
      const result = await db.execute(sql`SELECT search_lookup(${userId}::uuid, ${arrayOf(words, 'text')}) AS found`);
      const [row] = rowsOf<{ found: SearchAccess & { similar: { word: string; term: string }[] } }>(result);
      const similar = new Map<string, string[]>();
      if (!row) return { access: { conversations: [], cleared: [], projects: [] }, similar };
      const { similar: pairs, ...access } = row.found;
      for (const { word, term } of pairs) similar.set(word, [...(similar.get(word) ?? []), term]);
      return { access, similar };
    },

    /**
     * One page of hits, best first (rank, then newest), after `cursor`: one call of search_hits
     * (migration 0038, planned once per connection), `limit + 1` rows to tell whether more follow.
     * Each of messages, posts and comments is read newest first or through its index alone, as the
     * words' statistics say is cheaper (search-frequency.ts).
     */
    async hits(scope: SearchScope, access: SearchAccess): Promise<HitRow[]> {
      const { kinds, conversations, cleared, projects } = searchPlaces(scope, access);
      if (kinds.length === 0) return [];
      const indexed = indexedKinds(scope.query, currentStatistics());
      const clearedIds = uuidArray(cleared.map((one) => one.id));
      const clearedAfter = arrayOf(
        cleared.map((one) => one.after),
        'timestamptz',
      );
      const time = (date: Date | undefined) => date?.toISOString() ?? null;
      const { cursor } = scope;
      const result = await db.execute(sql`
        SELECT found_kind AS kind, found_id AS id, found_rank AS rank, found_at AS at
        FROM search_hits(${scope.userId}::uuid, ${tsqueryText(scope.query)}::text, ${arrayOf(kinds, 'text')},
                         ${uuidArray(conversations)}, ${clearedIds}, ${clearedAfter}, ${uuidArray(projects)},
                         ${scope.from ?? null}::uuid, ${time(scope.before)}::timestamptz, ${time(scope.after)}::timestamptz,
                         ${cursor?.rank ?? null}::real, ${cursor?.at ?? null}::timestamptz,
                         ${cursor?.kind ?? null}::text, ${cursor?.id ?? null}::uuid,
                         ${Math.max(1, Math.trunc(scope.limit)) + 1}::integer, ${arrayOf(indexed, 'text')})`);
      return rowsOf<HitRow>(result).map((row) => ({ ...row, rank: Number(row.rank) }));
    },

    /**
     * What each hit shows, every kind in one call of search_details (migration 0018, planned once per
     * connection): `idsOf(kind)` names the hits of a kind; a document comes with its best matching part
     * for `tsquery` (null when only its name matched).
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
      if (SEARCH_TYPES.every((kind) => idsOf(kind).length === 0)) return found;
      const ids = (kind: SearchType) => uuidArray(idsOf(kind));
      const result = await db.execute(sql`
        SELECT found_kind AS kind, found_detail AS detail
        FROM search_details(${userId}::uuid, ${ids('message')}, ${ids('post')}, ${ids('comment')}, ${ids('task')},
                            ${ids('document')}, ${ids('person')}, ${ids('project')}, ${tsquery}::text)`);
      for (const row of rowsOf<{ kind: SearchType; detail: never }>(result)) found[row.kind].push(row.detail);
      return found;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
