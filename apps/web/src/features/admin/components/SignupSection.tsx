import { SIGNUP_MODES, type SignupMode, type WorkspaceSettingsAnswer } from '@teamhub/contracts';
import { AlertTriangle, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/error-text';
import { useSaveSignupSettings, useSignupSettings } from '../hooks/useSignupSettings';
import { DomainsEditor } from './DomainsEditor';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';
import own from './SignupSection.module.css';

/** Sign-up mode and allowed domains; what the server's configuration fixes is shown, not editable. */
export function SignupSection() {
  const { t } = useTranslation();
  const settings = useSignupSettings();
  if (settings.isPending) return <Spinner label={t('admin.loading')} />;
  if (settings.isError) {
    return (
      <p className={`${form.error} ${styles.error}`} role="alert">
        {errorText(settings.error, t('admin.loadFailed'), { withDetails: true })}
      </p>
    );
  }
  // Keyed by what was saved, so the form starts again from the server's values after each save.
  return <SignupForm key={JSON.stringify(settings.data.settings)} answer={settings.data} />;
}

function SignupForm({ answer }: { answer: WorkspaceSettingsAnswer }) {
  const { t } = useTranslation();
  const save = useSaveSignupSettings();
  const [mode, setMode] = useState<SignupMode>(answer.settings.signupMode);
  const [domains, setDomains] = useState(answer.settings.allowedEmailDomains);
  const [saved, setSaved] = useState(false);
  const modeLocked = answer.lockedByConfig.includes('signupMode');
  const domainsLocked = answer.lockedByConfig.includes('allowedEmailDomains');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate({ signupMode: mode, allowedEmailDomains: domains }, { onSuccess: () => setSaved(true) });
  };
  const changed = () => {
    setSaved(false);
    save.reset();
  };

  return (
    <form className={styles.card} onSubmit={submit} data-testid="admin-signup">
      <div>
        <h2 className={own.title}>{t('admin.signup.title')}</h2>
        <p className={styles.hint}>{t('admin.signup.hint')}</p>
      </div>
      {answer.settings.signupMode === 'open' && (
        <p className={styles.note}>
          <AlertTriangle size={18} aria-hidden="true" />
          {t('admin.signup.openWarning')}
        </p>
      )}
      <fieldset className={own.fieldset} disabled={modeLocked}>
        <legend className={own.legend}>{t('admin.signup.modeLabel')}</legend>
        {modeLocked && <LockedNote variable="SIGNUP_MODE" />}
        <div className={own.modes}>
          {SIGNUP_MODES.map((value) => (
            <label key={value} className={own.mode}>
              <input
                type="radio"
                name="signup-mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  changed();
                }}
              />
              <span>
                <strong>{t(`admin.signup.${value}`)}</strong>
                <span className={own.modeHint}>{t(`admin.signup.${value}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <DomainsEditor
        domains={domains}
        locked={domainsLocked}
        onlyWhenOpen={mode !== 'open'}
        onChange={(next) => {
          setDomains(next);
          changed();
        }}
        lockedNote={domainsLocked ? <LockedNote variable="SIGNUP_EMAIL_DOMAINS" /> : null}
      />
      {save.isError && (
        <p className={`${form.error} ${styles.error}`} role="alert">
          {errorText(save.error, t('admin.genericError'), { withDetails: true })}
        </p>
      )}
      <div className={own.footer}>
        <p className={styles.success} role="status">
          {saved ? t('admin.signup.saved') : ''}
        </p>
        <button type="submit" className={buttons.primary} disabled={save.isPending || (modeLocked && domainsLocked)}>
          {save.isPending ? t('admin.signup.saving') : t('admin.signup.save')}
        </button>
      </div>
    </form>
  );
}

function LockedNote({ variable }: { variable: string }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.muted} ${own.locked}`} data-testid="locked-note">
      <Lock size={14} aria-hidden="true" />
      {t('admin.signup.lockedNote', { variable })}
    </p>
  );
}
