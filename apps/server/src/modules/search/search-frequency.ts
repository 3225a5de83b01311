import type { SearchType } from '@teamhub/contracts';
import { CANDIDATES_PER_KIND } from './search-matches.js';
import type { ParsedQuery, SearchWord } from './search-query.js';

/**
 * How common a question's words are, from the tables' own statistics, so that search_hits reads each
 * kind the cheaper way (docs/decisions.md, "Search speed, sixth pass"): its newest rows first, row by
 * row, when they will hold its 100 candidates (a common word), or through the full-text index alone
 * when they would not (a rare word: the newest rows would be read for nothing before the index anyway).
 * Both ways give the same hits; a wrong guess costs time, never a result.
 */

/** The kinds search_hits reads newest first: each has a table whose statistics are read. */
const SKIMMED_KINDS = ['message', 'post', 'comment'] as const;
export type SkimmedKind = (typeof SKIMMED_KINDS)[number];

/** What ANALYZE found of a table's words (pg_stats' most common elements of its search_vector). */
export interface WordStatistics {
  /** The share of rows holding each of the table's most common words. */
  shares: ReadonlyMap<string, number>;
  /** The least of those shares: a word not listed is in fewer rows than this. */
  floor: number;
  /** The table's rows when it was analyzed. */
  rows: number;
}

/** Per kind; a kind whose table was never analyzed (or has no words) is missing. */
export type SearchStatistics = Partial<Record<SkimmedKind, WordStatistics>>;

/**
 * The rows each kind reads first, newest first, before its full-text index: messages, the asker's
 * conversations' last 14 days (about this many for a member of a busy team: the benchmark's member
 * has 1,800); posts and comments, the team's newest 1,000 (search_hits).
 */
const NEWEST_READ: Record<SkimmedKind, number> = { message: 2_000, post: 1_000, comment: 1_000 };

/**
 * At most this many matches are read through the index alone, by the estimate: past it a busy team's
 * newest rows may be the cheaper read even for a word they hold few of.
 */
const INDEXED_MATCHES_AT_MOST = 10_000;

/**
 * A word prefix shorter than this is taken as common: the statistics list only the commonest words,
 * and a short prefix begins hundreds of rarer ones they do not count.
 */
const PREFIX_COUNTED = 4;

/** The share of rows holding one option of a word: itself, or any word it begins. */
function optionShare(folded: string, prefix: boolean, statistics: WordStatistics): number {
  if (!prefix) return statistics.shares.get(folded) ?? statistics.floor;
  if (folded.length < PREFIX_COUNTED) return 1;
  let share = statistics.floor;
  for (const [word, wordShare] of statistics.shares) if (word.startsWith(folded)) share += wordShare;
  return share;
}

/** At most the share of rows holding `word` or one of its near spellings. */
const wordShare = (word: SearchWord, statistics: WordStatistics) =>
  Math.min(
    1,
    word.alternatives.reduce(
      (share, alternative) => share + optionShare(alternative, false, statistics),
      optionShare(word.folded, word.prefix, statistics),
    ),
  );

/**
 * At most the share of a table's rows that match `query`, by its statistics: all of its words (or any
 * one, with `anyWord`). Words are not taken as independent ("tài liệu" is one term in Vietnamese), so
 * all of them are in no more rows than the rarest.
 */
export function matchShare(query: ParsedQuery, statistics: WordStatistics): number {
  const shares = [
    ...query.words.map((word) => wordShare(word, statistics)),
    ...query.phrases.map((phrase) => Math.min(...phrase.map((folded) => optionShare(folded, false, statistics)))),
  ];
  if (shares.length === 0) return 1;
  return query.anyWord
    ? Math.min(
        1,
        shares.reduce((sum, share) => sum + share, 0),
      )
    : Math.min(...shares);
}

/**
 * The kinds whose matches are read through the full-text index alone: those whose newest rows would
 * hold fewer than their 100 candidates, and whose matches are few enough to read. A kind whose table
 * has no statistics yet is read newest first, as a common word's would be.
 */
export function indexedKinds(query: ParsedQuery, statistics: SearchStatistics): SearchType[] {
  return SKIMMED_KINDS.filter((kind) => {
    const table = statistics[kind];
    if (!table) return false;
    const share = matchShare(query, table);
    return share * NEWEST_READ[kind] < CANDIDATES_PER_KIND && share * table.rows <= INDEXED_MATCHES_AT_MOST;
  });
}
