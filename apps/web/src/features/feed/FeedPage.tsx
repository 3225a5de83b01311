import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedLive } from './components/FeedLive';
import { FeedPosts } from './components/FeedPosts';
import { PostDialogs } from './components/PostDialogs';
import type { PostAction } from './components/PostMenu';
import type { PostListHandle } from './components/PostList';
import { StoryStrip } from '../stories';
import { useFeed } from './hooks/useFeed';
import { elementShown } from '../../lib/element-shown';
import { useFeedHighlight } from './hooks/useFeedHighlight';
import styles from './FeedPage.module.css';

// Present and Birthday come after the posts (and are hidden below 1100 px): not on the first route.
const RightColumn = lazy(() => import('./components/RightColumn').then((module) => ({ default: module.RightColumn })));

// The hashtag page (tags/TagPage.tsx) takes the feed's list pieces from here: imported through the
// feed's page, they stay in the feed's own chunk, which the first route downloads anyway, instead of
// being split into shared chunks that cost the first route about 3.5 KB gzip more.
export { FeedLive, FeedPosts, PostDialogs };

/** Home: the story strip, the posts (newest first, endless), and Present / Birthday on wide screens. */
export function FeedPage() {
  const { t } = useTranslation();
  const feed = useFeed();
  const [searchParams, setSearchParams] = useSearchParams();
  const [commentsPostId, setCommentsPostId] = useState<string | null>(null);
  const [managing, setManaging] = useState<{ postId: string; action: PostAction } | null>(null);
  // A deep link to a post that no longer exists.
  const [linkedPostGone, setLinkedPostGone] = useState(false);
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
    onMissing: () => setLinkedPostGone(true),
  });

  const closeComments = useCallback(() => setCommentsPostId(null), []);
  const manage = useCallback((postId: string, action: PostAction) => setManaging({ postId, action }), []);

  return (
    <div className={styles.page}>
      <FeedLive />
      <div className={styles.feed}>
        <h1 className="visually-hidden">{t('feed.title')}</h1>
        <StoryStrip />
        <FeedPosts
          feed={feed}
          highlightedPostId={highlightedPostId}
          onOpenComments={setCommentsPostId}
          onManagePost={manage}
          listRef={list}
        />
      </div>
      <div className={styles.side}>
        <Suspense fallback={null}>
          <RightColumn />
        </Suspense>
      </div>
      <PostDialogs
        posts={feed.posts}
        loaded={feed.isSuccess}
        commentsPostId={commentsPostId}
        highlightedCommentId={highlightedCommentId}
        onCloseComments={closeComments}
        managing={managing}
        onCloseManaging={() => setManaging(null)}
        linkedPostGone={linkedPostGone}
        onCloseLinkedPostGone={() => setLinkedPostGone(false)}
      />
    </div>
  );
}
