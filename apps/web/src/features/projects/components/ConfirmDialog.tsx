import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { errorText } from '../utils/error-text';
import styles from './Form.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Resolves when done (the dialog then closes); a rejection shows its message here. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" with a danger button that stays busy while the action runs. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
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
      setError(errorText(failure, t('projects.errors.generic')));
    }
  };
  return (
    <Dialog title={title} closeLabel={t('projects.close')} onClose={onClose}>
      <p className={styles.confirmText}>{message}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
          {t('projects.cancel')}
        </button>
        <button type="button" className={styles.danger} onClick={() => void confirm()} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
