import type { PostView } from '@teamhub/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useLoadMoreSentinel } from '../hooks/useLoadMoreSentinel';
import { PostList, type PostListHandle } from './PostList';
import type { PostAction } from './PostMenu';
import styles from './FeedPosts.module.css';

/** What the list needs of an endless query of posts (the feed's, a tag's). */
export interface PostsQuery {
  posts: PostView[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface FeedPostsProps {
  feed: PostsQuery;
  /** What an empty list says; the feed's invitation to share by default. */
  emptyText?: string;
  highlightedPostId: string | null;
  onOpenComments: (postId: string) => void;
  onManagePost: (postId: string, action: PostAction) => void;
  listRef: Ref<PostListHandle>;
}

/** The post list with its states: loading, 'Failed to load posts' with 'Try again', empty, and the next pages. */
export function FeedPosts({
  feed,
  emptyText,
  highlightedPostId,
  onOpenComments,
  onManagePost,
  listRef,
}: FeedPostsProps) {
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
        <p>{emptyText ?? t('feed.empty')}</p>
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
        onManagePost={onManagePost}
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
