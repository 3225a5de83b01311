import type { MyInvitation, ProjectView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useAnnounce } from '../../../components/useAnnounce';
import { formatDateTime, formatNotificationAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';
import { acceptInvitation, declineInvitation, projectKeys } from '../api';
import { useMyInvitations } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { dropMyInvitation } from '../utils/invitation-cache';
import { putProject } from '../utils/project-cache';
import buttons from '../../../components/Button.module.css';
import styles from './Invitations.module.css';

interface PendingInvitationsProps {
  /** Accepted: the project is in the list now (the page opens its board). */
  onAccepted: (project: ProjectView) => void;
  /** The last invitation was answered and the section is gone: the page takes the focus. */
  onEmptied: () => void;
  /** An answer failed (the invitation was withdrawn meanwhile…): the page's banner says so, even once the section is gone. */
  onError: (message: string) => void;
}

/**
 * The caller's open invitations, above their projects: who invites them where, with Accept (they become a
 * member and the board opens) and Decline. Nothing is shown without any.
 */
export function PendingInvitations({ onAccepted, onEmptied, onError }: PendingInvitationsProps) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const now = useNow();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: invitations } = useMyInvitations();
  const [busyId, setBusyId] = useState<string | null>(null);
  // After an answer its buttons are gone: the focus goes to the section, or to the page once it is empty.
  const answered = useRef(false);

  useEffect(() => {
    if (!answered.current || !invitations) return;
    answered.current = false;
    if (invitations.length > 0) headingRef.current?.focus();
    else onEmptied();
  }, [invitations, onEmptied]);

  if (!invitations || invitations.length === 0) return null;

  const answer = async (invitation: MyInvitation, accept: boolean) => {
    const project = invitation.project.name;
    setBusyId(invitation.id);
    try {
      if (accept) {
        const accepted = await acceptInvitation(invitation.id);
        putProject(queryClient, accepted.project);
        onAccepted(accepted.project);
        announce(t('projects.invitations.accepted', { project }));
      } else {
        await declineInvitation(invitation.id);
        announce(t('projects.invitations.declined', { project }));
      }
      answered.current = true;
      dropMyInvitation(queryClient, invitation.id);
    } catch (failure) {
      onError(errorText(failure, t('projects.errors.generic')));
      // Withdrawn meanwhile (404): the list as it is now.
      void queryClient.invalidateQueries({ queryKey: projectKeys.myInvitations });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="project-invitations">
      <h2 id={headingId} ref={headingRef} className={styles.title} tabIndex={-1}>
        <MailOpen size={18} aria-hidden="true" />
        {t('projects.invitations.title')}
        <span className={styles.count}>{invitations.length}</span>
      </h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => {
          const busy = busyId === invitation.id;
          const values = { project: invitation.project.name };
          return (
            <li key={invitation.id} className={styles.item} data-testid="project-invitation">
              <Avatar username={invitation.invitedBy.username} avatar={invitation.invitedBy.avatar} size={40} />
              <div className={styles.text}>
                <p>
                  <Trans
                    i18nKey="projects.invitations.text"
                    values={{ name: invitation.invitedBy.username, project: invitation.project.name }}
                    components={{ b: <strong /> }}
                  />
                </p>
                <span className={styles.meta}>
                  {t('projects.invitations.role', { role: t(`projects.roles.${invitation.role}`) })} ·{' '}
                  <time dateTime={invitation.createdAt} title={formatDateTime(invitation.createdAt, i18n.language)}>
                    {formatNotificationAge(invitation.createdAt, now, i18n.language)}
                  </time>
                </span>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttons.secondary}
                  onClick={() => void answer(invitation, false)}
                  disabled={busyId !== null}
                  aria-label={t('projects.invitations.declineName', values)}
                >
                  {t('projects.invitations.decline')}
                </button>
                <button
                  type="button"
                  className={buttons.primary}
                  onClick={() => void answer(invitation, true)}
                  disabled={busyId !== null}
                  aria-busy={busy}
                  aria-label={t('projects.invitations.acceptName', values)}
                >
                  {t('projects.invitations.accept')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
