import {
  nextDueDate,
  recurrenceSchema,
  translateServerMessage,
  type Language,
  type RecurrenceFrequency,
  type TaskView,
} from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { useAnnounce } from '../../../components/useAnnounce';
import { errorText } from '../../../lib/error-text';
import { formatDayMonth, localToday } from '../../../lib/formatters';
import { updateTask } from '../api';
import { putTask } from '../utils/project-cache';
import { fromDraft, ISO_WEEKDAYS, toDraft, weekdayName, type RecurrenceDraft } from '../utils/recurrence';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';
import repeat from './RepeatDialog.module.css';

const FREQUENCIES = ['none', 'daily', 'weekly', 'monthly'] as const satisfies readonly (RecurrenceFrequency | 'none')[];

/**
 * How a task repeats (issue 31): none, daily, weekly on chosen days or monthly on a day, every N;
 * the next due date is previewed from the task's own. A task without a due date is told to get one
 * first (the next one is due from it).
 */
export function RepeatDialog({ task, onClose }: { task: TaskView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RecurrenceDraft>(() => toDraft(task.recurrence, task.dueDate));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<RecurrenceDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const body = fromDraft(draft);
  const parsed = body === null ? null : recurrenceSchema.safeParse(body);
  const next =
    parsed?.success && task.dueDate ? formatDayMonth(nextDueDate(parsed.data, task.dueDate, localToday())) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed && !parsed.success) {
      setError(translateServerMessage(parsed.error.issues[0]?.message ?? 'projects.recurrenceInvalid', language));
      return;
    }
    setBusy(true);
    try {
      putTask(queryClient, await updateTask(task.id, { recurrence: parsed ? parsed.data : null }));
      announce(t(parsed ? 'projects.repeat.saved' : 'projects.repeat.stopped'));
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, t('projects.errors.generic')));
    }
  };

  const repeats = draft.frequency !== 'none';
  const unit = draft.frequency === 'none' ? '' : t(`projects.repeat.unit_${draft.frequency}`);
  return (
    <Dialog title={t('projects.repeat.dialogTitle')} closeLabel={t('projects.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <FormField label={t('projects.repeat.frequency')}>
            {({ id }) => (
              <select
                id={id}
                className={form.input}
                value={draft.frequency}
                onChange={(event) => change({ frequency: event.target.value as RecurrenceDraft['frequency'] })}
                disabled={busy}
              >
                {FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {t(frequency === 'none' ? 'projects.repeat.none' : `projects.repeat.${frequency}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {repeats && (
            <FormField label={t('projects.repeat.interval')}>
              {({ id }) => (
                <span className={repeat.interval}>
                  <input
                    id={id}
                    className={form.input}
                    inputMode="numeric"
                    maxLength={2}
                    value={draft.interval}
                    aria-describedby={`${id}-unit`}
                    onChange={(event) => change({ interval: event.target.value })}
                    disabled={busy}
                  />
                  <span id={`${id}-unit`}>{unit}</span>
                </span>
              )}
            </FormField>
          )}
        </div>
        {draft.frequency === 'weekly' && (
          <fieldset className={repeat.weekdays}>
            <legend className={styles.label}>{t('projects.repeat.weekdays')}</legend>
            {ISO_WEEKDAYS.map((day) => {
              const on = draft.weekdays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  className={repeat.weekday}
                  aria-pressed={on}
                  onClick={() =>
                    change({
                      weekdays: on ? draft.weekdays.filter((other) => other !== day) : [...draft.weekdays, day],
                    })
                  }
                  disabled={busy}
                >
                  <span aria-hidden="true">{weekdayName(day, language)}</span>
                  <span className="visually-hidden">{weekdayName(day, language, 'long')}</span>
                </button>
              );
            })}
          </fieldset>
        )}
        {draft.frequency === 'monthly' && (
          <FormField label={t('projects.repeat.monthDay')}>
            {({ id }) => (
              <>
                <input
                  id={id}
                  className={`${form.input} ${repeat.monthDay}`}
                  inputMode="numeric"
                  maxLength={2}
                  value={draft.monthDay}
                  onChange={(event) => change({ monthDay: event.target.value })}
                  disabled={busy}
                />
                <p className={styles.hint}>{t('projects.repeat.shortMonth')}</p>
              </>
            )}
          </FormField>
        )}
        {repeats &&
          (task.dueDate ? (
            <div className={repeat.summary} aria-live="polite">
              {next && <p className={repeat.next}>{t('projects.repeat.next', { date: next })}</p>}
              <p className={styles.hint}>{t('projects.repeat.explain')}</p>
            </div>
          ) : (
            <p className={styles.hint} data-testid="repeat-needs-due-date">
              {t('projects.repeat.needsDueDate')}
            </p>
          ))}
        {error && (
          <p className={`${form.error} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          <span className={styles.spacer} />
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {t('projects.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy || (repeats && !task.dueDate)}>
            {t('projects.repeat.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
