import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import buttons from './Button.module.css';
import styles from './ConfirmDialog.module.css';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Resolves when done (the dialog then closes); a rejection keeps the dialog open and shows why. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** A red button for what takes something away (the default); false for a plain primary one. */
  danger?: boolean;
  /** The words for a rejection; by default the server's message, else a generic "try again". */
  describeFailure?: (failure: unknown) => string;
  /** Names the dialog's body and its confirm button for tests. */
  testIds?: { dialog: string; confirm: string };
}

/**
 * "Are you sure?" with a button that stays busy while the action runs. A failure leaves the dialog
 * open with the reason in an alert, and gives focus back to the confirm button (disabling it while
 * busy dropped focus), so one can retry or cancel from the keyboard.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  danger = true,
  describeFailure,
  testIds,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (error) confirmRef.current?.focus();
  }, [error]);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(describeFailure ? describeFailure(failure) : errorText(failure, t('kit.genericError')));
    }
  };
  return (
    <Dialog title={title} closeLabel={t('kit.close')} onClose={onClose}>
      <div data-testid={testIds?.dialog}>
        <p className={styles.message}>{message}</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {t('kit.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={danger ? buttons.danger : buttons.primary}
            onClick={() => void confirm()}
            disabled={busy}
            data-testid={testIds?.confirm}
            autoFocus
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
