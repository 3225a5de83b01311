/** A piece of a search snippet: plain text, marked when it is one of the matched words. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Cuts a snippet's plain text at its matched ranges (`[start, end)`, UTF-16 indices), so the words
 * can be wrapped in <mark> by React: the text is never read as markup. Ranges out of bounds are
 * clipped, empty ones dropped, and overlapping ones joined, in whatever order they come; so are ranges
 * only spaces apart, so the words of a phrase ("tài liệu") read as one mark.
 */
export function snippetParts(text: string, highlights: readonly (readonly [number, number])[]): SnippetPart[] {
  const clip = (index: number) => Math.max(0, Math.min(index, text.length));
  const ranges = highlights
    .map(([start, end]): [number, number] => [clip(start), clip(end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && (start <= last[1] || text.slice(last[1], start).trim() === '')) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
