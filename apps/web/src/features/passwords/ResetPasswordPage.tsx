import { ArrowLeft, LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage, AuthLayout, FormError, PasswordField, authStyles } from '../auth';
import { resetPassword } from './api';
import { StateScreen } from './components/StateScreen';
import buttons from '../../components/Button.module.css';
import styles from './passwords.module.css';

/** What /login shows above its form after a reset (see LoginPage). */
export interface LoginNotice {
  notice: string;
}

/**
 * /reset-password?token=…: a new password and its confirmation, with the registration rule under it.
 * Success ends every session, so the person signs in again: /login says so.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [linkGone, setLinkGone] = useState(false);
  const [busy, setBusy] = useState(false);

  const backToLogin = (
    <Link to="/login" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('passwords.backToLogin')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout>
        <StateScreen icon={<LinkIcon size={26} />} tone="warning" title={t('passwords.resetTitle')}>
          <p className={styles.message}>{t('passwords.linkIncomplete')}</p>
          <div className={styles.actions}>
            <Link to="/forgot-password" className={buttons.secondary}>
              {t('passwords.askNewLink')}
            </Link>
          </div>
        </StateScreen>
        {backToLogin}
      </AuthLayout>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirm) {
      setError(t('auth.passwordMismatch'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const notice = await resetPassword(token, password);
      void navigate('/login', { replace: true, state: { notice } satisfies LoginNotice });
    } catch (failure) {
      setLinkGone(failure instanceof ApiError && failure.status === 410);
      setError(authErrorMessage(failure, t('passwords.resetFailed')));
      setBusy(false);
    }
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (error && !linkGone) setError('');
  };

  return (
    <AuthLayout>
      <h1 className={authStyles.title}>{t('passwords.resetTitle')}</h1>
      <p className={authStyles.subtitle}>{t('passwords.resetSubtitle')}</p>
      <form className={authStyles.form} onSubmit={handleSubmit}>
        <fieldset disabled={busy} className={authStyles.fieldset}>
          <PasswordField
            id="reset-password"
            name="newPassword"
            label={t('passwords.newPassword')}
            autoComplete="new-password"
            required
            placeholder={t('auth.passwordPlaceholder')}
            hint={t('auth.passwordHint')}
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
          />
          <PasswordField
            id="reset-confirm-password"
            name="confirmPassword"
            label={t('passwords.confirmPassword')}
            autoComplete="new-password"
            required
            placeholder={t('auth.confirmPasswordPlaceholder')}
            value={confirm}
            onChange={(event) => edit(setConfirm)(event.target.value)}
          />
          <FormError message={error} />
          {linkGone && (
            <p className={styles.errorLink}>
              <Link to="/forgot-password">{t('passwords.askNewLink')}</Link>
            </p>
          )}
          <button type="submit" className={authStyles.submit}>
            {busy ? t('passwords.saving') : t('passwords.save')}
          </button>
        </fieldset>
      </form>
      {backToLogin}
    </AuthLayout>
  );
}
