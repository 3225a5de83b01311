/** A text folded for matching: lower case, without accents, with each folded character's place in the original. */
interface FoldedText {
  folded: string;
  /** For each UTF-16 unit of `folded`, where its character starts in the original text. */
  origin: number[];
}

const COMBINING_MARKS = /\p{M}/gu;

/** One character folded: "Đ" → "d", "ệ" → "e", "A" → "a". */
const foldCharacter = (character: string) =>
  character.normalize('NFD').replace(COMBINING_MARKS, '').replace(/đ/giu, 'd').toLowerCase();

function fold(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldCharacter(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(index);
    index += character.length;
  }
  return { folded, origin };
}

/** The words of a typed question, folded: "Tài  liệu" → ["tai", "lieu"]. */
export const foldedWords = (query: string) => fold(query.trim()).folded.split(/\s+/u).filter(Boolean);

export interface NameMatch {
  /** Lower is better: 0 when the name starts with the question, 1 when every word starts a word of it. */
  rank: number;
  /** The matched parts of the name, `[start, end)` in its own UTF-16 units (for <mark>). */
  highlights: [number, number][];
}

/**
 * Whether `name` matches what was typed the way people look for a page or a project by name: every
 * typed word starts one of the name's words, ignoring case and accents ("da nang" finds "Đà Nẵng",
 * "ban h" finds "Website bán hàng"). Answers null when it does not.
 */
export function matchName(name: string, words: readonly string[]): NameMatch | null {
  if (words.length === 0) return null;
  const { folded, origin } = fold(name);
  const wordStarts: number[] = [];
  for (const found of folded.matchAll(/[\p{L}\p{N}]+/gu)) wordStarts.push(found.index);
  const highlights: [number, number][] = [];
  for (const word of words) {
    const start = wordStarts.find((at) => folded.startsWith(word, at));
    if (start === undefined) return null;
    const end = start + word.length;
    const originalEnd = end < origin.length ? origin[end]! : name.length;
    highlights.push([origin[start]!, originalEnd]);
  }
  return { rank: folded.startsWith(words.join(' ')) ? 0 : 1, highlights };
}
