import type { WorkspaceInvite } from '@teamhub/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatters';
import { useRevokeInvite } from '../hooks/useInvites';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../lib/error-text';
import buttons from '../../../components/Button.module.css';
import styles from './admin.module.css';
import own from './InvitesSection.module.css';

const STATE_BADGE: Record<WorkspaceInvite['state'], string> = {
  active: styles.badgeSuccess ?? '',
  expired: '',
  'used-up': styles.badgeWarning ?? '',
  revoked: styles.badgeDanger ?? '',
};
const STATE_LABEL = {
  active: 'admin.invites.stateActive',
  expired: 'admin.invites.stateExpired',
  'used-up': 'admin.invites.stateUsedUp',
  revoked: 'admin.invites.stateRevoked',
} as const;

/** One link: state, uses, expiry, who it is for and who made it; revocable while it works. */
export function InviteItem({ invite }: { invite: WorkspaceInvite }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeInvite();
  const [confirming, setConfirming] = useState(false);
  const expiry = formatDateTime(invite.expiresAt, i18n.language);
  const created = formatDateTime(invite.createdAt, i18n.language);
  return (
    <li className={own.invite} data-testid="admin-invite" data-state={invite.state}>
      <div className={own.details}>
        <span className={own.topLine}>
          <span className={`${styles.badge} ${STATE_BADGE[invite.state]}`}>{t(STATE_LABEL[invite.state])}</span>
          <strong>{t('admin.invites.uses', { uses: invite.uses, max: invite.maxUses })}</strong>
        </span>
        <span className={own.meta}>
          {invite.email ? t('admin.invites.forEmail', { email: invite.email }) : t('admin.invites.anyEmail')}
          {' · '}
          {invite.state === 'expired'
            ? t('admin.invites.expired', { date: expiry })
            : t('admin.invites.expires', { date: expiry })}
        </span>
        <span className={own.meta}>
          {invite.createdBy ? `${t('admin.invites.createdBy', { name: invite.createdBy.username })} · ` : ''}
          {created}
        </span>
      </div>
      {invite.state === 'active' && (
        <button
          type="button"
          className={buttons.ghostDanger}
          onClick={() => setConfirming(true)}
          aria-label={t('admin.invites.revokeLabel', { date: created })}
        >
          {t('admin.invites.revoke')}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('admin.invites.revokeTitle')}
          message={t('admin.invites.revokeText')}
          confirmLabel={t('admin.invites.revoke')}
          onConfirm={() => revoke.mutateAsync(invite.id)}
          onClose={() => setConfirming(false)}
          describeFailure={(failure) => errorText(failure, t('admin.genericError'), { withDetails: true })}
        />
      )}
    </li>
  );
}
