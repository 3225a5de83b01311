import type { CommentView, PostView } from '@teamhub/contracts';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../lib/session/useSession';
import { buildCommentThreads, mentionPrefix, replyTargetFor, withoutMention, type ReplyTarget } from '../comment-tree';
import { useCommentActions, useComments, type CommentFailure } from '../hooks/useComments';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import styles from './CommentsDialog.module.css';
import { scrollBehavior } from '../../../lib/scroll-behavior';

interface CommentsDialogProps {
  post: PostView;
  highlightedCommentId: string | null;
  onClose: () => void;
}

/** A post's comments with their replies underneath, and the box to add one (hidden when commenting is off). */
export function CommentsDialog({ post, highlightedCommentId, onClose }: CommentsDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const comments = useComments(post._id);
  const threads = useMemo(() => buildCommentThreads(comments.data ?? []), [comments.data]);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { send, like, remove } = useCommentActions(post._id, setFailure);

  // A linked comment: bring it into view once it is on screen.
  const loaded = comments.isSuccess;
  useEffect(() => {
    if (!highlightedCommentId || !loaded) return;
    document
      .getElementById(`comment-${highlightedCommentId}`)
      ?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
  }, [highlightedCommentId, loaded]);

  const startReply = (comment: CommentView) => {
    const next = replyTargetFor(comment);
    setTarget(next);
    setText((current) => mentionPrefix(next.username) + (target ? withoutMention(current, target.username) : current));
    input.current?.focus();
  };
  const cancelReply = () => {
    if (target) setText((current) => withoutMention(current, target.username));
    setTarget(null);
  };
  const submit = () => {
    setFailure(null);
    send.mutate(
      { text: text.trim(), target },
      {
        onSuccess: () => {
          setText('');
          setTarget(null);
        },
      },
    );
  };
  const renderComment = (comment: CommentView) => (
    <CommentItem
      key={comment._id}
      comment={comment}
      isOwn={comment.user._id === user?._id}
      canReply={!post.turnOffCommenting}
      highlighted={comment._id === highlightedCommentId}
      deleting={remove.isPending && remove.variables?._id === comment._id}
      onReply={startReply}
      onToggleLike={(liked) => {
        setFailure(null);
        like.mutate(liked);
      }}
      onDelete={(deleted) => {
        setFailure(null);
        remove.mutate(deleted);
      }}
    />
  );

  return (
    <Dialog title={t('comments.title')} closeLabel={t('comments.close')} onClose={onClose}>
      <div className={styles.panel} data-testid="comments-dialog">
        <div className={styles.list}>
          {comments.isPending && (
            <div className={styles.state}>
              <Spinner label={t('comments.loading')} />
            </div>
          )}
          {comments.isError && (
            <div className={styles.state} role="alert">
              <p>{t('comments.loadFailed')}</p>
              <button type="button" className={styles.retry} onClick={() => void comments.refetch()}>
                {t('comments.retry')}
              </button>
            </div>
          )}
          {comments.isSuccess && threads.length === 0 && <p className={styles.state}>{t('comments.empty')}</p>}
          {threads.length > 0 && (
            <ul className={styles.threads}>
              {threads.map((thread) => (
                <li key={thread.comment._id}>
                  {renderComment(thread.comment)}
                  {thread.replies.length > 0 && (
                    <ul className={styles.replies}>
                      {thread.replies.map((reply) => (
                        <li key={reply._id}>{renderComment(reply)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {failure && (
          <p className={styles.failure} role="alert">
            <span>{t(`comments.${failure}`)}</span>
            <button type="button" onClick={() => setFailure(null)} aria-label={t('comments.dismiss')}>
              <X size={14} aria-hidden="true" />
            </button>
          </p>
        )}
        {post.turnOffCommenting ? (
          <p className={styles.off}>{t('comments.commentingOff')}</p>
        ) : (
          <CommentComposer
            text={text}
            target={target}
            sending={send.isPending}
            inputRef={input}
            onTextChange={setText}
            onCancelReply={cancelReply}
            onSubmit={submit}
          />
        )}
      </div>
    </Dialog>
  );
}
