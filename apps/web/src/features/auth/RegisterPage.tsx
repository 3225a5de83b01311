import type { Language, SignupInfo } from '@teamhub/contracts';
import { DoorClosed, Info, MailCheck, TicketX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { adminNoticesStorage } from '../../lib/admin-notices-storage';
import { Spinner } from '../../components/Spinner';
import { AuthLayout } from './components/AuthLayout';
import { FormError } from './components/FormError';
import { PasswordField } from './components/PasswordField';
import { SignupNotice } from './components/SignupNotice';
import { authErrorMessage } from './auth-error-message';
import { redirectTarget } from './redirect-target';
import { useSession } from '../../lib/session/useSession';
import { useSignupInfo } from './signup-api';
import { checkRegisterForm, type RegisterFormValues } from './validation';
import styles from './components/auth.module.css';
import notice from './components/SignupNotice.module.css';
import { useTextLang } from '../../i18n/useTextLang';

const EMPTY: RegisterFormValues = { username: '', email: '', password: '', confirmPassword: '' };

/**
 * What the workspace's sign-up rules let this visitor do: register (with the link's invitation, if it
 * works), or read why not and what to do. Without an answer (the server unreachable) the form is shown
 * and the server's refusal, if any, is shown under it.
 */
type Plan =
  | { kind: 'checking' }
  | { kind: 'blocked'; reason: 'closed' | 'inviteOnly' | 'inviteGone' }
  | { kind: 'form'; info: SignupInfo | undefined; inviteUsable: boolean };

function planOf(info: SignupInfo | undefined, pending: boolean, inviteToken: string | undefined): Plan {
  if (pending) return { kind: 'checking' };
  const inviteUsable = info?.invite?.valid === true;
  if (info?.signupMode === 'closed') return { kind: 'blocked', reason: 'closed' };
  if (info?.signupMode === 'invite' && !inviteUsable) {
    return { kind: 'blocked', reason: inviteToken ? 'inviteGone' : 'inviteOnly' };
  }
  return { kind: 'form', info, inviteUsable };
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteToken = params.get('invite') || undefined;
  const signupInfo = useSignupInfo(inviteToken);
  const plan = planOf(signupInfo.data, signupInfo.isPending, inviteToken);
  const location = useLocation();
  const textLang = useTextLang();

  return (
    <AuthLayout>
      <h1 className={styles.title}>{t('auth.registerTitle')}</h1>
      <p className={styles.subtitle}>{t('auth.registerSubtitle')}</p>
      {plan.kind === 'checking' && (
        <div className={styles.form}>
          <Spinner label={t('signup.checking')} />
        </div>
      )}
      {plan.kind === 'blocked' && <BlockedNotice reason={plan.reason} />}
      {plan.kind === 'form' && (
        <RegisterForm
          info={plan.info}
          inviteToken={plan.inviteUsable ? inviteToken : undefined}
          linkGone={!!inviteToken && !plan.inviteUsable && plan.info !== undefined}
        />
      )}
      <p className={styles.switchLine}>
        {t('auth.haveAccount')}{' '}
        <Link to="/login" state={location.state} lang={textLang('auth.loginNow')}>
          {t('auth.loginNow')}
        </Link>
      </p>
    </AuthLayout>
  );
}

function BlockedNotice({ reason }: { reason: 'closed' | 'inviteOnly' | 'inviteGone' }) {
  const { t } = useTranslation();
  const content = {
    closed: { icon: DoorClosed, title: t('signup.closedTitle'), text: t('signup.closedText') },
    inviteOnly: { icon: MailCheck, title: t('signup.inviteOnlyTitle'), text: t('signup.inviteOnlyText') },
    inviteGone: { icon: TicketX, title: t('signup.inviteGoneTitle'), text: t('signup.inviteGoneText') },
  }[reason];
  return (
    <SignupNotice icon={content.icon} title={content.title} tone="blocked" testId="signup-blocked">
      <p>{content.text}</p>
    </SignupNotice>
  );
}

interface RegisterFormProps {
  info: SignupInfo | undefined;
  /** Sent with the registration only when the link works. */
  inviteToken: string | undefined;
  /** A link was given but does not work, and open sign-up lets the visitor register anyway. */
  linkGone: boolean;
}

function RegisterForm({ info, inviteToken, linkGone }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const textLang = useTextLang();
  const { register } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const boundEmail = inviteToken ? (info?.invite?.email ?? null) : null;
  const [values, setValues] = useState({ ...EMPTY, email: boundEmail ?? '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const domains = !inviteToken && info?.signupMode === 'open' ? info.allowedEmailDomains : [];

  const update = (field: keyof RegisterFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error) setError('');
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkRegisterForm(values, i18n.language as Language);
    if (!check.ok) {
      setError('error' in check ? t('auth.passwordMismatch') : check.message);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const user = await register({ ...check.body, ...(inviteToken ? { inviteToken } : {}) });
      // Only the workspace's first account is made its administrator: greet it as such.
      if (user.role === 'admin') adminNoticesStorage.markWelcome(user.id);
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, t('auth.registrationFailed')));
      setBusy(false);
    }
  }

  return (
    <>
      {inviteToken && (
        <SignupNotice
          icon={MailCheck}
          tone="invited"
          testId="signup-invited"
          title={info?.invite?.invitedBy ? t('signup.invitedBy', { name: info.invite.invitedBy }) : t('signup.invited')}
        >
          <p>{t('signup.invitedText')}</p>
        </SignupNotice>
      )}
      {linkGone && (
        <SignupNotice icon={Info} tone="info" testId="signup-link-gone" title={t('signup.inviteGoneTitle')}>
          <p>{t('signup.inviteGoneOpenText')}</p>
        </SignupNotice>
      )}
      <form className={styles.form} onSubmit={handleSubmit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <div className={styles.field}>
            <label htmlFor="register-username" lang={textLang('auth.nameLabel')}>
              {t('auth.nameLabel')}
            </label>
            <input
              id="register-username"
              name="username"
              autoComplete="username"
              required
              placeholder={t('auth.namePlaceholder')}
              value={values.username}
              onChange={(event) => update('username')(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="register-email" lang={textLang('auth.emailLabel')}>
              {t('auth.emailLabel')}
            </label>
            <input
              id="register-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              readOnly={boundEmail !== null}
              className={boundEmail !== null ? notice.boundEmail : undefined}
              aria-describedby={boundEmail !== null || domains.length > 0 ? 'register-email-hint' : undefined}
              placeholder={t('auth.emailPlaceholder')}
              value={values.email}
              onChange={(event) => update('email')(event.target.value)}
            />
            {boundEmail !== null && (
              <p id="register-email-hint" className={styles.hint}>
                {t('signup.boundEmailHint')}
              </p>
            )}
            {boundEmail === null && domains.length > 0 && (
              <p id="register-email-hint" className={styles.hint} data-testid="signup-domains-hint">
                {t('signup.domainsHint', { domains: domains.join(', ') })}
              </p>
            )}
          </div>
          <PasswordField
            id="register-password"
            name="password"
            label={t('auth.passwordLabel')}
            autoComplete="new-password"
            required
            placeholder={t('auth.passwordPlaceholder')}
            hint={t('auth.passwordHint')}
            value={values.password}
            onChange={(event) => update('password')(event.target.value)}
          />
          <PasswordField
            id="register-confirm-password"
            name="confirmPassword"
            label={t('auth.confirmPasswordLabel')}
            autoComplete="new-password"
            required
            placeholder={t('auth.confirmPasswordPlaceholder')}
            value={values.confirmPassword}
            onChange={(event) => update('confirmPassword')(event.target.value)}
          />
          <FormError message={error} />
          <button type="submit" className={styles.submit} lang={textLang('auth.register')}>
            {busy ? t('auth.registering') : t('auth.register')}
          </button>
        </fieldset>
      </form>
    </>
  );
}
