import type { UsageAnswer } from '@teamhub/contracts';
import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/formatters';
import styles from '../DocumentsPage.module.css';

/** Past this share of the quota the bar turns to the warning colour. */
const WARNING_SHARE = 0.9;

/** Used space against the quota, as a meter with its numbers. */
export function QuotaBar({ usage }: { usage: UsageAnswer }) {
  const { t } = useTranslation();
  const share = usage.quotaBytes > 0 ? Math.min(1, usage.usedBytes / usage.quotaBytes) : 0;
  const text = t('documents.quotaText', {
    used: formatFileSize(usage.usedBytes),
    quota: formatFileSize(usage.quotaBytes),
  });
  const warning = share > WARNING_SHARE;
  return (
    <div className={styles.quota} data-warning={warning || undefined}>
      <div className={styles.quotaLabel}>
        <HardDrive size={16} aria-hidden="true" />
        <span id="documents-quota-label">{t('documents.quota')}</span>
        <span className={styles.quotaText}>{text}</span>
      </div>
      <div
        className={styles.quotaTrack}
        role="meter"
        aria-labelledby="documents-quota-label"
        aria-valuemin={0}
        aria-valuemax={usage.quotaBytes}
        aria-valuenow={usage.usedBytes}
        aria-valuetext={text}
      >
        <div className={styles.quotaFill} style={{ width: `${share * 100}%` }} />
      </div>
      {warning && <p className={styles.quotaWarning}>{t('documents.quotaWarning')}</p>}
    </div>
  );
}
