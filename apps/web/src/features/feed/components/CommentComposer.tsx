import { LIMITS } from '@teamhub/contracts';
import { X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyTarget } from '../comment-tree';
import styles from './CommentsDialog.module.css';

interface CommentComposerProps {
  text: string;
  target: ReplyTarget | null;
  sending: boolean;
  inputRef: Ref<HTMLInputElement>;
  onTextChange: (text: string) => void;
  onCancelReply: () => void;
  onSubmit: () => void;
}

/** The comment box: the reply chip when replying, the text, and a send button that waits for real text. */
export function CommentComposer({
  text,
  target,
  sending,
  inputRef,
  onTextChange,
  onCancelReply,
  onSubmit,
}: CommentComposerProps) {
  const { t } = useTranslation();
  const blank = text.trim() === '';
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !sending) onSubmit();
      }}
    >
      {target && (
        <div className={styles.replyChip}>
          <span>{t('comments.replyingTo', { username: target.username })}</span>
          <button type="button" onClick={onCancelReply} aria-label={t('comments.cancelReply')}>
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      )}
      <div className={styles.composerRow}>
        <input
          ref={inputRef}
          type="text"
          value={text}
          maxLength={LIMITS.postCaption}
          placeholder={t('comments.placeholder')}
          aria-label={t('comments.label')}
          onChange={(event) => onTextChange(event.target.value)}
          data-testid="comment-input"
        />
        <button type="submit" className={styles.send} disabled={blank || sending}>
          {t('comments.send')}
        </button>
      </div>
    </form>
  );
}
