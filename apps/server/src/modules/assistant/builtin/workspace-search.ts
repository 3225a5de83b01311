import { SEARCH_TYPES, type SearchHit, type SearchType } from '@teamhub/contracts';
import { isEmptyQuery, parseQuery } from '../../search/search-query.js';
import type { SearchRepository } from '../../search/search.repository.js';
import { hitsOf, prepareQuery, prepared, type PreparedSearch } from '../../search/search.service.js';
import type { SearchScope } from './intent-detection.js';

/** The kinds a question's scope looks through. */
const SCOPE_TYPES: Record<SearchScope, readonly SearchType[]> = {
  all: SEARCH_TYPES,
  // "Tài liệu" is also what was sent in a conversation: a file sent there is a message with its name.
  documents: ['document', 'message'],
  posts: ['post', 'comment'],
  messages: ['message'],
  tasks: ['task'],
};

/** What one search of the asker's workspace found: a page of hits, best first. */
export interface WorkspaceHits {
  hits: SearchHit[];
  hasMore: boolean;
}

export interface WorkspaceSearchRequest {
  userId: string;
  offset: number;
  limit: number;
  /** Characters of each hit's snippet (the search's own length when left out). */
  snippetLength?: number;
}

const NOTHING: WorkspaceHits = { hits: [], hasMore: false };

/** One page of the query's hits among `types`, as the asker may see them. */
async function pageOf(
  repository: SearchRepository,
  { query, access }: PreparedSearch,
  types: readonly SearchType[],
  request: WorkspaceSearchRequest,
): Promise<WorkspaceHits> {
  const end = request.offset + request.limit;
  const rows = await repository.hits({ userId: request.userId, query, types, limit: end }, access);
  return {
    hits: await hitsOf(repository, request.userId, rows.slice(request.offset, end), query, request.snippetLength),
    hasMore: rows.length > end,
  };
}

/** A question's terms as the search reads them: a phrase (a term with spaces) in quotes. */
export const searchText = (terms: string[]) =>
  terms.map((term) => (/\s/u.test(term) ? `"${term.replace(/"/gu, '')}"` : term)).join(' ');

/**
 * The asker's search (GET /api/search's, with its access rules: only what they may open) for a search
 * question: every term must match, words as prefixes, one typo forgiven, ranked, the newest first among
 * equals. One page after `offset`.
 */
export async function searchByTerms(
  repository: SearchRepository,
  scope: SearchScope,
  terms: string[],
  request: WorkspaceSearchRequest,
): Promise<WorkspaceHits> {
  return repository.inTurn(async () => {
    const ready = await prepareQuery(repository, request.userId, searchText(terms));
    return ready ? pageOf(repository, ready, SCOPE_TYPES[scope], request) : NOTHING;
  });
}

/**
 * The asker's search for the key words of a question in a whole sentence ("what did we decide about
 * the budget?"): any word may match, whole words only (a question is not typed as it is searched),
 * ranked by how much of it matches, across every kind.
 */
export async function searchByKeywords(
  repository: SearchRepository,
  keywords: string[],
  request: WorkspaceSearchRequest,
): Promise<WorkspaceHits> {
  const parsed = parseQuery(keywords.join(' '));
  if (isEmptyQuery(parsed)) return NOTHING;
  const whole = { ...parsed, anyWord: true, words: parsed.words.map((word) => ({ ...word, prefix: false })) };
  return repository.inTurn(async () =>
    pageOf(repository, await prepared(repository, request.userId, whole), SEARCH_TYPES, request),
  );
}
