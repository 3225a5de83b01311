/**
 * A reply's markdown as the plain text a reader would see, shown for the moment before the markdown
 * renderer (a lazy chunk) has arrived: `[Việc của tôi](/projects?view=mine)` reads "Việc của tôi", not
 * its syntax. Only the marks a reply commonly has are taken off; anything else stays as written.
 */
export function markdownPlainText(markdown: string): string {
  return (
    markdown
      // Code fences: the code stays, the fence lines go.
      .replace(/^ {0,3}(```|~~~).*$/gm, '')
      // Pictures and links: their text.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Headings, quotes and list bullets at a line's start.
      .replace(/^ {0,3}#{1,6}\s+/gm, '')
      .replace(/^ {0,3}>\s?/gm, '')
      .replace(/^(\s*)[-*+]\s+/gm, '$1• ')
      // Emphasis, strike-through and inline code.
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
      // An underscore marks emphasis only outside a word (snake_case names stay).
      .replace(/(^|[^\p{L}\p{N}_])_(\S(?:.*?\S)?)_(?![\p{L}\p{N}_])/gmu, '$1$2')
      .replace(/~~(.+?)~~/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      // Characters escaped so as not to start markup (`\[1\]`, `binh\_2`): the character itself.
      .replace(/\\([\\`*_[\]<>|~!#])/g, '$1')
  );
}
