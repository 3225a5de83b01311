import { AlertCircle, CheckCircle2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '../hooks/useToasts';
import styles from '../DocumentsPage.module.css';

/** The page's alerts: successes as role=status, failures as role=alert, each with a close button. */
export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toasts} aria-label={t('documents.notifications')} role="region">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={styles.toast}
          data-tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          {toast.tone === 'error' ? (
            <AlertCircle size={18} aria-hidden="true" />
          ) : (
            <CheckCircle2 size={18} aria-hidden="true" />
          )}
          <span>{toast.text}</span>
          <button type="button" onClick={() => onDismiss(toast.id)} aria-label={t('documents.close')}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
