import type { TFunction } from 'i18next';
import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/formatters';
import { useDataExport, type DataExportState } from './useDataExport';
import buttons from '../../../components/Button.module.css';
import styles from './AccountSection.module.css';

/** What the status line says in each phase ('' when there is nothing to say). */
function statusText(state: DataExportState, t: TFunction): string {
  switch (state.phase) {
    case 'preparing':
      return t('account.exportPreparing');
    case 'downloading':
      return t('account.exportDownloading', { size: formatFileSize(state.bytes) });
    case 'done':
      return t('account.exportDone', { size: formatFileSize(state.bytes) });
    case 'cancelled':
      return t('account.exportCancelled');
    case 'failed':
      return state.message;
    default:
      return '';
  }
}

/**
 * "Download my data" with its progress: an indeterminate bar (the server makes the zip while sending it,
 * so the total is unknown) and the bytes received so far, read out politely as they grow.
 */
export function DataExport() {
  const { t } = useTranslation();
  const { state, start, cancel } = useDataExport();
  const busy = state.phase === 'preparing' || state.phase === 'downloading';
  const status = statusText(state, t);
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <h3>{t('account.exportTitle')}</h3>
        <p>{t('account.exportHint')}</p>
        {busy && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('account.exportProgress')}
            aria-valuetext={status}
          >
            <span />
          </div>
        )}
        <p
          className={styles.status}
          data-tone={state.phase === 'failed' ? 'error' : undefined}
          role="status"
          data-testid="export-status"
        >
          {status}
        </p>
      </div>
      {busy ? (
        <button type="button" className={buttons.secondary} onClick={cancel}>
          <X size={18} aria-hidden="true" />
          {t('account.exportCancel')}
        </button>
      ) : (
        <button type="button" className={buttons.primary} onClick={() => void start()}>
          <Download size={18} aria-hidden="true" />
          {t('account.exportButton')}
        </button>
      )}
    </div>
  );
}
