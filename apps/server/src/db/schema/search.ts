import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every longer word (5 to 32 letters, accents removed) found in anything searchable, kept by triggers
 * (migration 0017) in the same transaction as the text. A search word that is in no text is matched
 * to its near spellings here (trigram similarity), so one typo still finds. It holds words only, never
 * who wrote them or where: a search still reads the texts through the asker's own access.
 *
 * The searchable texts themselves carry a `search_vector` column (messages, posts, comments, tasks,
 * projects, users, documents, document_text_chunks) that only the migration declares: generated from
 * the text with the `teamhub_search` configuration (unaccent, then lower case), indexed with GIN, and
 * never selected by Drizzle's row reads.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
]);
