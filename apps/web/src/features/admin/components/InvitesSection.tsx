import { AlertTriangle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/error-text';
import { useInvites } from '../hooks/useInvites';
import { useSignupSettings } from '../hooks/useSignupSettings';
import { CreateInviteDialog } from './CreateInviteDialog';
import { InviteItem } from './InviteItem';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';

/** The invite links with their uses and state, newest first; a dialog makes a new one. */
export function InvitesSection() {
  const { t } = useTranslation();
  const invites = useInvites();
  const settings = useSignupSettings();
  const [creating, setCreating] = useState(false);
  return (
    <div className={styles.card} data-testid="admin-invites">
      <div className={styles.cardHeader}>
        <div>
          <h2>{t('admin.invites.title')}</h2>
          <p className={styles.hint}>{t('admin.invites.hint')}</p>
        </div>
        <button type="button" className={buttons.primary} onClick={() => setCreating(true)}>
          <Plus size={18} aria-hidden="true" />
          {t('admin.invites.create')}
        </button>
      </div>
      {settings.data?.settings.signupMode === 'closed' && (
        <p className={styles.note}>
          <AlertTriangle size={18} aria-hidden="true" />
          {t('admin.invites.closedNote')}
        </p>
      )}
      {invites.isPending && <Spinner label={t('admin.invites.loading')} />}
      {invites.isError && (
        <p className={`${form.error} ${styles.error}`} role="alert">
          {errorText(invites.error, t('admin.loadFailed'), { withDetails: true })}
        </p>
      )}
      {invites.data?.length === 0 && <p className={styles.muted}>{t('admin.invites.empty')}</p>}
      {invites.data && invites.data.length > 0 && (
        <ul className={styles.list} aria-label={t('admin.invites.title')}>
          {invites.data.map((invite) => (
            <InviteItem key={invite.id} invite={invite} />
          ))}
        </ul>
      )}
      {creating && <CreateInviteDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
