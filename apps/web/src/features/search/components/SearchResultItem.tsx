import type { SearchHit } from '@teamhub/contracts';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { KIND_ICONS } from '../utils/kind-icons';
import { HighlightedText } from '../../../components/HighlightedText';
import { SearchTime } from './SearchTime';
import styles from '../SearchPage.module.css';

interface SearchResultItemProps {
  hit: SearchHit;
  /** Names of the reader's projects by id: where a task lives. */
  projectNames: ReadonlyMap<string, string>;
}

/** Where a hit lives, in words: its project, "page 3" of a document, "comment on a post". */
function usePlace(hit: SearchHit, projectNames: ReadonlyMap<string, string>): string | null {
  const { t } = useTranslation();
  if (hit.type === 'document' && hit.context.page) return t('search.place.documentPage', { page: hit.context.page });
  if (hit.type === 'comment') return t('search.place.onPost');
  if (hit.type === 'task' && hit.context.projectId) return projectNames.get(hit.context.projectId) ?? null;
  return null;
}

/**
 * One hit: what it is, its name (the link that opens exactly it), the words around the match with the
 * matched ones marked, who wrote it, where and when.
 */
export const SearchResultItem = forwardRef<HTMLAnchorElement, SearchResultItemProps>(function SearchResultItem(
  { hit, projectNames },
  link,
) {
  const { t } = useTranslation();
  const place = usePlace(hit, projectNames);
  const Icon = KIND_ICONS[hit.type];
  const nameOnly = hit.snippet.text === hit.title;
  const showAuthor = hit.author && hit.author.username !== hit.title;
  return (
    <article className={styles.hit} data-testid="search-result" data-type={hit.type}>
      <span className={styles.hitIcon} aria-hidden="true">
        {hit.type === 'person' ? (
          <Avatar username={hit.title} avatar={hit.author?.avatar ?? null} size={36} />
        ) : (
          <Icon size={20} />
        )}
      </span>
      <div className={styles.hitBody}>
        <div className={styles.hitHeader}>
          <h3 className={styles.hitTitle}>
            <Link ref={link} to={hit.link} className={styles.hitLink}>
              <span className="visually-hidden">{t(`search.kind.${hit.type}`)}: </span>
              {nameOnly ? <HighlightedText text={hit.title} highlights={hit.snippet.highlights} /> : hit.title}
            </Link>
          </h3>
          <span className={styles.kindBadge} aria-hidden="true">
            {t(`search.kind.${hit.type}`)}
          </span>
        </div>
        {!nameOnly && hit.snippet.text && (
          <p className={styles.hitSnippet}>
            <HighlightedText text={hit.snippet.text} highlights={hit.snippet.highlights} />
          </p>
        )}
        <p className={styles.hitMeta}>
          {showAuthor && hit.author && (
            <span className={styles.hitAuthor}>
              <Avatar username={hit.author.username} avatar={hit.author.avatar} size={20} />
              {hit.author.username}
            </span>
          )}
          {place && <span>{place}</span>}
          <SearchTime date={hit.createdAt} />
        </p>
      </div>
    </article>
  );
});
