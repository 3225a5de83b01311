import { Check, Eye, EyeOff, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/useSession';
import { deleteAccountRequest } from './api';
import buttons from '../../../components/Button.module.css';
import styles from './AccountSection.module.css';

const GOES = ['profile', 'posts', 'stories', 'documents', 'assistant', 'sessions', 'groups', 'projects'] as const;
const STAYS = ['messages', 'tasks'] as const;

/** The server's words for the password field (a wrong password), else its message, else ours. */
function failureText(failure: unknown, fallback: string): string {
  if (!(failure instanceof ApiError) || failure.kind !== 'http') return fallback;
  const onPassword = Array.isArray(failure.errors)
    ? failure.errors.find((error) => error.path === 'password')
    : undefined;
  return onPassword?.msg ?? (failure.message || fallback);
}

/**
 * "Delete my account": what goes and what stays, the password to confirm, and a danger button that
 * stays busy while the server works. Once deleted, this device signs out and lands on /login, which says so.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { signOutDeleted } = useSession();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t('account.dialog.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccountRequest(password);
      signOutDeleted();
    } catch (failure) {
      setBusy(false);
      setError(failureText(failure, t('account.dialog.failed')));
    }
  };

  return (
    <Dialog
      title={t('account.dialog.title')}
      closeLabel={t('account.dialog.close')}
      onClose={busy ? () => undefined : onClose}
    >
      <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.lead}>{t('account.dialog.lead')}</p>
        <div className={styles.lists}>
          <div className={styles.list} data-tone="goes">
            <h3>{t('account.dialog.goesTitle')}</h3>
            <ul>
              {GOES.map((key) => (
                <li key={key}>
                  <X size={16} aria-hidden="true" />
                  <span>{t(`account.dialog.goes.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.list} data-tone="stays">
            <h3>{t('account.dialog.staysTitle')}</h3>
            <ul>
              {STAYS.map((key) => (
                <li key={key}>
                  <Check size={16} aria-hidden="true" />
                  <span>{t(`account.dialog.stays.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId}>{t('account.dialog.password')}</label>
          <div className={styles.passwordWrap}>
            <input
              id={passwordId}
              name="password"
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={busy}
              autoFocus
            />
            <button
              type="button"
              className={styles.eye}
              onClick={() => setVisible((value) => !value)}
              aria-label={visible ? t('account.dialog.hidePassword') : t('account.dialog.showPassword')}
              disabled={busy}
            >
              {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            </button>
          </div>
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {t('account.dialog.cancel')}
          </button>
          <button type="submit" className={buttons.danger} disabled={busy}>
            {busy ? t('account.dialog.busy') : t('account.dialog.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
