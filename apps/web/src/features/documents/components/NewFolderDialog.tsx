import { LIMITS } from '@teamhub/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../utils/error-message';
import buttons from '../../../components/Button.module.css';
import styles from './Dialogs.module.css';

/** Asks for a folder's name and creates it where the user is. */
export function NewFolderDialog({
  onCreate,
  onClose,
}: {
  onCreate: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await onCreate(name.trim());
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, t('documents.actionFailed')));
    }
  };
  return (
    <Dialog title={t('documents.newFolder')} closeLabel={t('documents.close')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className={styles.form}>
        <label className={styles.field}>
          <span>{t('documents.folderName')}</span>
          <input
            value={name}
            maxLength={LIMITS.documents.name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('documents.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy || !name.trim()}>
            {t('documents.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
