import type { Language } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import styles from './LanguageSwitch.module.css';

const OPTIONS: { value: Language; label: string }[] = [
  { value: 'vi', label: 'VI' },
  { value: 'en', label: 'EN' },
];

/** Compact VI / EN toggle, remembered like the one in Settings. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <div className={styles.switch} role="group" aria-label={t('settings.languageTitle')}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.option}
          aria-pressed={i18n.language === option.value}
          onClick={() => void changeLanguage(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
