import type { SearchType } from '@teamhub/contracts';
import type { SearchCursor } from './search-cursor.js';
import type { ParsedQuery } from './search-query.js';

/**
 * The matches of each kind that are ranked: the newest this many. A word found in tens of thousands
 * of messages would otherwise be read and ranked in all of them on every keystroke; past this many,
 * the newest are what a person looks for, and a longer question narrows them (docs/decisions.md,
 * "Issue 29 — search speed"). search_hits (migration 0038) says it as its LIMITs.
 */
export const CANDIDATES_PER_KIND = 100;

export interface SearchScope {
  userId: string;
  /** The question, its near spellings added (search.service's `prepared`). */
  query: ParsedQuery;
  types: readonly SearchType[];
  from?: string;
  in?: string;
  before?: Date;
  after?: Date;
  cursor?: SearchCursor;
  limit: number;
}

/** What the asker may open, read first (search_lookup) so the search names it. */
export interface SearchAccess {
  /** Conversations they are in and never deleted for themselves. */
  conversations: string[];
  /** Conversations they deleted for themselves: only messages after `after` are theirs to see. */
  cleared: { id: string; after: string }[];
  /** Projects they belong to. */
  projects: string[];
}

/** What one search reads (search_hits' arguments): the kinds it searches, and where. */
export interface SearchPlaces {
  kinds: SearchType[];
  /** Conversations whose messages are searched, those in `cleared` included. */
  conversations: string[];
  cleared: SearchAccess['cleared'];
  /** Projects whose tasks, and which projects, are searched. */
  projects: string[];
}

/**
 * The kinds `scope` searches, each within what the asker may open (`access`): `in` names one
 * conversation or project, so it narrows messages or tasks to it and leaves out the kinds that are in
 * neither; `from` names an author, which people and projects have not. A kind with nowhere to look
 * is left out.
 */
export function searchPlaces(scope: SearchScope, access: SearchAccess): SearchPlaces {
  const within = (id: string) => scope.in === undefined || id === scope.in;
  const cleared = access.cleared.filter((one) => within(one.id));
  const conversations = [...access.conversations.filter(within), ...cleared.map((one) => one.id)];
  const projects = access.projects.filter(within);
  const searched: Record<SearchType, boolean> = {
    message: conversations.length > 0,
    post: scope.in === undefined,
    comment: scope.in === undefined,
    task: projects.length > 0,
    document: scope.in === undefined,
    person: scope.in === undefined && scope.from === undefined,
    project: scope.in === undefined && scope.from === undefined && projects.length > 0,
  };
  return { kinds: scope.types.filter((kind) => searched[kind]), conversations, cleared, projects };
}
