import { LIMITS, type TaskView } from '@teamhub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { useTaskFieldSave } from '../hooks/useTaskFieldSave';
import { EditableText } from './EditableText';
import styles from './TaskPanel.module.css';

/** The task's description under its fields, edited in place. */
export function TaskDescription({ task, fields }: { task: TaskView; fields: ReturnType<typeof useTaskFieldSave> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.description} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('projects.form.description')}
      </h3>
      <EditableText
        value={task.description}
        label={t('projects.form.description')}
        editLabel={t('projects.panel.editDescription')}
        maxLength={LIMITS.projects.taskDescription}
        multiline
        onSave={(value) => fields.save('description', value)}
      >
        {task.description ? (
          <p className={styles.descriptionText}>{task.description}</p>
        ) : (
          <p className={styles.muted}>{t('projects.panel.noDescription')}</p>
        )}
      </EditableText>
    </section>
  );
}
