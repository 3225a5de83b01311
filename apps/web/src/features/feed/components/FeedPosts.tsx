import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import type { useFeed } from '../hooks/useFeed';
import { useLoadMoreSentinel } from '../hooks/useLoadMoreSentinel';
import { PostList, type PostListHandle } from './PostList';
import styles from './FeedPosts.module.css';

interface FeedPostsProps {
  feed: ReturnType<typeof useFeed>;
  highlightedPostId: string | null;
  onOpenComments: (postId: string) => void;
  listRef: Ref<PostListHandle>;
}

/** The post list with its states: loading, 'Failed to load posts' with 'Try again', empty, and the next pages. */
export function FeedPosts({ feed, highlightedPostId, onOpenComments, listRef }: FeedPostsProps) {
  const { t } = useTranslation();
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(
    () => void feed.fetchNextPage({ cancelRefetch: false }),
    canLoadMore,
  );

  if (feed.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('feed.loading')} />
      </div>
    );
  }
  if (feed.isError && feed.posts.length === 0) {
    return (
      <div className={styles.state} role="alert" data-testid="feed-error">
        <p className={styles.stateTitle}>{t('feed.loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={() => void feed.refetch()}>
          {t('feed.tryAgain')}
        </button>
      </div>
    );
  }
  if (feed.posts.length === 0) {
    return (
      <div className={styles.state} data-testid="feed-empty">
        <p>{t('feed.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <PostList
        ref={listRef}
        posts={feed.posts}
        highlightedPostId={highlightedPostId}
        onOpenComments={onOpenComments}
      />
      <div ref={sentinel} className={styles.footer}>
        {feed.isFetchingNextPage && <Spinner size="small" label={t('feed.loadingMore')} />}
        {feed.isFetchNextPageError && (
          <div role="alert" className={styles.footerError}>
            <span>{t('feed.loadMoreFailed')}</span>
            <button type="button" className={styles.link} onClick={() => void feed.fetchNextPage()}>
              {t('feed.tryAgain')}
            </button>
          </div>
        )}
        {!feed.hasNextPage && <span className={styles.end}>{t('feed.end')}</span>}
      </div>
    </>
  );
}
