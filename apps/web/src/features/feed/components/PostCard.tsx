import type { PostView } from '@teamhub/contracts';
import { MessageCircle } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { UserLink } from '../../../components/UserLink';
import { formatCount } from '../../../lib/formatters';
import { useSession } from '../../../lib/session/useSession';
import { usePostLike } from '../hooks/usePostLike';
import { LikeButton } from './LikeButton';
import { PostCaption } from './PostCaption';
import { PostHeader } from './PostHeader';
import { PostMenu, type PostAction } from './PostMenu';
import { PostMedia } from './PostMedia';
import styles from './PostCard.module.css';

interface PostCardProps {
  post: PostView;
  highlighted: boolean;
  onOpenComments: (postId: string) => void;
  /** Edit or Delete chosen in the ⋯ menu, which only the post's author sees. */
  onManagePost?: (postId: string, action: PostAction) => void;
  /** The first post of the feed: its photo loads eagerly, with high priority (see PostMedia). */
  priority?: boolean;
}

/** One post in the feed, addressable as #post-{id}. */
export const PostCard = memo(function PostCard({
  post,
  highlighted,
  onOpenComments,
  onManagePost,
  priority,
}: PostCardProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const own = onManagePost !== undefined && user?._id === post.user._id;
  const like = usePostLike(post._id);
  const toggleLike = () => like.mutate();
  const openComments = () => onOpenComments(post._id);

  return (
    <article
      id={`post-${post._id}`}
      className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}
      aria-label={t('post.mediaAlt', { username: post.user.username })}
      data-testid="post-card"
      data-highlighted={highlighted || undefined}
    >
      <PostHeader
        post={post}
        menu={own ? <PostMenu onChoose={(action) => onManagePost(post._id, action)} /> : undefined}
      />
      <PostMedia post={post} onDoubleClickLike={() => !post.isLiked && toggleLike()} priority={priority} />
      <div className={styles.body}>
        <div className={styles.actions}>
          <LikeButton liked={post.isLiked} onToggle={toggleLike} />
          {!post.turnOffCommenting && (
            <button type="button" className={styles.actionButton} aria-label={t('post.comment')} onClick={openComments}>
              <MessageCircle size={24} aria-hidden="true" />
            </button>
          )}
        </div>
        {like.isError && (
          <p className={styles.inlineError} role="alert">
            {t('post.likeFailed')}
          </p>
        )}
        {!post.hideLikeCount && post.likesCount > 0 && (
          <p className={styles.likes} data-testid="likes-count">
            {t('post.likes', { count: post.likesCount, formatted: formatCount(post.likesCount) })}
          </p>
        )}
        <PostCaption post={post} />
        {post.commentsCount > 0 && (
          <button type="button" className={styles.viewComments} onClick={openComments}>
            {t('post.viewAllComments', { count: post.commentsCount })}
          </button>
        )}
        {post.comments.length > 0 && (
          <ul className={styles.previewComments}>
            {post.comments.map((comment) => (
              <li key={comment._id}>
                <UserLink userId={comment.user._id} className={styles.inlineName}>
                  {comment.user.username}
                </UserLink>{' '}
                <span>{comment.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});
