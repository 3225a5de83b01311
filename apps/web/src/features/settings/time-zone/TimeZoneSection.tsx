import { TASK_REMINDERS } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { FormField } from '../../../components/FormField';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect';
import { useSession } from '../../../lib/session/useSession';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { useSaveTimeZone } from '../hooks/useSaveTimeZone';
import styles from './TimeZoneSection.module.css';

const REMINDER_TIME = `${String(TASK_REMINDERS.hour).padStart(2, '0')}:00`;

/** Settings → Time zone: the clock task reminders keep, and the one "today" is read on. */
export function TimeZoneSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const save = useSaveTimeZone();
  const device = browserTimeZone();
  const saved = user?.timeZone ?? null;
  return (
    <section className={className} aria-labelledby="time-zone-title" data-testid="time-zone-settings">
      <h2 id="time-zone-title">{t('settings.timeZoneTitle')}</h2>
      <p className={styles.hint} id="time-zone-hint">
        {t('settings.timeZoneHint', { time: REMINDER_TIME })}
      </p>
      <div className={styles.row}>
        <FormField label={t('settings.timeZoneLabel')} id="time-zone-select" className={styles.field}>
          {(control) => (
            <TimeZoneSelect
              {...control}
              aria-describedby="time-zone-hint"
              value={saved ?? device}
              onChange={(zone) => save.mutate(zone)}
            />
          )}
        </FormField>
        {saved !== null && saved !== device && (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.useDevice}`}
            onClick={() => save.mutate(device)}
          >
            {t('settings.timeZoneUseDevice', { zone: device.replaceAll('_', ' ') })}
          </button>
        )}
      </div>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {t('settings.timeZoneSaveFailed')}
        </p>
      )}
    </section>
  );
}
