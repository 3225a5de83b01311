import type { PostView } from '@teamhub/contracts';
import { Grid3x3, Heart, MessageCircle, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { formatCount } from '../../../lib/formatters';
import { useLoadMoreSentinel, isVideoPost, postMediaUrl } from '../../feed';
import { useUserPosts } from '../hooks/useUserPosts';
import styles from './ProfilePosts.module.css';

function GridTile({ post }: { post: PostView }) {
  const { t } = useTranslation();
  const video = isVideoPost(post);
  const thumbnail = post.thumbnailUrl || postMediaUrl(post);
  const description = post.altText || post.caption || t('post.mediaAlt', { username: post.user.username });
  return (
    <li>
      <Link to={`/?highlight=${encodeURIComponent(post._id)}`} className={styles.tile} aria-label={description}>
        {video ? (
          <video className={styles.thumb} src={thumbnail} preload="metadata" muted playsInline aria-hidden="true" />
        ) : (
          <img className={styles.thumb} src={thumbnail} alt="" loading="lazy" decoding="async" />
        )}
        {video && (
          <span className={styles.videoBadge} role="img" aria-label={t('post.video')}>
            <Play size={16} fill="currentColor" aria-hidden="true" />
          </span>
        )}
        <span className={styles.overlay} aria-hidden="true">
          {!post.hideLikeCount && (
            <span>
              <Heart size={18} fill="currentColor" /> {formatCount(post.likesCount)}
            </span>
          )}
          {!post.turnOffCommenting && (
            <span>
              <MessageCircle size={18} fill="currentColor" /> {formatCount(post.commentsCount)}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The user's posts as a square three-column grid; a tile opens the post in the feed. */
export function ProfilePosts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useUserPosts(userId);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(
    () => void query.fetchNextPage({ cancelRefetch: false }),
    canLoadMore,
  );

  return (
    <section className={styles.section} aria-label={t('profile.posts')}>
      <div className={styles.tabs}>
        <span className={styles.tab}>
          <Grid3x3 size={16} aria-hidden="true" />
          {t('profile.posts')}
        </span>
      </div>
      {query.isPending && (
        <div className={styles.state}>
          <Spinner label={t('feed.loading')} />
        </div>
      )}
      {query.isError && query.posts.length === 0 && (
        <div className={styles.state} role="alert">
          <p>{t('feed.loadFailed')}</p>
          <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
            {t('feed.tryAgain')}
          </button>
        </div>
      )}
      {query.isSuccess && query.posts.length === 0 && <p className={styles.empty}>{t('profile.noPosts')}</p>}
      {query.posts.length > 0 && (
        <>
          <ul className={styles.grid} data-testid="profile-grid">
            {query.posts.map((post) => (
              <GridTile key={post._id} post={post} />
            ))}
          </ul>
          <div ref={sentinel} className={styles.footer}>
            {query.isFetchingNextPage && <Spinner size="small" label={t('feed.loadingMore')} />}
            {query.isFetchNextPageError && (
              <button type="button" className={styles.link} onClick={() => void query.fetchNextPage()}>
                {t('feed.tryAgain')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
