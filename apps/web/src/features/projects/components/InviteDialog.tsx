import { INVITE_ROLES, type InviteRole } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useAnnounce } from '../../../components/useAnnounce';
import { ApiError } from '../../../lib/api-error';
import { inviteMember } from '../api';
import { inviteEmailProblem } from '../utils/invite-form';
import { putMember } from '../utils/project-cache';
import styles from './Form.module.css';
import { FormField } from './FormField';

interface InviteDialogProps {
  projectId: string;
  onClose: () => void;
}

/** Invite by email with a role (owner or admin). Typing clears the error. */
export function InviteDialog({ projectId, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = inviteEmailProblem(email);
    if (problem) {
      setError(t(`projects.inviteDialog.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const member = await inviteMember(projectId, { email: email.trim(), role });
      putMember(queryClient, projectId, member);
      announce(t('projects.inviteDialog.done', { name: member.username }));
      onClose();
    } catch (failure) {
      setBusy(false);
      const serverMessage = failure instanceof ApiError && failure.kind === 'http' ? failure.message : '';
      setError(serverMessage || t('projects.inviteDialog.failed'));
    }
  };

  return (
    <Dialog title={t('projects.inviteDialog.title')} closeLabel={t('projects.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('projects.inviteDialog.email')}>
          {(id) => (
            <input
              id={id}
              type="email"
              className={styles.input}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
              autoComplete="off"
              disabled={busy}
              autoFocus
            />
          )}
        </FormField>
        <FormField label={t('projects.inviteDialog.role')}>
          {(id) => (
            <select
              id={id}
              className={styles.select}
              value={role}
              onChange={(event) => setRole(event.target.value as InviteRole)}
              aria-describedby={hintId}
              disabled={busy}
            >
              {INVITE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`projects.roles.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p id={hintId} className={styles.hint}>
          {t(`projects.inviteDialog.hints.${role}`)}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
            {t('projects.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('projects.inviteDialog.busy') : t('projects.inviteDialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
