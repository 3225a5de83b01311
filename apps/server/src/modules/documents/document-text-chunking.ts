/** One searchable part of a document's text: a PDF page (or part of a very long one), or a section of other text. */
export interface TextChunk {
  /** The PDF page it comes from (1 for the first); null for files without pages. */
  page: number | null;
  content: string;
}

/**
 * Text as it is stored for search: composed (NFC, so an accent is one character whatever the file
 * used), no NUL (PostgreSQL text cannot hold it) nor other control characters, every run of spaces
 * one space, and at most one blank line in a row. Line breaks stay: they are where chunks are cut.
 */
export function cleanText(raw: string): string {
  return raw
    .replaceAll('\u0000', '')
    .normalize('NFC')
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/gu, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/ ?\n ?/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/** Whether the UTF-16 code unit at `index` is the first half of a surrogate pair (never cut after it). */
function splitsPair(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff;
}

/** The first `maxChars` characters of `text` (one fewer rather than half an emoji). */
export function cutAt(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return text.slice(0, splitsPair(text, maxChars - 1) ? maxChars - 1 : maxChars);
}

// Where a chunk may end, best first: after a paragraph, a line, a word.
const BOUNDARIES = ['\n\n', '\n', ' '];

/** Where the chunk starting at `start` ends: the last good boundary in its second half, else a hard cut. */
function chunkEnd(text: string, start: number, maxChars: number): number {
  const limit = start + maxChars;
  if (limit >= text.length) return text.length;
  for (const boundary of BOUNDARIES) {
    const at = text.lastIndexOf(boundary, limit - boundary.length);
    if (at >= start + maxChars / 2) return at + boundary.length;
  }
  return splitsPair(text, limit - 1) ? limit - 1 : limit;
}

/** `text` in consecutive parts of at most `maxChars` characters, cut between paragraphs, lines or words. */
export function chunkText(text: string, maxChars: number): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length;) {
    const end = chunkEnd(text, start, maxChars);
    const chunk = text.slice(start, end).trim();
    if (chunk) chunks.push(chunk);
    start = end;
  }
  return chunks;
}
