import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedPosts } from './components/FeedPosts';
import type { PostListHandle } from './components/PostList';
import { RightColumn } from './components/RightColumn';
import { StoryStrip } from '../stories';
import { useFeed } from './hooks/useFeed';
import { elementShown } from '../../lib/element-shown';
import { useFeedHighlight } from './hooks/useFeedHighlight';
import { useFeedRealtime } from './hooks/useFeedRealtime';
import styles from './FeedPage.module.css';

// The comments load with the first post opened, not with the feed (its first-route budget, vite.config.ts).
const CommentsDialog = lazy(() =>
  import('./components/CommentsDialog').then((module) => ({ default: module.CommentsDialog })),
);

/** Home: the story strip, the posts (newest first, endless), and Present / Birthday on wide screens. */
export function FeedPage() {
  const { t } = useTranslation();
  const feed = useFeed();
  useFeedRealtime();
  const [searchParams, setSearchParams] = useSearchParams();
  const [commentsPostId, setCommentsPostId] = useState<string | null>(null);
  const list = useRef<PostListHandle>(null);

  const clearHighlightQuery = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('highlight');
          next.delete('comment');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const { highlightedPostId, highlightedCommentId } = useFeedHighlight({
    postId: searchParams.get('highlight'),
    commentId: searchParams.get('comment'),
    locatePost: feed.locatePost,
    scrollToPost: (postId) => list.current?.scrollToPost(postId),
    openComments: setCommentsPostId,
    commentShown: (commentId, signal) => elementShown(`comment-${commentId}`, { timeoutMs: 15_000, signal }),
    onFinished: clearHighlightQuery,
  });

  const commentsPost = commentsPostId ? feed.posts.find((post) => post._id === commentsPostId) : undefined;
  const closeComments = useCallback(() => setCommentsPostId(null), []);

  return (
    <div className={styles.page}>
      <div className={styles.feed}>
        <h1 className="visually-hidden">{t('feed.title')}</h1>
        <StoryStrip />
        <FeedPosts
          feed={feed}
          highlightedPostId={highlightedPostId}
          onOpenComments={setCommentsPostId}
          listRef={list}
        />
      </div>
      <div className={styles.side}>
        <RightColumn />
      </div>
      {commentsPost && (
        <Suspense fallback={null}>
          <CommentsDialog post={commentsPost} highlightedCommentId={highlightedCommentId} onClose={closeComments} />
        </Suspense>
      )}
    </div>
  );
}
