import { LIMITS } from '@teamhub/contracts';
import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import type { MentionCandidate } from '../../../components/mention-picking';
import { MentionSuggestions } from '../../../components/MentionSuggestions';
import { useMentionPicker } from '../../../components/useMentionPicker';
import styles from './TaskTimeline.module.css';

interface CommentComposerProps {
  /** Answers whether it was saved; a refused text stays in the box. */
  onSubmit: (text: string) => Promise<boolean>;
  candidates: readonly MentionCandidate[];
  label: string;
  placeholder?: string;
  submitLabel: string;
  initialText?: string;
  onCancel?: () => void;
  testId: string;
}

/**
 * A comment's box (a new comment, or one's own being edited): "@" offers the project's members,
 * Ctrl/Cmd+Enter or the button sends, Enter breaks the line, Escape cancels an edit.
 */
export function CommentComposer({
  onSubmit,
  candidates,
  label,
  placeholder,
  submitLabel,
  initialText = '',
  onCancel,
  testId,
}: CommentComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionPicker(input, text, setText, candidates);

  const submit = async () => {
    const content = text.trim();
    if (!content || busy) return;
    setBusy(true);
    const saved = await onSubmit(content);
    setBusy(false);
    if (saved && !onCancel) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className={styles.composer} data-testid={testId}>
      <div className={styles.field}>
        {mentions.open && <MentionSuggestions {...mentions.list} label={t('projects.timeline.mentionsLabel')} />}
        <textarea
          ref={input}
          rows={onCancel ? 3 : 2}
          value={text}
          maxLength={LIMITS.projects.taskCommentText}
          aria-label={label}
          placeholder={placeholder}
          {...mentions.boxProps}
          onChange={(event) => {
            setText(event.target.value);
            mentions.read(event.target);
          }}
          onSelect={(event) => mentions.read(event.currentTarget)}
          onKeyDown={onKeyDown}
          onBlur={mentions.close}
          autoFocus={Boolean(onCancel)}
          data-testid={`${testId}-input`}
        />
      </div>
      <div className={styles.composerActions}>
        {onCancel && (
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('projects.timeline.cancel')}
          </button>
        )}
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void submit()}
          disabled={busy || text.trim() === ''}
          data-testid={`${testId}-submit`}
        >
          {!onCancel && <SendHorizontal size={16} aria-hidden="true" />}
          {busy ? t('projects.timeline.sending') : submitLabel}
        </button>
      </div>
    </div>
  );
}
