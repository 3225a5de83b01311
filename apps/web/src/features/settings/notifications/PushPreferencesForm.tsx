import { PUSH_CATEGORIES, type PushCategory, type PushPreferences } from '@teamhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { FormField } from '../../../components/FormField';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect';
import { ToggleRow } from '../../../components/ToggleRow';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/useSession';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { fetchPushPreferences, PUSH_PREFERENCES_QUERY_KEY, savePushPreferences } from './api';
import styles from './notifications-settings.module.css';

const HINTS: Partial<Record<PushCategory, 'messagesHint' | 'socialHint' | 'invitationsHint'>> = {
  messages: 'messagesHint',
  social: 'socialHint',
  invitations: 'invitationsHint',
};

/** The form, once the saved preferences are known (its fields start from them). */
function PreferencesFields({ saved }: { saved: PushPreferences }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [categories, setCategories] = useState(saved.categories);
  const [quiet, setQuiet] = useState(saved.quietHours !== null);
  const [start, setStart] = useState(saved.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(saved.quietHours?.end ?? '07:00');
  // Quiet hours never set keep the account's own clock (Settings → Time zone) until changed here.
  const [timeZone, setTimeZone] = useState(saved.quietHours?.timeZone ?? user?.timeZone ?? browserTimeZone());
  const save = useMutation({
    mutationFn: savePushPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(PUSH_PREFERENCES_QUERY_KEY, preferences),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ categories, quietHours: quiet ? { start, end, timeZone } : null });
  };
  const changed = () => save.reset();

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="push-what-title">
      <div className={styles.part}>
        <h3 id="push-what-title">{t('pushSettings.whatTitle')}</h3>
        {PUSH_CATEGORIES.map((category) => {
          const hint = HINTS[category];
          return (
            <ToggleRow
              key={category}
              label={t(`pushSettings.${category}`)}
              hint={hint ? t(`pushSettings.${hint}`) : undefined}
              checked={categories[category]}
              onChange={(checked) => {
                changed();
                setCategories((current) => ({ ...current, [category]: checked }));
              }}
            />
          );
        })}
      </div>
      <div className={styles.part}>
        <h3>{t('pushSettings.quietTitle')}</h3>
        <ToggleRow
          label={t('pushSettings.quietToggle')}
          checked={quiet}
          onChange={(checked) => {
            changed();
            setQuiet(checked);
          }}
        />
        {quiet && (
          <div className={styles.quietFields}>
            <FormField label={t('pushSettings.quietStart')}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  required
                  value={start}
                  onChange={(event) => {
                    changed();
                    setStart(event.target.value);
                  }}
                />
              )}
            </FormField>
            <FormField label={t('pushSettings.quietEnd')}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  required
                  value={end}
                  onChange={(event) => {
                    changed();
                    setEnd(event.target.value);
                  }}
                />
              )}
            </FormField>
            <FormField label={t('pushSettings.timeZone')} className={styles.zone}>
              {(control) => (
                <TimeZoneSelect
                  {...control}
                  required
                  value={timeZone}
                  aria-description={t('pushSettings.timeZoneHint')}
                  onChange={(zone) => {
                    changed();
                    setTimeZone(zone);
                  }}
                />
              )}
            </FormField>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {save.isPending ? t('pushSettings.saving') : t('pushSettings.save')}
        </button>
        <span role="status" className={styles.saved}>
          {save.isSuccess ? t('pushSettings.saved') : ''}
        </span>
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorText(save.error, t('pushSettings.saveFailed'), { withDetails: true })}
        </p>
      )}
    </form>
  );
}

/** What pushes to my devices (categories) and when not (quiet hours), saved on the server for every device. */
export function PushPreferencesForm() {
  const { t } = useTranslation();
  const preferences = useQuery({ queryKey: PUSH_PREFERENCES_QUERY_KEY, queryFn: fetchPushPreferences });
  if (preferences.isPending) {
    return (
      <p className={`${styles.muted} ${styles.part}`} role="status">
        {t('pushSettings.loading')}
      </p>
    );
  }
  if (preferences.isError) {
    return (
      <div className={`${styles.error} ${styles.part}`} role="alert">
        <span>{t('pushSettings.loadFailed')}</span>{' '}
        <button type="button" className={buttons.secondary} onClick={() => void preferences.refetch()}>
          {t('pushSettings.retry')}
        </button>
      </div>
    );
  }
  return <PreferencesFields saved={preferences.data} />;
}
