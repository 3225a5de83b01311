import {
  LIMITS,
  PRIORITIES,
  PROJECT_CATEGORIES,
  TASK_STATUSES,
  type Language,
  type ProjectView,
} from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useAnnounce } from '../../../components/useAnnounce';
import { localToday } from '../../../lib/formatters';
import { createProject, updateProject } from '../api';
import { errorText } from '../../../lib/error-text';
import { putProject } from '../utils/project-cache';
import {
  emptyProjectForm,
  projectToForm,
  toCreateProjectBody,
  toUpdateProjectBody,
  type ProjectFormValues,
} from '../utils/project-form';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';
import { FormField } from '../../../components/FormField';

interface ProjectFormDialogProps {
  /** Absent: a new project. */
  project?: ProjectView;
  onClose: () => void;
  onSaved: (project: ProjectView) => void;
}

/** Create a project, or edit one (owner or admin), WIP limits included. */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProjectFormValues>(() =>
    project ? projectToForm(project) : emptyProjectForm(),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const texts = project ? 'editProjectDialog' : 'createProjectDialog';
  const today = localToday();
  const onChange = (patch: Partial<ProjectFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = i18n.language as Language;
    let send: () => Promise<ProjectView>;
    if (project) {
      const result = toUpdateProjectBody(project, values, language);
      if (!result.ok) return setError(result.message);
      if (Object.keys(result.body).length === 0) return onClose();
      send = () => updateProject(project.id, result.body);
    } else {
      const result = toCreateProjectBody(values, language);
      if (!result.ok) return setError(result.message);
      send = () => createProject(result.body);
    }
    setBusy(true);
    try {
      const saved = await send();
      putProject(queryClient, saved);
      announce(t(`projects.${texts}.done`, { name: saved.name }));
      onSaved(saved);
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, t('projects.errors.generic')));
    }
  };

  return (
    <Dialog title={t(`projects.${texts}.title`)} closeLabel={t('projects.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('projects.form.projectName')}>
          {({ id }) => (
            <input
              id={id}
              className={form.input}
              value={values.name}
              onChange={(event) => onChange({ name: event.target.value })}
              maxLength={LIMITS.projects.name}
              required
              disabled={busy}
              autoFocus
            />
          )}
        </FormField>
        <FormField label={t('projects.form.description')}>
          {({ id }) => (
            <textarea
              id={id}
              className={`${form.input} ${styles.textarea}`}
              rows={3}
              value={values.description}
              onChange={(event) => onChange({ description: event.target.value })}
              disabled={busy}
            />
          )}
        </FormField>
        <div className={styles.row}>
          <FormField label={t('projects.form.category')}>
            {({ id }) => (
              <select
                id={id}
                className={form.input}
                value={values.category}
                onChange={(event) => onChange({ category: event.target.value as ProjectFormValues['category'] })}
                disabled={busy}
              >
                {PROJECT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`projects.category.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('projects.form.priority')}>
            {({ id }) => (
              <select
                id={id}
                className={form.input}
                value={values.priority}
                onChange={(event) => onChange({ priority: event.target.value as ProjectFormValues['priority'] })}
                disabled={busy}
              >
                {PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {t(`projects.priority.${priority}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField label={t('projects.form.deadline')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              className={form.input}
              value={values.deadline}
              min={project?.deadline && project.deadline < today ? project.deadline : today}
              onChange={(event) => onChange({ deadline: event.target.value })}
              disabled={busy}
            />
          )}
        </FormField>
        {project && (
          <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.label}>{t('projects.form.wipLimits')}</legend>
            <div className={styles.row4}>
              {TASK_STATUSES.map((status) => (
                <FormField key={status} label={t(`projects.columns.${status}`)}>
                  {({ id }) => (
                    <input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={999}
                      className={form.input}
                      value={values.wipLimits[status]}
                      onChange={(event) =>
                        onChange({ wipLimits: { ...values.wipLimits, [status]: event.target.value } })
                      }
                      disabled={busy}
                    />
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
        )}
        {error && (
          <p className={`${form.error} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {t('projects.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? t(`projects.${texts}.busy`) : t(`projects.${texts}.submit`)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
