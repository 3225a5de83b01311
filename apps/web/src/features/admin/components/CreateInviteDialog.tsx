import type { CreatedInvite } from '@teamhub/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { errorText } from '../../../lib/error-text';
import { useCreateInvite } from '../hooks/useInvites';
import { CreatedInviteLink } from './CreatedInviteLink';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';
import own from './InvitesSection.module.css';

type Unit = 'hours' | 'days';
const HOURS_PER: Record<Unit, number> = { hours: 1, days: 24 };

/** Expiry, uses and an optional email; then the new link, shown this once with a Copy button. */
export function CreateInviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateInvite();
  const [amount, setAmount] = useState('7');
  const [unit, setUnit] = useState<Unit>('days');
  const [maxUses, setMaxUses] = useState('10');
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<{ invite: CreatedInvite; mailed: boolean } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { expiresInHours: Number(amount) * HOURS_PER[unit], maxUses: Number(maxUses), email: email.trim() },
      { onSuccess: setCreated },
    );
  };

  if (created) {
    return (
      <Dialog title={t('admin.invites.createdTitle')} closeLabel={t('admin.close')} onClose={onClose}>
        <CreatedInviteLink invite={created.invite} mailed={created.mailed} onDone={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog title={t('admin.invites.dialogTitle')} closeLabel={t('admin.close')} onClose={onClose}>
      <form className={own.form} onSubmit={submit} noValidate>
        <fieldset className={`${own.field} ${own.plainFieldset}`}>
          <legend className={own.fieldLabel}>{t('admin.invites.expiryLabel')}</legend>
          <div className={own.expiryRow}>
            <input
              className={`${form.input} ${styles.input}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={unit === 'days' ? 30 : 720}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-label={t('admin.invites.expiryLabel')}
              aria-describedby="invite-expiry-hint"
              required
            />
            <select
              className={`${form.input} ${styles.input}`}
              value={unit}
              onChange={(event) => setUnit(event.target.value as Unit)}
              aria-label={t('admin.invites.expiryUnitLabel')}
            >
              <option value="hours">{t('admin.invites.hours')}</option>
              <option value="days">{t('admin.invites.days')}</option>
            </select>
          </div>
          <p id="invite-expiry-hint" className={own.fieldHint}>
            {t('admin.invites.expiryHint')}
          </p>
        </fieldset>
        <div className={own.field}>
          <label htmlFor="invite-max-uses">{t('admin.invites.maxUsesLabel')}</label>
          <input
            id="invite-max-uses"
            className={`${form.input} ${styles.input}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
            aria-describedby="invite-max-uses-hint"
            required
          />
          <p id="invite-max-uses-hint" className={own.fieldHint}>
            {t('admin.invites.maxUsesHint')}
          </p>
        </div>
        <div className={own.field}>
          <label htmlFor="invite-email">{t('admin.invites.emailLabel')}</label>
          <input
            id="invite-email"
            className={`${form.input} ${styles.input}`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="invite-email-hint"
          />
          <p id="invite-email-hint" className={own.fieldHint}>
            {t('admin.invites.emailHint')}
          </p>
        </div>
        {create.isError && (
          <p className={`${form.error} ${styles.error}`} role="alert">
            {errorText(create.error, t('admin.genericError'), { withDetails: true })}
          </p>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={create.isPending}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={create.isPending}>
            {create.isPending ? t('admin.invites.submitting') : t('admin.invites.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
