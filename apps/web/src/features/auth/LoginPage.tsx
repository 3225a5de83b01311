import { CheckCircle2, Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from './components/AuthLayout';
import { FormError } from './components/FormError';
import { PasswordField } from './components/PasswordField';
import { authErrorMessage } from './auth-error-message';
import { redirectTarget } from './redirect-target';
import { useSession } from '../../lib/session/useSession';
import styles from './components/auth.module.css';
import { useTextLang } from '../../i18n/useTextLang';

export function LoginPage() {
  const { t } = useTranslation();
  const textLang = useTextLang();
  // `endedElsewhere`: sent here because this device's session ended elsewhere.
  const { login, endedElsewhere: sessionEnded, accountDeleted } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Said by the screen that sent the visitor here (a password reset: "sign in with your new password").
  const notice = noticeIn(location.state);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await login({ email, password });
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, t('auth.loginFailed')));
      setBusy(false);
    }
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (error) setError('');
  };

  return (
    <AuthLayout>
      <h1 className={styles.title}>{t('auth.loginTitle')}</h1>
      {notice && (
        <p className={styles.successNotice} role="status">
          <CheckCircle2 size={18} aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}
      {(accountDeleted || sessionEnded) && !notice && (
        <p className={styles.notice} role="status">
          <Info size={18} aria-hidden="true" />
          {/* A deleted account's sessions end too: its own notice says what happened. */}
          <span>{accountDeleted ? t('account.deletedNotice') : t('auth.sessionEndedNotice')}</span>
        </p>
      )}
      <form className={styles.form} onSubmit={handleSubmit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <div className={styles.field}>
            <label htmlFor="login-email">{t('auth.email')}</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(event) => edit(setEmail)(event.target.value)}
            />
          </div>
          <PasswordField
            id="login-password"
            name="password"
            label={t('auth.password')}
            autoComplete="current-password"
            required
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
          />
          <div className={styles.rowEnd}>
            <Link to="/forgot-password" className={styles.mutedLink} lang={textLang('auth.forgotPassword')}>
              {t('auth.forgotPassword')}
            </Link>
          </div>
          <FormError message={error} />
          <button type="submit" className={styles.submit} lang={textLang('auth.signIn')}>
            {busy ? t('auth.signingIn') : t('auth.signIn')}
          </button>
        </fieldset>
      </form>
      <p className={styles.switchLine}>
        {t('auth.noAccount')}{' '}
        <Link to="/register" state={location.state} lang={textLang('auth.registerNow')}>
          {t('auth.registerNow')}
        </Link>
      </p>
    </AuthLayout>
  );
}

function noticeIn(state: unknown): string {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : '';
}
