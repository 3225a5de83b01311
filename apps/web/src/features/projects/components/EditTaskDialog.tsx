import type { Language, TaskView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { useAnnounce } from '../../../components/useAnnounce';
import { deleteTask, updateTask } from '../api';
import { useProjectMembers } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { dropTask, putTask } from '../utils/project-cache';
import { taskToForm, toUpdateBody, type TaskFormValues } from '../utils/task-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';
import { TaskFields } from './TaskFields';

interface EditTaskDialogProps {
  task: TaskView;
  onClose: () => void;
  /** After a confirmed delete (the task's panel closes with it); `onClose` when not given. */
  onDeleted?: () => void;
}

/** Every field of a task; only the changed ones are sent. Delete asks first. */
export function EditTaskDialog({ task, onClose, onDeleted = onClose }: EditTaskDialogProps) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TaskFormValues>(() => taskToForm(task));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const members = useProjectMembers(task.projectId).data;
  const onChange = (patch: Partial<TaskFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toUpdateBody(task, values, i18n.language as Language);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (Object.keys(result.body).length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      putTask(queryClient, await updateTask(task.id, result.body));
      announce(t('projects.editTaskDialog.done'));
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, t('projects.errors.generic')));
    }
  };

  const remove = async () => {
    await deleteTask(task.id);
    dropTask(queryClient, task.projectId, task.id);
    announce(t('projects.deleteTask.done'));
    onDeleted();
  };

  if (confirming) {
    return (
      <ConfirmDialog
        title={t('projects.deleteTask.title')}
        message={t('projects.deleteTask.confirm')}
        confirmLabel={t('projects.deleteTask.submit')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    );
  }

  return (
    <Dialog title={t('projects.editTaskDialog.title')} closeLabel={t('projects.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {task.sourceMessage && (
          <Link
            className={styles.sourceLink}
            to={`/chat?c=${encodeURIComponent(task.sourceMessage.conversationId)}`}
            data-testid="task-source-link"
          >
            <MessageSquareText size={16} aria-hidden="true" />
            {t('projects.editTaskDialog.openChat')}
          </Link>
        )}
        <TaskFields values={values} onChange={onChange} members={members} disabled={busy} keepDueDate={task.dueDate} />
        {error && (
          <p className={`${form.error} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <div className={`${form.actions} ${styles.actions}`}>
          <button type="button" className={buttons.dangerOutline} onClick={() => setConfirming(true)} disabled={busy}>
            <Trash2 size={16} aria-hidden="true" />
            {t('projects.editTaskDialog.delete')}
          </button>
          <span className={styles.spacer} />
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy}>
            {t('projects.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy || values.title.trim() === ''}>
            {busy ? t('projects.editTaskDialog.busy') : t('projects.editTaskDialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
