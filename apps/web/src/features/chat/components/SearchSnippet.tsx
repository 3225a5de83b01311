import type { SearchSnippet as Snippet } from '@teamhub/contracts';
import { useMemo } from 'react';
import { snippetParts } from '../utils/snippet-parts';

/** A search snippet as text, the matched words in <mark> (the text is sliced, never read as markup). */
export function SearchSnippet({ snippet, className }: { snippet: Snippet; className?: string }) {
  const parts = useMemo(() => snippetParts(snippet.text, snippet.highlights), [snippet]);
  return (
    <span className={className}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
