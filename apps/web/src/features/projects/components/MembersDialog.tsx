import { INVITE_ROLES, type InviteRole, type ProjectMemberView, type ProjectView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { useAnnounce } from '../../../components/useAnnounce';
import { useSession } from '../../../lib/session/useSession';
import { changeMemberRole, projectKeys, removeMember } from '../api';
import { useProjectMembers } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { dropMember, dropProject } from '../utils/project-cache';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProjectInvitationsList } from './ProjectInvitationsList';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';

interface MembersDialogProps {
  project: ProjectView;
  onClose: () => void;
}

type Pending = { kind: 'remove'; member: ProjectMemberView } | { kind: 'leave' } | null;

/**
 * The member list with roles; owner and admins change roles, remove, and see and withdraw the open
 * invitations; anyone but the owner leaves.
 */
export function MembersDialog({ project, onClose }: MembersDialogProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { data: members, isPending } = useProjectMembers(project.id);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const manages = project.myRole === 'owner' || project.myRole === 'admin';

  const setRole = async (member: ProjectMemberView, role: InviteRole) => {
    setError(null);
    try {
      await changeMemberRole(project.id, member.id, role);
      await queryClient.invalidateQueries({ queryKey: projectKeys.members(project.id) });
    } catch (failure) {
      setError(errorText(failure, t('projects.errors.generic')));
    }
  };

  if (pending) {
    const leaving = pending.kind === 'leave';
    return (
      <ConfirmDialog
        title={leaving ? t('projects.membersDialog.leave') : t('projects.membersDialog.remove')}
        message={
          leaving
            ? t('projects.membersDialog.leaveConfirm')
            : t('projects.membersDialog.removeConfirm', { name: pending.member.username })
        }
        confirmLabel={leaving ? t('projects.membersDialog.leave') : t('projects.confirmDelete')}
        onConfirm={async () => {
          if (pending.kind === 'leave') {
            await removeMember(project.id, user?._id ?? '');
            dropProject(queryClient, project.id);
            onClose();
          } else {
            await removeMember(project.id, pending.member.id);
            dropMember(queryClient, project.id, pending.member.id);
            announce(t('projects.membersDialog.removeName', { name: pending.member.username }));
          }
        }}
        onClose={() => setPending(null)}
      />
    );
  }

  return (
    <Dialog title={t('projects.membersDialog.title')} closeLabel={t('projects.close')} onClose={onClose}>
      {isPending && <Spinner label={t('projects.membersDialog.loading')} />}
      {error && (
        <p className={`${form.error} ${styles.error}`} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.memberList} data-testid="project-members">
        {members?.map((member) => {
          const self = member.id === user?._id;
          return (
            <li key={member.id} className={styles.member} data-testid="project-member">
              <Avatar username={member.username} avatar={member.avatar} size={36} />
              <span className={styles.memberName}>
                <strong>
                  {member.username} {self ? t('projects.membersDialog.you') : ''}
                </strong>
                {(!manages || member.role === 'owner' || self) && <span>{t(`projects.roles.${member.role}`)}</span>}
              </span>
              {manages && member.role !== 'owner' && !self && (
                <>
                  <select
                    className={`${form.input} ${styles.memberRole}`}
                    value={member.role}
                    aria-label={t('projects.membersDialog.changeRole', { name: member.username })}
                    onChange={(event) => void setRole(member, event.target.value as InviteRole)}
                  >
                    {INVITE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`projects.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className={buttons.iconDanger}
                    onClick={() => setPending({ kind: 'remove', member })}
                    aria-label={t('projects.membersDialog.removeName', { name: member.username })}
                    title={t('projects.membersDialog.removeName', { name: member.username })}
                  >
                    <UserMinus size={18} aria-hidden="true" />
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {manages && <ProjectInvitationsList projectId={project.id} />}
      {project.myRole !== 'owner' && (
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="button" className={buttons.dangerOutline} onClick={() => setPending({ kind: 'leave' })}>
            <LogOut size={16} aria-hidden="true" />
            {t('projects.membersDialog.leave')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
