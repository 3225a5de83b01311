import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { errorText } from '../error-text';
import styles from './admin.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** A red button for what takes something away (deactivate, revoke). */
  danger?: boolean;
  /** Resolves when done (the dialog then closes); a rejection shows the server's message here. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" for an admin action, busy while it runs, showing why it was refused (the last-admin rule). */
export function ConfirmDialog({ title, message, confirmLabel, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, t('admin.genericError')));
    }
  };
  return (
    <Dialog title={title} closeLabel={t('admin.close')} onClose={onClose}>
      <p className={styles.confirmText}>{message}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
          {t('admin.cancel')}
        </button>
        <button
          type="button"
          className={danger ? styles.danger : styles.primary}
          onClick={() => void confirm()}
          disabled={busy}
          autoFocus
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
