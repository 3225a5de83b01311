import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import styles from './Modal.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Resolves when done; the dialog closes itself after it. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** An in-app "are you sure?" with a danger button that stays busy while the action runs. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog title={title} closeLabel={t('chat.close')} onClose={onClose}>
      <div className={styles.confirm} data-testid="chat-confirm">
        <p>{message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
            {t('chat.cancel')}
          </button>
          <button
            type="button"
            className={styles.danger}
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="chat-confirm-accept"
            autoFocus
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
