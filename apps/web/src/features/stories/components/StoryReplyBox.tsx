import { LIMITS } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys } from '../../chat';
import { replyToStory } from '../api';

import styles from './StoryViewer.module.css';

/** How long "Sent" stays after a reply goes. */
export const SENT_NOTICE_MS = 2_000;

interface StoryReplyBoxProps {
  storyId: string;
  authorName: string;
  /** True while the reader is typing (focused with text, or just focused): the story waits. */
  onHoldChange: (holding: boolean) => void;
}

/**
 * "Reply to {name}…" under someone else's story: Enter sends a direct message quoting the story,
 * then a short "Sent" shows. The story pauses while the box has focus or text.
 */
export function StoryReplyBox({ storyId, authorName, onHoldChange }: StoryReplyBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const sentTimer = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(sentTimer.current ?? undefined), []);

  const reply = useMutation({
    mutationFn: (content: string) => replyToStory(storyId, content),
    onSuccess: () => {
      setText('');
      setSent(true);
      onHoldChange(false);
      window.clearTimeout(sentTimer.current ?? undefined);
      sentTimer.current = window.setTimeout(() => setSent(false), SENT_NOTICE_MS);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || reply.isPending) return;
    reply.mutate(content);
  };

  const label = t('stories.viewer.reply', { name: authorName });
  return (
    <form className={styles.reply} onSubmit={submit} data-testid="story-reply">
      <label className="visually-hidden" htmlFor={`${id}-reply`}>
        {label}
      </label>
      <input
        id={`${id}-reply`}
        className={styles.replyInput}
        type="text"
        value={text}
        maxLength={LIMITS.chatMessage}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="send"
        onFocus={() => onHoldChange(true)}
        onBlur={() => onHoldChange(text.trim() !== '')}
        onChange={(event) => {
          setText(event.target.value);
          setSent(false);
          reply.reset();
          onHoldChange(true);
        }}
        data-testid="story-reply-input"
      />
      <button
        type="submit"
        className={styles.sendButton}
        disabled={!text.trim() || reply.isPending}
        aria-label={t('stories.viewer.send')}
        data-testid="story-reply-send"
      >
        <SendHorizontal size={18} aria-hidden="true" />
      </button>
      <span className={styles.replyStatus} role="status">
        {sent ? t('stories.viewer.sent') : ''}
      </span>
      {reply.isError && (
        <p className={styles.replyError} role="alert">
          {t('stories.viewer.replyFailed')}
        </p>
      )}
    </form>
  );
}
