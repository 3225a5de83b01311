import type { Language } from '@teamhub/contracts';
import { Check, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { PageHeader } from '../../components/PageHeader';
import { changeLanguage } from '../../i18n';
import { useSession } from '../../lib/session/useSession';
import { AccountSection } from './account/AccountSection';
import { ChatSection } from './chat/ChatSection';
import { ThemeOptions } from './components/ThemeOptions';
import { NotificationsSection } from './notifications/NotificationsSection';
import { SecuritySection } from './security/SecuritySection';
import { TimeZoneSection } from './time-zone/TimeZoneSection';
import styles from './SettingsPage.module.css';

const LANGUAGE_OPTIONS: { value: Language; labelKey: 'settings.vietnamese' | 'settings.english'; flag: string }[] = [
  { value: 'vi', labelKey: 'settings.vietnamese', flag: 'VI' },
  { value: 'en', labelKey: 'settings.english', flag: 'EN' },
];

export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { user, logout } = useSession();
  return (
    <section className={styles.page}>
      <PageHeader title={t('settings.title')} />
      <div className={styles.card}>
        <h2>{t('settings.languageTitle')}</h2>
        <p className={styles.hint}>{t('settings.languageHint')}</p>
        <div className={styles.options} role="radiogroup" aria-label={t('settings.languageTitle')}>
          {LANGUAGE_OPTIONS.map((option) => {
            const selected = i18n.language === option.value;
            return (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={selected}
                className={styles.option}
                onClick={() => void changeLanguage(option.value)}
              >
                <span className={styles.flag} aria-hidden="true">
                  {option.flag}
                </span>
                <span>{t(option.labelKey)}</span>
                {selected && <Check size={18} className={styles.check} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </div>
      <div className={styles.card}>
        <h2>{t('settings.appearanceTitle')}</h2>
        <p className={styles.hint}>{t('settings.appearanceHint')}</p>
        <ThemeOptions />
      </div>
      <TimeZoneSection className={styles.card} />
      <ChatSection className={styles.card} />
      <NotificationsSection className={styles.card} />
      <SecuritySection className={styles.card} />
      {user && (
        <div className={styles.card}>
          <h2>{t('settings.accountTitle')}</h2>
          <div className={styles.account}>
            <Avatar username={user.username} avatar={user.avatar} size={48} />
            <div>
              <strong>{user.username}</strong>
              <span>{user.email}</span>
            </div>
            <button type="button" className={styles.logout} onClick={logout}>
              <LogOut size={18} aria-hidden="true" />
              {t('nav.logout')}
            </button>
          </div>
        </div>
      )}
      <AccountSection />
    </section>
  );
}
