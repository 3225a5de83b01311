import type { SearchQuery } from '@teamhub/contracts';
import { api } from '../../lib/api';

/** What one search asks, the page's cursor aside. */
export type SearchRequest = Omit<SearchQuery, 'cursor'>;

export const searchKeys = {
  all: ['search'] as const,
  palette: (q: string) => ['search', 'palette', q] as const,
  author: (id: string | undefined) => ['search', 'author', id] as const,
  people: (q: string) => ['search', 'people', q] as const,
  page: (request: SearchRequest) => ['search', 'page', request] as const,
};

/** One page of hits; `signal` drops the request when a newer question replaces it. */
export const fetchSearch = (request: SearchRequest, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/search', { query: { ...request, cursor } }, { signal }).then((answer) => answer.data);

/** A member's name and picture, for the author filter (the address holds only their id). */
export const fetchAuthor = (userId: string) =>
  api('GET /api/profile/user/:userId', { params: { userId } }).then((answer) => answer.data.user);
