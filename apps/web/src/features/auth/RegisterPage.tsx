import type { Language } from '@teamhub/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from './components/AuthLayout';
import { FormError } from './components/FormError';
import { PasswordField } from './components/PasswordField';
import { authErrorMessage } from './auth-error-message';
import { redirectTarget } from './redirect-target';
import { useSession } from './session/useSession';
import { checkRegisterForm, type RegisterFormValues } from './validation';
import styles from './components/auth.module.css';
import { useTextLang } from '../../i18n/useTextLang';

const EMPTY: RegisterFormValues = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const textLang = useTextLang();
  const { register } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

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
      await register(check.body);
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, t('auth.registrationFailed')));
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <h1 className={styles.title}>{t('auth.registerTitle')}</h1>
      <p className={styles.subtitle}>{t('auth.registerSubtitle')}</p>
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
              placeholder={t('auth.emailPlaceholder')}
              value={values.email}
              onChange={(event) => update('email')(event.target.value)}
            />
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
      <p className={styles.switchLine}>
        {t('auth.haveAccount')}{' '}
        <Link to="/login" state={location.state} lang={textLang('auth.loginNow')}>
          {t('auth.loginNow')}
        </Link>
      </p>
    </AuthLayout>
  );
}
