import { sql, type SQL } from 'drizzle-orm';

/** A timestamp column as Date#toISOString writes it (UTC, milliseconds). */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Accent- and case-insensitive folding that PostgreSQL and PGlite both have without extensions:
 * lower(), then translate() from every accented Latin letter (Latin-1, Latin Extended-A/B and the
 * Vietnamese letters of Latin Extended Additional) to its base letter, dropping combining marks
 * (text typed in decomposed form). 'Nguyễn', 'NGUYỄN' and 'nguyen' all fold to 'nguyen'.
 */
function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code += 1) {
      const letter = String.fromCodePoint(code);
      if (letter !== letter.toLowerCase()) continue; // lower() runs first
      const base = letter.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== letter && /^[a-z]$/u.test(base)) {
        from += letter;
        to += base;
      }
    }
  }
  // Letters with a stroke have no decomposition.
  for (const [letter, base] of [
    ['đ', 'd'],
    ['ø', 'o'],
    ['ł', 'l'],
    ['ħ', 'h'],
    ['ŧ', 't'],
    ['ı', 'i'],
  ] as const) {
    from += letter;
    to += base;
  }
  // Characters of `from` past the end of `to` are deleted: the combining diacritical marks.
  for (let code = 0x300; code <= 0x36f; code += 1) from += String.fromCodePoint(code);
  return { from, to };
}

const FOLD = foldTable();

/** `expression` folded for searching (see foldTable). */
export const folded = (expression: SQL | string): SQL =>
  sql`translate(lower(${typeof expression === 'string' ? sql.raw(expression) : expression}), ${FOLD.from}::text, ${FOLD.to}::text)`;
