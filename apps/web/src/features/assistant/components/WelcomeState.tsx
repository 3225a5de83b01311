import { useTranslation } from 'react-i18next';
import { HypoMascot } from './HypoMascot';
import styles from './MessageLog.module.css';

const EXAMPLES = ['deadlines', 'unread', 'documents'] as const;

/** The empty conversation: a greeting and three example questions, each sent with one click. */
export function WelcomeState({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.welcome} data-testid="assistant-welcome">
      <HypoMascot frame={1} size={72} />
      <p className={styles.welcomeTitle}>{t('assistant.welcomeTitle')}</p>
      <p className={styles.welcomeBody}>{t('assistant.welcomeBody')}</p>
      <ul className={styles.examples} aria-label={t('assistant.examplesLabel')}>
        {EXAMPLES.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={styles.example}
              onClick={() => onAsk(t(`assistant.examples.${key}`))}
              data-testid="assistant-example"
            >
              {t(`assistant.examples.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
