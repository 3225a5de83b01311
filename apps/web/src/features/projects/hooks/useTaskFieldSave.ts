import type { Language, TaskView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/useAnnounce';
import { errorText } from '../../../lib/error-text';
import { updateTask } from '../api';
import { putTask } from '../utils/project-cache';
import { taskToForm, toUpdateBody, type TaskFormValues } from '../utils/task-form';

/**
 * Saves one field of a task edited in place in its panel (issue 31): checked with the same rules as
 * the edit dialog, only a real change is sent, and the answer lands in the board's cache as a live
 * event would (no task yet: nothing to save). `error` is the last refusal, in the reader's language, until the next save.
 */
export function useTaskFieldSave(task: TaskView | undefined) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<keyof TaskFormValues | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** True when saved (or nothing changed); false when refused, with `error` saying why. */
  const save = async (field: keyof TaskFormValues, value: string): Promise<boolean> => {
    if (!task) return false;
    const result = toUpdateBody(task, { ...taskToForm(task), [field]: value }, i18n.language as Language);
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    setError(null);
    if (Object.keys(result.body).length === 0) return true;
    setSaving(field);
    try {
      putTask(queryClient, await updateTask(task.id, result.body));
      announce(t('projects.panel.saved'));
      return true;
    } catch (failure) {
      setError(errorText(failure, t('projects.errors.generic')));
      return false;
    } finally {
      setSaving(null);
    }
  };

  return { save, saving, error };
}
