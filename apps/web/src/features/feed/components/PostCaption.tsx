import type { PostView } from '@teamhub/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserLink } from '../../../components/UserLink';
import { TaggedText } from './TaggedText';
import styles from './PostCard.module.css';

const FOLDED_CHARACTERS = 140;
const FOLDED_LINES = 3;

/**
 * The start of a long caption, cut at a few lines or characters, with an ellipsis. A cut inside a word
 * goes back to the word's start, so a folded #tag never links to half of itself.
 */
function foldCaption(caption: string): string | null {
  const lines = caption.split('\n');
  const firstLines = lines.slice(0, FOLDED_LINES).join('\n');
  if (lines.length <= FOLDED_LINES && caption.length <= FOLDED_CHARACTERS) return null;
  let cut = firstLines.slice(0, FOLDED_CHARACTERS);
  if (/\S/u.test(firstLines.charAt(cut.length))) cut = cut.replace(/\s\S*$/u, '') || cut;
  return `${cut.trimEnd()}…`;
}

/** "username caption", folded when long with a "more" / "less" toggle. */
export function PostCaption({ post }: { post: PostView }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const caption = post.caption.trim();
  if (!caption) return null;
  const folded = foldCaption(caption);
  return (
    <p className={styles.caption}>
      <UserLink userId={post.user._id} className={styles.inlineName}>
        {post.user.username}
      </UserLink>{' '}
      <span className={styles.captionText}>
        <TaggedText text={folded && !expanded ? folded : caption} linkClassName={styles.tagLink} />
      </span>
      {folded && (
        <>
          {' '}
          <button
            type="button"
            className={styles.moreButton}
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('post.less') : t('post.more')}
          </button>
        </>
      )}
    </p>
  );
}
