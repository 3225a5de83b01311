import { translateServerMessage, type Language } from '@teamhub/contracts';
import { ArrowLeft, MailCheck, ShieldQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage, AuthLayout, FormError, authStyles, useSignupInfo } from '../auth';
import { requestResetMail } from './api';
import { StateScreen } from './components/StateScreen';
import buttons from '../../components/Button.module.css';
import styles from './passwords.module.css';

type Outcome = { kind: 'sent'; message: string } | { kind: 'off' };

/**
 * /forgot-password: an email form that mails a reset link. The answer is the same whether or not the
 * email has an account; on a server without mail the screen says to ask an administrator instead.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Known before anything is typed when the server says so; otherwise the 503 of a request tells.
  const signupInfo = useSignupInfo(undefined);
  const shown: Outcome | null = outcome ?? (signupInfo.data?.passwordResetByEmail === false ? { kind: 'off' } : null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      setOutcome({ kind: 'sent', message: await requestResetMail(email) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 503) setOutcome({ kind: 'off' });
      else setError(authErrorMessage(failure, t('passwords.failed')));
    } finally {
      setBusy(false);
    }
  }

  const backToLogin = (
    <Link to="/login" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('passwords.backToLogin')}
    </Link>
  );

  if (shown?.kind === 'off') {
    return (
      <AuthLayout>
        <StateScreen icon={<ShieldQuestion size={26} />} tone="warning" title={t('passwords.offTitle')}>
          <p className={styles.message}>
            {translateServerMessage('workspace.resetByEmailOff', i18n.language as Language)}
          </p>
          <p className={styles.muted}>{t('passwords.offHint')}</p>
        </StateScreen>
        {backToLogin}
      </AuthLayout>
    );
  }
  if (shown?.kind === 'sent') {
    return (
      <AuthLayout>
        <StateScreen icon={<MailCheck size={26} />} title={t('passwords.sentTitle')}>
          <p className={styles.message} role="status">
            {shown.message}
          </p>
          <p className={styles.muted}>{t('passwords.sentHint')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => setOutcome(null)}>
              {t('passwords.tryAnother')}
            </button>
          </div>
        </StateScreen>
        {backToLogin}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <h1 className={authStyles.title}>{t('passwords.forgotTitle')}</h1>
      <p className={authStyles.subtitle}>{t('passwords.forgotSubtitle')}</p>
      <form className={authStyles.form} onSubmit={handleSubmit}>
        <fieldset disabled={busy} className={authStyles.fieldset}>
          <div className={authStyles.field}>
            <label htmlFor="forgot-email">{t('auth.email')}</label>
            <input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError('');
              }}
            />
          </div>
          <FormError message={error} />
          <button type="submit" className={authStyles.submit}>
            {busy ? t('passwords.sending') : t('passwords.send')}
          </button>
        </fieldset>
      </form>
      {backToLogin}
    </AuthLayout>
  );
}
