import { useTranslation } from 'react-i18next';
import { typingText } from '../utils/chat-text';
import styles from './Thread.module.css';

/**
 * '{names} is typing...' / '{names} are typing...' under the messages; keeps its height when empty.
 * Not a live region: screen readers hear new messages (the app's announcer), not every typing event.
 */
export function TypingLine({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const text = typingText(names);
  return (
    <div className={styles.typing} data-testid="typing-line">
      {text && (
        <>
          <span className={styles.typingDots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span>{t(`chat.${text.key}`, { names: text.names })}</span>
        </>
      )}
    </div>
  );
}
