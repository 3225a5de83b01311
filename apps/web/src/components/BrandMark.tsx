import { useTranslation } from 'react-i18next';
import styles from './BrandMark.module.css';

/** The product's logo: mark plus name. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.brand}>
      <img src="/favicon.svg" alt="" width={32} height={32} className={styles.mark} />
      {!compact && <span className={styles.name}>{t('app.name')}</span>}
    </span>
  );
}
