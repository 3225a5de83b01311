import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PostAction } from '../components/PostMenu';
import { FeedLive, FeedPosts, PostDialogs } from '../FeedPage';
import { useTagFeed } from '../hooks/useTagFeed';
import styles from './TagPage.module.css';

/** /tags/{tag}: the posts whose captions carry the hashtag, newest first, endless like the feed. */
export function TagPage() {
  const { tag = '' } = useParams();
  // Keyed by the tag, so moving to another tag starts with fresh dialogs.
  return <TagPosts key={tag} tag={tag} />;
}

function TagPosts({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const feed = useTagFeed(tag);
  const [commentsPostId, setCommentsPostId] = useState<string | null>(null);
  const [managing, setManaging] = useState<{ postId: string; action: PostAction } | null>(null);
  const closeComments = useCallback(() => setCommentsPostId(null), []);
  const manage = useCallback((postId: string, action: PostAction) => setManaging({ postId, action }), []);

  return (
    <div className={styles.page}>
      <FeedLive />
      <header className={styles.header}>
        <span className={styles.badge} aria-hidden="true">
          #
        </span>
        <div>
          <h1 className={styles.title}>{t('tags.title', { tag })}</h1>
          <p className={styles.subtitle}>{t('tags.subtitle')}</p>
        </div>
      </header>
      <FeedPosts
        feed={feed}
        emptyText={t('tags.empty', { tag })}
        highlightedPostId={null}
        onOpenComments={setCommentsPostId}
        onManagePost={manage}
        listRef={null}
      />
      <PostDialogs
        posts={feed.posts}
        loaded={feed.isSuccess}
        commentsPostId={commentsPostId}
        onCloseComments={closeComments}
        managing={managing}
        onCloseManaging={() => setManaging(null)}
      />
    </div>
  );
}
