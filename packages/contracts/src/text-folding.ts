/**
 * Text as people match it in Vietnamese and English: NFD without combining marks, đ → d, lower case
 * ('Tết' → 'tet', 'Đà Nẵng' → 'da nang'). The search index, Hypo's questions and hashtags fold alike,
 * and so does PostgreSQL's `unaccent` followed by `lower` for the letters Vietnamese uses.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/gu, 'd').toLowerCase();
}
