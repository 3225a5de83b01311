import { RotateCcw, TriangleAlert } from 'lucide-react';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantMessage } from '../utils/conversation-state';
import { markdownPlainText } from '../utils/markdown-plain-text';
import { replyErrorText } from '../utils/reply-error-text';
import hypo from '../assets/hypo-idle.svg';
import styles from './MessageLog.module.css';

// react-markdown and the sanitizer arrive with the first reply shown, not with the panel.
const AssistantMarkdown = lazy(() => import('./AssistantMarkdown'));

interface MessageItemProps {
  message: AssistantMessage;
  /** Offered on the last reply once it has ended (finished, failed or stopped). */
  onRetry?: () => void;
  onNavigate?: () => void;
}

function formatSeconds(milliseconds: number, language: string) {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    milliseconds / 1000,
  );
}

/** One question or reply; a reply is markdown, with its model and time, or its error, under it. */
export const MessageItem = memo(function MessageItem({ message, onRetry, onNavigate }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const fromUser = message.sender === 'user';
  const finished = !fromUser && !message.streaming && !message.isError && !message.stopped;
  return (
    <li
      className={styles.item}
      data-testid="assistant-message"
      data-sender={message.sender}
      data-streaming={message.streaming}
      data-error-type={message.isError ? (message.errorType ?? 'unknown') : undefined}
      data-stopped={message.stopped || undefined}
    >
      {!fromUser && <img className={styles.avatar} src={hypo} alt="" width={28} height={28} />}
      <div className={styles.body}>
        <span className="visually-hidden">{fromUser ? t('assistant.you') : t('assistant.name')}: </span>
        {fromUser ? (
          <p className={styles.question}>{message.text}</p>
        ) : (
          (message.text !== '' || message.streaming) && (
            <div className={styles.reply} data-streaming={message.streaming}>
              {message.text === '' ? (
                <span className={styles.thinking}>
                  <span className={styles.dots} aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  <span className="visually-hidden">{t('assistant.thinking')}</span>
                </span>
              ) : (
                // Until the renderer arrives, the words without the markdown syntax around them.
                <Suspense fallback={<p className={styles.plain}>{markdownPlainText(message.text)}</p>}>
                  <AssistantMarkdown text={message.text} onNavigate={onNavigate} />
                </Suspense>
              )}
            </div>
          )
        )}
        {message.isError && (
          <div className={styles.error} data-testid="assistant-error">
            <TriangleAlert size={16} aria-hidden="true" className={styles.errorIcon} />
            <div>
              <p>{replyErrorText(t, message)}</p>
              {message.suggestion && <p className={styles.suggestion}>{message.suggestion}</p>}
            </div>
          </div>
        )}
        {(finished || message.stopped || onRetry) && (
          <div className={styles.footer}>
            {finished && message.modelUsed && (
              <span className={styles.meta} data-testid="assistant-message-meta">
                {t('assistant.meta', {
                  model: message.modelUsed,
                  seconds: formatSeconds(message.processingTime ?? 0, i18n.language),
                })}
              </span>
            )}
            {message.stopped && <span className={styles.meta}>{t('assistant.stopped')}</span>}
            {onRetry && (
              <button type="button" className={styles.retry} onClick={onRetry} data-testid="assistant-retry">
                <RotateCcw size={14} aria-hidden="true" />
                {t('assistant.retry')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
});
