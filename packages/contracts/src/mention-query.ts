// Apart from mentions.ts: only the chat composer uses it, so the feed's first route does not carry it.
/**
 * The `@name` being typed at `caret` (the composer's suggestions), or null: '@' at the start or after a
 * space, then the name's characters up to the caret.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}
