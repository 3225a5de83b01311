import { LIMITS } from '@teamhub/contracts';
import { FileQuestion, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useProjectTasks, useTaskDetail } from '../hooks/useProjectQueries';
import { useTaskFieldSave } from '../hooks/useTaskFieldSave';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import { Checklist } from './Checklist';
import { EditableText } from './EditableText';
import { EditTaskDialog } from './EditTaskDialog';
import { TaskDescription } from './TaskDescription';
import { RepeatDialog } from './RepeatDialog';
import { TaskProperties } from './TaskProperties';
import { TaskWatchers } from './TaskWatchers';
import { TaskTimeline } from './TaskTimeline';
import styles from './TaskPanel.module.css';
import { TaskAttachments } from './TaskAttachments';

interface TaskPanelProps {
  projectId: string;
  taskId: string;
  onClose: () => void;
}

/** Refused or gone: the panel says the task is not there, rather than that loading failed. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * A task's panel (/projects/:projectId/tasks/:taskId) beside the board, the whole page on phones: its
 * fields as the card has them (live with the board), an "Edit" button for the edit dialog, its
 * checklist, and its activity with the comments. Escape or × closes it.
 */
export function TaskPanel({ projectId, taskId, onClose }: TaskPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const board = useProjectTasks(projectId);
  const detail = useTaskDetail(taskId);
  const [editing, setEditing] = useState(false);
  const [repeating, setRepeating] = useState(false);
  // The board's copy of the task is the live one (task events update it).
  const task = board.data?.find((candidate) => candidate.id === taskId);
  const fields = useTaskFieldSave(task);
  const missing = isMissing(board.error) || isMissing(detail.error) || (board.isSuccess && !task);

  // Once more when the task arrives: its editable heading replaces the one shown while loading.
  const shown = Boolean(task);
  useEffect(() => {
    title.current?.focus();
  }, [taskId, shown]);

  const heading = (text: string) => (
    <h2 id={titleId} ref={title} className={styles.title} tabIndex={-1}>
      {text}
    </h2>
  );

  let body: ReactNode;
  if (missing) {
    body = (
      <div className={styles.notFound} data-testid="task-panel-not-found">
        <FileQuestion size={32} aria-hidden="true" />
        <p className={styles.notFoundTitle}>{t('projects.panel.notFoundTitle')}</p>
        <p>{t('projects.panel.notFoundText')}</p>
      </div>
    );
  } else if (board.error) {
    body = <LoadFailed message={errorText(board.error, t('projects.panel.loadFailed'))} retry={board.refetch} />;
  } else if (!task) {
    body = (
      <div className={styles.centered}>
        <Spinner label={t('projects.panel.loading')} />
      </div>
    );
  } else {
    body = (
      <>
        <TaskProperties task={task} fields={fields} onRepeat={() => setRepeating(true)} />
        {fields.error && (
          <p className={form.error} role="alert" data-testid="task-field-error">
            {fields.error}
          </p>
        )}
        <TaskDescription task={task} fields={fields} />
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => setEditing(true)}>
            <Pencil size={16} aria-hidden="true" />
            {t('projects.panel.edit')}
          </button>
          {detail.data && <TaskWatchers taskId={taskId} watchers={detail.data.watchers} />}
        </div>
        {detail.data && <TaskAttachments projectId={projectId} taskId={taskId} attachments={detail.data.attachments} />}
        {detail.data ? (
          <Checklist taskId={taskId} items={detail.data.checklist} />
        ) : detail.error ? (
          <LoadFailed message={errorText(detail.error, t('projects.checklist.loadFailed'))} retry={detail.refetch} />
        ) : (
          <Spinner label={t('projects.checklist.loading')} />
        )}
        <TaskTimeline projectId={projectId} taskId={taskId} />
      </>
    );
  }

  return (
    <>
      <aside
        className={styles.panel}
        aria-labelledby={titleId}
        data-testid="task-panel"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) onClose();
        }}
      >
        <header className={styles.header}>
          {task && !missing ? (
            <EditableText
              value={task.title}
              label={t('projects.panel.titleField')}
              editLabel={t('projects.panel.editTitle')}
              maxLength={LIMITS.projects.taskTitle}
              onSave={(value) => fields.save('title', value)}
            >
              {heading(task.title)}
            </EditableText>
          ) : (
            heading(t('projects.panel.fallbackTitle'))
          )}
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('projects.panel.close')}
            data-testid="task-panel-close"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        <div className={styles.body}>{body}</div>
      </aside>
      {/* Beside the panel, not in it: the dialog's Escape is its own, not the panel's. */}
      {editing && task && <EditTaskDialog task={task} onClose={() => setEditing(false)} onDeleted={onClose} />}
      {repeating && task && <RepeatDialog task={task} onClose={() => setRepeating(false)} />}
    </>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <span>{message}</span>
      <button type="button" className={styles.retry} onClick={() => void retry()}>
        {t('projects.retry')}
      </button>
    </div>
  );
}
