import type { SearchHit } from '@teamhub/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSearch, searchKeys } from '../api';
import { useDebouncedValue } from './useDebouncedValue';

/** The pause after the last keystroke before the palette asks (docs/decisions.md, issue 29). */
export const PALETTE_DEBOUNCE_MS = 200;
/** One question for every kind, grouped in the browser; the /search page has the rest. */
export const PALETTE_LIMIT = 20;
/** Shorter questions match too much to be worth a request; the "go to" entries still answer them. */
export const PALETTE_MIN_LENGTH = 2;

export interface PaletteSearch {
  hits: SearchHit[];
  /** Nothing asked yet: the question is empty or too short. */
  idle: boolean;
  /** The typed question has not been answered yet (typing, or the request is on its way). */
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Results as one types: asked 200 ms after the last keystroke. A newer question makes the older
 * request's query unused, and TanStack Query aborts it through `signal`; until the new answer comes the
 * previous hits stay on screen (marked busy), so the list does not flash empty between keystrokes.
 */
export function usePaletteSearch(text: string): PaletteSearch {
  const question = text.trim();
  const settled = useDebouncedValue(question, PALETTE_DEBOUNCE_MS);
  const enabled = settled.length >= PALETTE_MIN_LENGTH;
  const search = useQuery({
    queryKey: searchKeys.palette(settled),
    queryFn: ({ signal }) => fetchSearch({ q: settled, limit: PALETTE_LIMIT }, undefined, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const idle = question.length < PALETTE_MIN_LENGTH;
  return {
    hits: idle || !enabled ? [] : (search.data?.items ?? []),
    idle,
    pending: !idle && (settled !== question || search.isFetching),
    failed: !idle && settled === question && search.isError,
    retry: () => void search.refetch(),
  };
}
