import { useDeferredValue, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import { classifyLink } from '../utils/classify-link';
import styles from './AssistantMarkdown.module.css';

const REHYPE_PLUGINS = [rehypeSanitize];

interface AssistantMarkdownProps {
  text: string;
  onNavigate?: () => void;
}

/** A citation's number: the whole text of an in-app link is one or two digits (`[1](/chat?… "Nguồn 1: …")`). */
const citationNumber = (children: ReactNode) =>
  typeof children === 'string' && /^\d{1,2}$/u.test(children) ? children : null;

function ReplyLink({ href, title, children, onNavigate }: ComponentProps<'a'> & { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const target = classifyLink(href, window.location.origin);
  if (!target) return <span>{children}</span>;
  const citation = target.kind === 'app' ? citationNumber(children) : null;
  if (target.kind === 'app' && citation !== null) {
    // The server names the source in the title ("Nguồn 1: Tin nhắn của An trong …"): the name read out, and the tooltip.
    const name = title || t('assistant.source', { number: citation });
    return (
      <sup className={styles.citation}>
        <Link to={target.to} onClick={onNavigate} aria-label={name} title={name} data-testid="assistant-citation">
          [{citation}]
        </Link>
      </sup>
    );
  }
  if (target.kind === 'app') {
    return (
      <Link to={target.to} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A reply as markdown (code blocks, lists, links, emphasis), sanitized: no raw HTML, no
 * script URLs. Links within the app go through the router; others open in a new tab without access
 * to this page. A source cited by number (the server turns a model's `[1]` into a link to where the
 * source opens) is a small superscript link named after its source. Images become links (a picture from anywhere could track the reader). Headings are
 * demoted under the panel's own title. While a reply streams, rendering may lag a frame behind.
 */
export default function AssistantMarkdown({ text, onNavigate }: AssistantMarkdownProps) {
  const deferred = useDeferredValue(text);
  // Stable element types: a new `a` every render would remount the links at every chunk (and drop focus).
  const components = useMemo<Components>(
    () => ({
      a: ({ href, title, children }) => (
        <ReplyLink href={href} title={title} onNavigate={onNavigate}>
          {children}
        </ReplyLink>
      ),
      img: ({ src, alt }) => (
        <ReplyLink href={typeof src === 'string' ? src : undefined} onNavigate={onNavigate}>
          {alt || (typeof src === 'string' ? src : '')}
        </ReplyLink>
      ),
      h1: ({ children }) => <h3>{children}</h3>,
      h2: ({ children }) => <h3>{children}</h3>,
      h3: ({ children }) => <h4>{children}</h4>,
      h4: ({ children }) => <h5>{children}</h5>,
      h5: ({ children }) => <h6>{children}</h6>,
      pre: ({ children }) => (
        // Scrolls sideways when a line is long; focusable so the keyboard can scroll it too.
        <pre tabIndex={0}>{children}</pre>
      ),
    }),
    [onNavigate],
  );
  return (
    <div className={styles.markdown}>
      <Markdown rehypePlugins={REHYPE_PLUGINS} components={components} skipHtml>
        {deferred}
      </Markdown>
    </div>
  );
}
