import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import styles from './Dialogs.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The dialog closes once this settles (its outcome is told by the page's alerts). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" with a danger button that stays busy while the action runs. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      onClose();
    }
  };
  return (
    <Dialog title={title} closeLabel={t('documents.close')} onClose={onClose}>
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
          {t('documents.cancel')}
        </button>
        <button type="button" className={styles.danger} onClick={() => void confirm()} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
