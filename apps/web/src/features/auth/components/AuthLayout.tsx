import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { BrandMark } from '../../../components/BrandMark';
import { TestimonialPanel } from './TestimonialPanel';
import styles from './auth.module.css';

/** Form on the left, testimonial on the right (hidden on narrow screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <main className={styles.formSide}>
        <header className={styles.topBar}>
          <BrandMark />
          <LanguageSwitch />
        </header>
        <div className={styles.formWrap}>
          <p className={styles.tagline}>{t('auth.tagline')}</p>
          {children}
        </div>
      </main>
      <TestimonialPanel />
    </div>
  );
}
