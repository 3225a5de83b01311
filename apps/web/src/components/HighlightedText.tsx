import { highlightSegments } from '../lib/highlight-segments';
import styles from './HighlightedText.module.css';

interface HighlightedTextProps {
  text: string;
  highlights: readonly (readonly [number, number])[];
  className?: string;
  lang?: string;
}

/**
 * A snippet with its matched words in <mark>. The text is user text: it is only ever sliced and
 * rendered as text nodes, never as markup, so "<b>" in a message stays "<b>".
 */
export function HighlightedText({ text, highlights, className, lang }: HighlightedTextProps) {
  return (
    <span className={className} lang={lang}>
      {highlightSegments(text, highlights).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
