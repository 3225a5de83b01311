import { mentionMatches } from '@teamhub/contracts';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { markMentions } from '../utils/activity-line';
import styles from './TaskTimeline.module.css';

const REHYPE_PLUGINS = [rehypeSanitize];
const EXTERNAL = /^(https?:|mailto:)/iu;

// Stable element types (a new one each render would remount every link).
const COMPONENTS: Components = {
  a: ({ href, children }) => {
    if (href === '#mention') return <span className={styles.mention}>{children}</span>;
    if (!href || !EXTERNAL.test(href)) return <span>{children}</span>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  // A picture from anywhere could track the reader: its address is shown as text.
  img: ({ alt, src }) => <span>{alt || (typeof src === 'string' ? src : '')}</span>,
  // Headings would outrank the panel's own; they read as strong lines.
  h1: ({ children }) => <p className={styles.heading}>{children}</p>,
  h2: ({ children }) => <p className={styles.heading}>{children}</p>,
  h3: ({ children }) => <p className={styles.heading}>{children}</p>,
  h4: ({ children }) => <p className={styles.heading}>{children}</p>,
  h5: ({ children }) => <p className={styles.heading}>{children}</p>,
  h6: ({ children }) => <p className={styles.heading}>{children}</p>,
};

/**
 * A task comment as markdown-light (links, bold, lists, as the assistant's replies: react-markdown,
 * sanitized, no raw HTML), with the `@names` of the project's members highlighted.
 */
export function CommentMarkdown({ text, memberKeys }: { text: string; memberKeys: ReadonlySet<string> }) {
  const mentions = mentionMatches(text).filter((match) => memberKeys.has(match.username.toLowerCase()));
  return (
    <div className={styles.markdown}>
      <Markdown rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS} skipHtml>
        {markMentions(text, mentions)}
      </Markdown>
    </div>
  );
}
