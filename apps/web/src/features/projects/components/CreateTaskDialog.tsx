import type { CreateTaskBody, Language, ProjectView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useAnnounce } from '../../../components/useAnnounce';
import { createTask } from '../api';
import { useProjectMembers } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { putTask } from '../utils/project-cache';
import { emptyTaskForm, toCreateBody, type TaskFormValues } from '../utils/task-form';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';
import { FormField } from '../../../components/FormField';
import { TaskFields } from './TaskFields';

interface CreateTaskDialogProps {
  /** The project it goes to; with several (made from a chat message), a select chooses among them. */
  projects: ProjectView[];
  initialProjectId: string;
  initial?: Partial<TaskFormValues>;
  sourceMessage?: CreateTaskBody['sourceMessage'];
  /** Shown above the fields (the link back to the chat message). */
  intro?: ReactNode;
  onClose: () => void;
}

export function CreateTaskDialog({
  projects,
  initialProjectId,
  initial,
  sourceMessage,
  intro,
  onClose,
}: CreateTaskDialogProps) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [projectId, setProjectId] = useState(initialProjectId);
  const [values, setValues] = useState<TaskFormValues>(() => ({ ...emptyTaskForm(), ...initial }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = useProjectMembers(projectId || null).data;
  const onChange = (patch: Partial<TaskFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toCreateBody(values, i18n.language as Language, sourceMessage);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setBusy(true);
    try {
      const task = await createTask(projectId, result.body);
      putTask(queryClient, task);
      announce(t('projects.createTaskDialog.done', { title: task.title }));
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, t('projects.errors.generic')));
    }
  };

  return (
    <Dialog title={t('projects.createTaskDialog.title')} closeLabel={t('projects.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {intro}
        {projects.length > 1 && (
          <FormField label={t('projects.form.project')}>
            {({ id }) => (
              <select
                id={id}
                className={form.input}
                value={projectId}
                onChange={(event) => {
                  setProjectId(event.target.value);
                  // Members differ between projects: the assignee is chosen again.
                  onChange({ assignee: '' });
                }}
                disabled={busy}
              >
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <TaskFields values={values} onChange={onChange} members={members} disabled={busy} />
        {error && (
          <p className={`${form.error} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {t('projects.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy || values.title.trim() === ''}>
            {busy ? t('projects.createTaskDialog.busy') : t('projects.createTaskDialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
