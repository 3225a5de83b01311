import { SEARCH_TYPES, type SearchType } from '@teamhub/contracts';

/** What the /search page shows, as its address holds it (so back and forward go through searches). */
export interface SearchFilters {
  q: string;
  type?: SearchType;
  /** Author id. */
  from?: string;
  /** Conversation or project id. */
  in?: string;
  /** First day shown, YYYY-MM-DD in the reader's calendar. */
  after?: string;
  /** Last day shown (included), YYYY-MM-DD in the reader's calendar. */
  before?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u;
const validDay = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const isType = (value: string | null): value is SearchType => SEARCH_TYPES.includes(value as SearchType);

/** The filters in an address's query; what is not understood is left out rather than sent. */
export function filtersFrom(params: URLSearchParams): SearchFilters {
  const type = params.get('type');
  return {
    q: params.get('q')?.trim() ?? '',
    type: isType(type) ? type : undefined,
    from: params.get('from') || undefined,
    in: params.get('in') || undefined,
    after: validDay(params.get('after')),
    before: validDay(params.get('before')),
  };
}

/** The address's query for `filters`, in a fixed order, leaving out what is unset. */
export function searchParamsOf(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'type', 'from', 'in', 'after', 'before'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const searchPagePath = (filters: SearchFilters) => `/search?${searchParamsOf(filters).toString()}`;

/** The start of a day in the reader's own time zone, as the instant the API takes. */
function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/**
 * The API's bounds for the page's days: from the start of the first day to the start of the day after
 * the last, in the reader's calendar, so both days shown are included whole.
 */
export const dateBounds = (filters: Pick<SearchFilters, 'after' | 'before'>) => ({
  after: filters.after ? startOfDay(filters.after) : undefined,
  before: filters.before ? startOfDay(filters.before, 1) : undefined,
});
