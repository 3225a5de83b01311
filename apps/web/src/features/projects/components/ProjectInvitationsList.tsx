import type { ProjectInvitation } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/useAnnounce';
import { formatDateTime } from '../../../lib/formatters';
import { projectKeys, withdrawInvitation } from '../api';
import { useProjectInvitations } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { dropProjectInvitation } from '../utils/invitation-cache';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';

/**
 * The project's open invitations in its members dialog (owner and admins): by email, with the role they
 * give and when and by whom they were sent; each can be withdrawn. Nothing is shown without any.
 */
export function ProjectInvitationsList({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { data: invitations } = useProjectInvitations(projectId);
  const [error, setError] = useState<string | null>(null);

  if (!invitations || invitations.length === 0) return null;

  const withdraw = async (invitation: ProjectInvitation) => {
    setError(null);
    try {
      await withdrawInvitation(projectId, invitation.id);
      dropProjectInvitation(queryClient, projectId, invitation.id);
      announce(t('projects.membersDialog.withdrawn', { email: invitation.email }));
    } catch (failure) {
      setError(errorText(failure, t('projects.errors.generic')));
      // Accepted, declined or withdrawn by someone else meanwhile: the list as it is now.
      void queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) });
    }
  };

  return (
    <section className={styles.pending} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.pendingTitle}>
        {t('projects.membersDialog.pendingTitle')} ({invitations.length})
      </h3>
      {error && (
        <p className={`${form.error} ${styles.error}`} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.memberList} data-testid="project-invitations-pending">
        {invitations.map((invitation) => {
          const label = t('projects.membersDialog.withdraw', { email: invitation.email });
          return (
            <li key={invitation.id} className={styles.member} data-testid="pending-invitation">
              <span className={styles.pendingIcon} aria-hidden="true">
                <Mail size={18} />
              </span>
              <span className={styles.memberName}>
                <strong>{invitation.email}</strong>
                <span>
                  {t('projects.membersDialog.invitedAt', {
                    role: t(`projects.roles.${invitation.role}`),
                    date: formatDateTime(invitation.createdAt, i18n.language),
                    name: invitation.invitedBy.username,
                  })}
                </span>
              </span>
              <button
                type="button"
                className={buttons.iconDanger}
                onClick={() => void withdraw(invitation)}
                aria-label={label}
                title={label}
              >
                <MailX size={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
