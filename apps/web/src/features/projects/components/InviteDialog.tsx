import { INVITE_ROLES, type InviteRole } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { ApiError } from '../../../lib/api-error';
import { inviteMember, projectKeys } from '../api';
import { inviteEmailProblem } from '../utils/invite-form';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';
import { FormField } from '../../../components/FormField';

interface InviteDialogProps {
  projectId: string;
  onClose: () => void;
}

/**
 * Invite by email with a role (owner or admin). Typing clears the error. The server answers alike for
 * every email (it never says whether the address has an account), so the dialog says the same neutral
 * sentence each time and stays open for the next address.
 */
export function InviteDialog({ projectId, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hintId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The address last invited, for the neutral "sent" sentence. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = inviteEmailProblem(email);
    if (problem) {
      setError(t(`projects.inviteDialog.${problem}`));
      return;
    }
    setBusy(true);
    setSentTo(null);
    try {
      const sent = await inviteMember(projectId, { email: email.trim(), role });
      void queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) });
      setSentTo(sent.email);
      setEmail('');
    } catch (failure) {
      const serverMessage = failure instanceof ApiError && failure.kind === 'http' ? failure.message : '';
      setError(serverMessage || t('projects.inviteDialog.failed'));
    } finally {
      setBusy(false);
    }
  };

  // Once an answer came, the address field again (it was disabled while sending, which took the focus).
  const sending = useRef(false);
  useEffect(() => {
    if (busy) sending.current = true;
    else if (sending.current) {
      sending.current = false;
      emailRef.current?.focus();
    }
  }, [busy]);

  return (
    <Dialog title={t('projects.inviteDialog.title')} closeLabel={t('projects.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('projects.inviteDialog.email')}>
          {({ id }) => (
            <input
              id={id}
              ref={emailRef}
              type="email"
              className={form.input}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
                setSentTo(null);
              }}
              autoComplete="off"
              disabled={busy}
              autoFocus
            />
          )}
        </FormField>
        <FormField label={t('projects.inviteDialog.role')}>
          {({ id }) => (
            <select
              id={id}
              className={form.input}
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
          <p className={`${form.error} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <p className={sentTo ? styles.notice : 'visually-hidden'} role="status" data-testid="invite-sent">
          {sentTo ? t('projects.inviteDialog.sent', { email: sentTo }) : ''}
        </p>
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {sentTo ? t('projects.inviteDialog.finish') : t('projects.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? t('projects.inviteDialog.busy') : t('projects.inviteDialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
