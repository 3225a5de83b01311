import type { CommentView } from '@teamhub/contracts';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { UserLink } from '../../../components/UserLink';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { RelativeTime } from '../../../components/RelativeTime';
import { TaggedText } from './TaggedText';
import styles from './CommentsDialog.module.css';

interface CommentItemProps {
  comment: CommentView;
  isOwn: boolean;
  canReply: boolean;
  highlighted: boolean;
  deleting: boolean;
  onReply: (comment: CommentView) => void;
  onToggleLike: (comment: CommentView) => void;
  onDelete: (comment: CommentView) => void;
}

/** The reply's leading '@username', shown as a link to that user. */
function CommentText({ comment }: { comment: CommentView }) {
  const mention = comment.replyTo ? `@${comment.replyTo.username}` : null;
  if (!comment.replyTo || !mention || !comment.text.startsWith(mention)) {
    return (
      <span className={styles.text}>
        <TaggedText text={comment.text} linkClassName={styles.mention} />
      </span>
    );
  }
  return (
    <span className={styles.text}>
      <UserLink userId={comment.replyTo._id} className={styles.mention}>
        {mention}
      </UserLink>
      <TaggedText text={comment.text.slice(mention.length)} linkClassName={styles.mention} />
    </span>
  );
}

/** One comment: author, text, age, likes, Reply, Delete (author only, confirmed in place) and its heart. */
export function CommentItem({
  comment,
  isOwn,
  canReply,
  highlighted,
  deleting,
  onReply,
  onToggleLike,
  onDelete,
}: CommentItemProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div
      id={`comment-${comment._id}`}
      className={`${styles.comment} ${highlighted ? styles.highlighted : ''}`}
      data-testid="comment"
      data-highlighted={highlighted || undefined}
    >
      <UserLink userId={comment.user._id} tabIndex={-1} aria-hidden="true" className={styles.avatarLink}>
        <Avatar username={comment.user.username} avatar={comment.user.avatar} size={32} />
      </UserLink>
      <div className={styles.commentBody}>
        <p className={styles.line}>
          <UserLink userId={comment.user._id} className={styles.name}>
            {comment.user.username}
          </UserLink>
          {comment.user.verified && <VerifiedBadge size="tiny" />} <CommentText comment={comment} />
        </p>
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t('comments.deleteConfirm')}>
            <span>{t('comments.deleteConfirm')}</span>
            <button type="button" className={styles.danger} disabled={deleting} onClick={() => onDelete(comment)}>
              {deleting ? t('comments.deleting') : t('comments.delete')}
            </button>
            <button type="button" disabled={deleting} onClick={() => setConfirming(false)}>
              {t('comments.cancel')}
            </button>
          </div>
        ) : (
          <div className={styles.meta}>
            <RelativeTime date={comment.createdAt} />
            {comment.likesCount > 0 && <span>{t('comments.likes', { count: comment.likesCount })}</span>}
            {canReply && (
              <button type="button" onClick={() => onReply(comment)}>
                {t('comments.reply')}
              </button>
            )}
            {isOwn && (
              <button type="button" onClick={() => setConfirming(true)}>
                {t('comments.delete')}
              </button>
            )}
          </div>
        )}
      </div>
      <button
        type="button"
        className={`${styles.likeButton} ${comment.isLiked ? styles.liked : ''}`}
        aria-label={t('comments.like')}
        aria-pressed={comment.isLiked}
        onClick={() => onToggleLike(comment)}
      >
        <Heart size={14} fill={comment.isLiked ? 'currentColor' : 'none'} aria-hidden="true" />
      </button>
    </div>
  );
}
