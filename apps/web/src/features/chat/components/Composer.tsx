import { LIMITS, type MessageView } from '@teamhub/contracts';
import { FileUp, SendHorizontal } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttachmentUpload } from '../hooks/useAttachmentUpload';
import type { OutgoingMessage } from '../hooks/useSendMessage';
import { composerCounter } from '../utils/composer-counter';
import type { MentionCandidate } from '../../../components/mention-picking';
import { MentionSuggestions } from '../../../components/MentionSuggestions';
import { useMentionPicker } from '../../../components/useMentionPicker';
import { AttachmentButton } from './AttachmentButton';
import { ReplyPreview } from './ReplyPreview';
import styles from './Composer.module.css';

interface ComposerProps {
  conversationId: string;
  replyTo: MessageView | null;
  onCancelReply: () => void;
  send: (message: OutgoingMessage) => Promise<boolean>;
  notifyInput: (value: string) => void;
  stopTyping: () => void;
  /** Whom "@" offers (useMentionCandidates); none, no list. */
  mentionCandidates?: MentionCandidate[];
}

/** Where focus on open would not pop up a phone keyboard uninvited. */
const hasFinePointer = () => typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: fine)').matches;

/**
 * The message box: Enter sends, Shift+Enter breaks the line, it grows up to 144 px, and a counter
 * appears past 1800 characters. Files go through the paperclip with upload progress. Typing "@" opens
 * the members list (MentionSuggestions), driven from the box.
 */
export function Composer({
  conversationId,
  replyTo,
  onCancelReply,
  send,
  notifyInput,
  stopTyping,
  mentionCandidates = [],
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionPicker(
    input,
    text,
    (next) => {
      setText(next);
      notifyInput(next);
    },
    mentionCandidates,
  );
  const { upload, progress } = useAttachmentUpload(send);
  const counter = composerCounter(text.length);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, LIMITS.chat.inputMaxHeightPx);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > LIMITS.chat.inputMaxHeightPx ? 'auto' : 'hidden';
  }, [text]);

  useEffect(() => {
    if (replyTo || hasFinePointer()) input.current?.focus({ preventScroll: true });
  }, [replyTo, conversationId]);

  const submit = async () => {
    const content = text.trim();
    if (!content) return;
    stopTyping();
    setText('');
    const ok = await send({ content, replyTo: replyTo?._id ?? null });
    if (ok) onCancelReply();
    // Nothing is lost: a refused message comes back into an untouched box.
    else setText((current) => current || content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && replyTo) {
      onCancelReply();
    }
  };

  const sendFile = async (file: File) => {
    if (await upload(file, replyTo?._id ?? null)) onCancelReply();
  };

  return (
    <div className={styles.composer}>
      {replyTo && <ReplyPreview message={replyTo} onCancel={onCancelReply} />}
      {progress && (
        <div className={styles.upload} data-testid="composer-upload">
          <FileUp size={16} aria-hidden="true" />
          <span className={styles.uploadText}>
            {t('chat.uploading', { name: progress.name, percent: progress.percent })}
          </span>
          <span
            className={styles.uploadBar}
            role="progressbar"
            aria-valuenow={progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={progress.name}
          >
            <span style={{ width: `${progress.percent}%` }} />
          </span>
        </div>
      )}
      <div className={styles.row}>
        <AttachmentButton disabled={progress !== null} onFile={(file) => void sendFile(file)} />
        <div className={styles.field}>
          {mentions.open && (
            <MentionSuggestions
              {...mentions.list}
              label={t('chat.mentionsListLabel')}
              everyoneHint={t('chat.mentionEveryone')}
            />
          )}
          <textarea
            ref={input}
            rows={1}
            value={text}
            maxLength={LIMITS.chatMessage}
            placeholder={t('chat.composerPlaceholder')}
            aria-label={t('chat.composerLabel')}
            {...mentions.boxProps}
            onChange={(event) => {
              setText(event.target.value);
              notifyInput(event.target.value);
              mentions.read(event.target);
            }}
            onSelect={(event) => mentions.read(event.currentTarget)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              stopTyping();
              mentions.close();
            }}
            data-testid="composer-input"
          />
          {counter && (
            <span
              className={styles.counter}
              data-level={counter.level}
              aria-label={t('chat.counterLabel', { count: text.length, max: LIMITS.chatMessage })}
              data-testid="composer-counter"
            >
              {counter.text}
            </span>
          )}
        </div>
        <button
          type="button"
          className={styles.send}
          onClick={() => void submit()}
          disabled={!text.trim()}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          data-testid="composer-send"
        >
          <SendHorizontal size={20} />
        </button>
      </div>
    </div>
  );
}
