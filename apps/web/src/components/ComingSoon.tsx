import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';
import styles from './ComingSoon.module.css';

/** A headed screen for a feature that later work fills in. */
export function ComingSoon({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon size={28} aria-hidden="true" />
        </span>
        <h2>{t('app.comingSoonTitle')}</h2>
        <p>{t('app.comingSoonBody')}</p>
      </div>
    </section>
  );
}
