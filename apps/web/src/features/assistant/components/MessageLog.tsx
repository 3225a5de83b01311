import { useTranslation } from 'react-i18next';
import type { useAssistantChat } from '../hooks/useAssistantChat';
import { useFollowScroll } from '../hooks/useFollowScroll';
import { MessageItem } from './MessageItem';
import styles from './MessageLog.module.css';
import { WelcomeState } from './WelcomeState';

interface MessageLogProps {
  chat: ReturnType<typeof useAssistantChat>;
  onAsk: (question: string) => boolean;
  focusInput: () => void;
  /** An in-app link in a reply was followed (the phone's full-screen panel then closes). */
  onNavigate?: () => void;
}

/**
 * The conversation as a polite live log: a screen reader reads a reply once it is complete
 * (aria-busy while it streams), not chunk by chunk. Empty, it welcomes with example questions.
 */
export function MessageLog({ chat, onAsk, focusInput, onNavigate }: MessageLogProps) {
  const { t } = useTranslation();
  const { messages } = chat.conversation;
  const last = messages.at(-1);
  const { containerRef, contentRef, onScroll } = useFollowScroll(
    `${messages.length}:${last?.text.length ?? 0}:${String(last?.streaming)}`,
    last?.id,
  );
  const retryable = !chat.streaming && last?.sender === 'ai' ? last.id : undefined;

  return (
    <div
      ref={containerRef}
      className={styles.scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-busy={chat.streaming}
      aria-label={t('assistant.log')}
      // Scrollable by keyboard too.
      tabIndex={0}
      data-testid="assistant-log"
    >
      <div ref={contentRef} className={styles.content}>
        {messages.length === 0 ? (
          <WelcomeState
            onAsk={(question) => {
              onAsk(question);
              focusInput();
            }}
          />
        ) : (
          <ol className={styles.list}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onRetry={
                  message.id === retryable
                    ? () => {
                        chat.retry();
                        focusInput();
                      }
                    : undefined
                }
                onNavigate={onNavigate}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
