import { MENTION_ALL, textTokens } from '@teamhub/contracts';
import { Link } from 'react-router';

/**
 * A caption's or comment's text with each #tag a link to the tag's posts (/tags/{tag}) and each
 * @name a link to that member's profile (/profile/@name). The link's class comes from the caller's
 * own styles, so the feed's styles do not follow it into the comments.
 */
export function TaggedText({ text, linkClassName }: { text: string; linkClassName: string | undefined }) {
  // '@all' names nobody in the feed (it is chat's): it stays text.
  const tokens = textTokens(text).filter((token) => token.kind === 'hashtag' || token.username !== MENTION_ALL);
  if (tokens.length === 0) return text;
  const parts: (string | React.JSX.Element)[] = [];
  let at = 0;
  for (const token of tokens) {
    const to =
      token.kind === 'hashtag'
        ? `/tags/${encodeURIComponent(token.tag)}`
        : `/profile/${encodeURIComponent(`@${token.username}`)}`;
    parts.push(text.slice(at, token.index));
    parts.push(
      <Link key={token.index} to={to} className={linkClassName}>
        {text.slice(token.index, token.index + token.length)}
      </Link>,
    );
    at = token.index + token.length;
  }
  parts.push(text.slice(at));
  return parts;
}
