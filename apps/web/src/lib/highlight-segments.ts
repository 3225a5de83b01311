/** A piece of a text, marked when it is one of the matched words. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

const isLowSurrogate = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
};

/**
 * Cuts `text` into plain and marked pieces by `ranges` (`[start, end)` in UTF-16 code units, as the
 * search API sends them, one per matched word). Ranges from elsewhere are not trusted: they are clamped
 * to the text, empty or reversed ones are dropped, overlapping ones merged, and an edge inside an emoji
 * (between the two halves of a surrogate pair) widened to the whole character. Words matched one after
 * the other ("tài liệu") are marked as one piece, spaces included: they read as the phrase found.
 */
export function highlightSegments(text: string, ranges: readonly (readonly [number, number])[]): TextSegment[] {
  const clamp = (value: number) => Math.min(Math.max(Number.isFinite(value) ? Math.trunc(value) : 0, 0), text.length);
  const spans = ranges
    .map(([rawStart, rawEnd]) => {
      let start = clamp(rawStart);
      let end = clamp(rawEnd);
      if (start > 0 && start < text.length && isLowSurrogate(text, start)) start -= 1;
      if (end > 0 && end < text.length && isLowSurrogate(text, end)) end += 1;
      return [start, end] as const;
    })
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);

  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    // Overlapping (the slice is empty) or apart by spaces only.
    if (last && /^\s*$/u.test(text.slice(last[1], start))) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const segments: TextSegment[] = [];
  let position = 0;
  for (const [start, end] of merged) {
    if (start > position) segments.push({ text: text.slice(position, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), marked: false });
  return segments;
}
