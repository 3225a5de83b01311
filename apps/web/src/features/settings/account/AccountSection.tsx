import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataExport } from './DataExport';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import buttons from '../../../components/Button.module.css';
import styles from './AccountSection.module.css';

/** Settings → "Your data and account": download my data, and delete my account. */
export function AccountSection() {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  return (
    <section className={styles.card} aria-labelledby="account-data-title">
      <h2 id="account-data-title">{t('account.title')}</h2>
      <p className={styles.hint}>{t('account.hint')}</p>
      <DataExport />
      <div className={styles.row} data-tone="danger">
        <div className={styles.text}>
          <h3>{t('account.deleteTitle')}</h3>
          <p>{t('account.deleteHint')}</p>
        </div>
        <button ref={deleteButton} type="button" className={buttons.dangerOutline} onClick={() => setDeleting(true)}>
          <Trash2 size={18} aria-hidden="true" />
          {t('account.deleteButton')}
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
