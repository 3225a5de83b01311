import type { SearchHit, SearchType } from '@teamhub/contracts';
import type { GoToEntry } from '../hooks/useGoToEntries';

/** One choice of the palette's list, in the order ↑/↓ walk them. */
export type PaletteOption =
  | { kind: 'go-to'; id: string; entry: GoToEntry }
  | { kind: 'hit'; id: string; hit: SearchHit }
  | { kind: 'see-all'; id: string; query: string };

export interface PaletteGroup {
  /** 'go-to', or the kind of hit the group holds. */
  key: 'go-to' | SearchType;
  options: PaletteOption[];
}

/** Hits shown per kind: the palette is for the first few; "see all" opens the full list. */
export const HITS_PER_GROUP = 4;

/**
 * The palette's groups: the "go to" entries first (they answer before the server does), then the hits
 * by kind, the kinds in the order of their best hit (the one that ranks highest leads), each kind's
 * first few in the server's ranking. A person or project already offered as "go to" is not repeated.
 */
export function paletteGroups(goTo: readonly GoToEntry[], hits: readonly SearchHit[]): PaletteGroup[] {
  const groups: PaletteGroup[] = [];
  if (goTo.length > 0) {
    groups.push({ key: 'go-to', options: goTo.map((entry) => ({ kind: 'go-to', id: `go-to:${entry.id}`, entry })) });
  }
  const offered = new Set(goTo.map((entry) => entry.id));
  const byKind = new Map<SearchType, PaletteOption[]>();
  for (const hit of hits) {
    if (offered.has(`${hit.type}:${hit.id}`)) continue;
    const options = byKind.get(hit.type) ?? [];
    if (options.length < HITS_PER_GROUP) options.push({ kind: 'hit', id: `hit:${hit.type}:${hit.id}`, hit });
    byKind.set(hit.type, options);
  }
  for (const [key, options] of byKind) groups.push({ key, options });
  return groups;
}

/** The DOM id of an option, for the field's aria-activedescendant. */
export const optionDomId = (listId: string, optionId: string) => `${listId}-${optionId.replace(/[^\w-]/g, '_')}`;
