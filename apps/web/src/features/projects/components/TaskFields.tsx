import { LIMITS, PRIORITIES, TASK_STATUSES, type ProjectMemberView } from '@teamhub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../../../lib/formatters';
import type { TaskFormValues } from '../utils/task-form';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';
import { FormField } from '../../../components/FormField';

interface TaskFieldsProps {
  values: TaskFormValues;
  onChange: (patch: Partial<TaskFormValues>) => void;
  /** Undefined while they load. */
  members: ProjectMemberView[] | undefined;
  disabled: boolean;
  /** A past due date already on the task may stay; a new one starts today. */
  keepDueDate?: string | null;
}

/** The task form's fields (spec 2 and 5), shared by the create and edit dialogs. */
export function TaskFields({ values, onChange, members, disabled, keepDueDate }: TaskFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const today = localToday();
  const minDue = keepDueDate && keepDueDate < today ? keepDueDate : today;
  return (
    <>
      <FormField label={t('projects.form.taskTitle')}>
        {({ id }) => (
          <input
            id={id}
            className={form.input}
            value={values.title}
            onChange={(event) => onChange({ title: event.target.value })}
            maxLength={LIMITS.projects.taskTitle}
            required
            disabled={disabled}
            autoFocus
          />
        )}
      </FormField>
      <FormField label={t('projects.form.description')}>
        {({ id }) => (
          <textarea
            id={id}
            className={`${form.input} ${styles.textarea}`}
            rows={4}
            value={values.description}
            onChange={(event) => onChange({ description: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField label={t('projects.form.priority')}>
          {({ id }) => (
            <select
              id={id}
              className={form.input}
              value={values.priority}
              onChange={(event) => onChange({ priority: event.target.value as TaskFormValues['priority'] })}
              disabled={disabled}
            >
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`projects.priority.${priority}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('projects.form.status')}>
          {({ id }) => (
            <select
              id={id}
              className={form.input}
              value={values.status}
              onChange={(event) => onChange({ status: event.target.value as TaskFormValues['status'] })}
              disabled={disabled}
            >
              {TASK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`projects.columns.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label={t('projects.form.assignee')}>
          {({ id }) => (
            <select
              id={id}
              className={form.input}
              value={values.assignee}
              onChange={(event) => onChange({ assignee: event.target.value })}
              disabled={disabled || !members}
            >
              {members ? (
                <>
                  <option value="">{t('projects.form.unassigned')}</option>
                  {members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.role === 'owner'
                        ? `${member.username} ${t('projects.form.ownerSuffix')}`
                        : member.username}
                    </option>
                  ))}
                </>
              ) : (
                <option value={values.assignee}>{t('projects.form.loadingMembers')}</option>
              )}
            </select>
          )}
        </FormField>
        <FormField label={t('projects.form.dueDate')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              className={form.input}
              value={values.dueDate}
              min={minDue}
              onChange={(event) => onChange({ dueDate: event.target.value })}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField label={t('projects.form.estimatedHours')}>
          {({ id: fieldId }) => (
            <>
              <input
                id={fieldId}
                type="number"
                inputMode="numeric"
                className={form.input}
                min={1}
                max={999}
                step={1}
                value={values.estimatedHours}
                onChange={(event) => onChange({ estimatedHours: event.target.value })}
                disabled={disabled}
                aria-describedby={`${id}-hours`}
              />
              <span id={`${id}-hours`} className="visually-hidden">
                {t('projects.form.hoursInvalid')}
              </span>
            </>
          )}
        </FormField>
        <FormField label={t('projects.form.tags')}>
          {({ id: fieldId }) => (
            <input
              id={fieldId}
              className={form.input}
              value={values.tags}
              placeholder={t('projects.form.tagsPlaceholder')}
              onChange={(event) => onChange({ tags: event.target.value })}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
