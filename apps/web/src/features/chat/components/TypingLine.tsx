import { useTranslation } from 'react-i18next';
import { typingText } from '../utils/chat-text';
import styles from './Thread.module.css';

/** '{names} is typing...' / '{names} are typing...' under the messages; keeps its height when empty. */
export function TypingLine({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const text = typingText(names);
  return (
    <div className={styles.typing} aria-live="polite" data-testid="typing-line">
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
