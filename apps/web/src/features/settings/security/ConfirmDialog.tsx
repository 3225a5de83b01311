import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import styles from './security.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Resolves when done (the dialog then closes); a rejection is shown here and the dialog stays. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Sign out that device?" with a danger button that stays busy while the action runs. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      onClose();
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <Dialog title={title} closeLabel={t('security.close')} onClose={onClose}>
      <p className={styles.confirmText}>{message}</p>
      {failed && (
        <p className={styles.error} role="alert">
          {t('security.actionFailed')}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
          {t('security.cancel')}
        </button>
        <button type="button" className={styles.danger} onClick={() => void confirm()} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
