import type { DocumentSortKey, DocumentView } from '@teamhub/contracts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const byName = (a: DocumentView, b: DocumentView) => collator.compare(a.name, b.name);

const compare: Record<DocumentSortKey, (a: DocumentView, b: DocumentView) => number> = {
  name: byName,
  // Newest first.
  date: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byName(a, b),
  // Largest first.
  size: (a, b) => b.size - a.size || byName(a, b),
  type: (a, b) => collator.compare(a.type, b.type) || byName(a, b),
};

/** The spec's sort keys: name; date created (newest first); size (largest first); type. A new array. */
export function sortDocuments(documents: readonly DocumentView[], key: DocumentSortKey): DocumentView[] {
  return [...documents].sort(compare[key]);
}

/** Documents whose name contains `query` (case- and accent-insensitive); all of them for a blank query. */
export function filterDocuments(documents: readonly DocumentView[], query: string): DocumentView[] {
  return documents.filter((document) => nameMatches(document.name, query));
}

/** Whether a name contains `query`, ignoring case and Vietnamese accents; true for a blank query. */
export function nameMatches(name: string, query: string): boolean {
  return fold(name).includes(fold(query.trim()));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
