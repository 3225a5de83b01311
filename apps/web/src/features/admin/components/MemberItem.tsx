import type { AdminUser } from '@teamhub/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../../lib/session/useSession';
import { ResetLinkButton } from '../../passwords';
import { formatDay } from '../format-day';
import { useChangeMember } from '../hooks/useAdminMembers';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../lib/error-text';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';
import own from './MembersSection.module.css';

type Action = 'makeAdmin' | 'removeAdmin' | 'deactivate' | 'reactivate';

const CHANGES: Record<Action, Partial<Pick<AdminUser, 'role' | 'status'>>> = {
  makeAdmin: { role: 'admin' },
  removeAdmin: { role: 'member' },
  deactivate: { status: 'deactivated' },
  reactivate: { status: 'active' },
};

/** One member: who they are, their role and status, when they joined and were last seen, and what an admin can do. */
export function MemberItem({ member }: { member: AdminUser }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const change = useChangeMember();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const isMe = member.id === user?.id;
  const name = member.username;
  const roleAction: Action = member.role === 'admin' ? 'removeAdmin' : 'makeAdmin';
  const statusAction: Action = member.status === 'active' ? 'deactivate' : 'reactivate';
  const messages: Record<Action, string> = {
    makeAdmin: t('admin.members.makeAdminText', { name }),
    removeAdmin: isMe ? t('admin.members.removeOwnAdminText') : t('admin.members.removeAdminText', { name }),
    deactivate: t('admin.members.deactivateText', { name }),
    reactivate: t('admin.members.reactivateText', { name }),
  };

  return (
    <li
      className={`${own.member} ${member.status === 'deactivated' ? own.deactivated : ''}`}
      data-testid="admin-member"
      data-member-id={member.id}
    >
      <div className={own.identity}>
        <Avatar username={name} avatar={member.avatar} size={44} />
        <div className={own.names}>
          <span className={own.nameLine}>
            <strong>{name}</strong>
            {isMe && <span className={styles.badge}>{t('admin.members.you')}</span>}
            <span className={`${styles.badge} ${member.role === 'admin' ? styles.badgePrimary : ''}`}>
              {member.role === 'admin' ? t('admin.members.admin') : t('admin.members.member')}
            </span>
            <span
              className={`${styles.badge} ${member.status === 'active' ? styles.badgeSuccess : styles.badgeDanger}`}
              data-testid="member-status"
            >
              {member.status === 'active' ? t('admin.members.active') : t('admin.members.deactivated')}
            </span>
          </span>
          <span className={own.email}>{member.email}</span>
          <span className={own.meta}>
            {t('admin.members.joined', { date: formatDay(member.createdAt, i18n.language) })}
            {' · '}
            {member.lastSeenAt
              ? t('admin.members.lastSeen', { date: formatDay(member.lastSeenAt, i18n.language) })
              : t('admin.members.neverSeen')}
          </span>
        </div>
      </div>
      <div
        className={`${form.actions} ${styles.actions} ${own.actions}`}
        role="group"
        aria-label={t('admin.members.actionsFor', { name })}
      >
        <button type="button" className={buttons.ghost} onClick={() => setConfirming(roleAction)}>
          {t(`admin.members.${roleAction}`)}
        </button>
        {/* Deactivating oneself would sign oneself out everywhere: another admin does that. */}
        {!isMe && (
          <button
            type="button"
            className={statusAction === 'deactivate' ? buttons.ghostDanger : buttons.ghost}
            onClick={() => setConfirming(statusAction)}
          >
            {t(`admin.members.${statusAction}`)}
          </button>
        )}
        {/* For installs without mail: a one-time link the admin hands over (a deactivated member is reactivated first). */}
        {!isMe && member.status === 'active' && (
          <ResetLinkButton user={{ id: member.id, username: member.username }} className={buttons.ghost} />
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(`admin.members.${confirming}Title`, { name })}
          message={messages[confirming]}
          confirmLabel={t(`admin.members.${confirming}`)}
          danger={confirming === 'deactivate' || confirming === 'removeAdmin'}
          onConfirm={() => change.mutateAsync({ id: member.id, change: CHANGES[confirming] })}
          onClose={() => setConfirming(null)}
          describeFailure={(failure) => errorText(failure, t('admin.genericError'), { withDetails: true })}
        />
      )}
    </li>
  );
}
