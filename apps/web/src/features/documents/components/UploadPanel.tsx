import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../hooks/useUploads';
import styles from '../DocumentsPage.module.css';

interface UploadPanelProps {
  items: UploadItem[];
  onCancel: (key: number) => void;
  onHide: () => void;
}

/** One row per file being uploaded: a progress bar and a cancel button while it goes up. */
export function UploadPanel({ items, onCancel, onHide }: UploadPanelProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const busy = items.some((item) => item.status === 'uploading');
  return (
    <section className={styles.uploads} aria-label={t('documents.uploads')}>
      <header>
        <h2>{t('documents.uploads')}</h2>
        {!busy && (
          <button type="button" className={styles.iconButton} onClick={onHide} aria-label={t('documents.hideUploads')}>
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </header>
      <ul>
        {items.map((item) => (
          <li key={item.key} data-testid="upload-item" data-status={item.status}>
            <span className={styles.uploadName}>{item.name}</span>
            <div
              className={styles.progressTrack}
              role="progressbar"
              aria-label={t('documents.uploadProgress', { name: item.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(item.progress * 100)}
            >
              <div className={styles.progressFill} style={{ width: `${item.progress * 100}%` }} />
            </div>
            {item.status === 'uploading' ? (
              <button type="button" className={styles.linkButton} onClick={() => onCancel(item.key)}>
                {t('documents.cancel')}
              </button>
            ) : (
              <span className={styles.uploadState} data-status={item.status}>
                {item.status === 'done' && <CheckCircle2 size={16} aria-hidden="true" />}
                {item.status === 'error' && <XCircle size={16} aria-hidden="true" />}
                {item.status === 'done' ? t('documents.uploadDone') : t('documents.uploadFailedShort')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
