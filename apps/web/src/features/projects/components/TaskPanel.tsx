import type { TaskView } from '@teamhub/contracts';
import { FileQuestion, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useProjectTasks, useTaskDetail } from '../hooks/useProjectQueries';
import buttons from '../../../components/Button.module.css';
import boardStyles from './Board.module.css';
import cardStyles from './TaskCard.module.css';
import { Checklist } from './Checklist';
import { EditTaskDialog } from './EditTaskDialog';
import { TaskTimeline } from './TaskTimeline';
import styles from './TaskPanel.module.css';

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
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const board = useProjectTasks(projectId);
  const detail = useTaskDetail(taskId);
  const [editing, setEditing] = useState(false);
  // The board's copy of the task is the live one (task events update it).
  const task = board.data?.find((candidate) => candidate.id === taskId);
  const missing = isMissing(board.error) || isMissing(detail.error) || (board.isSuccess && !task);

  useEffect(() => {
    title.current?.focus();
  }, [taskId]);

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
        <TaskFacts task={task} locale={i18n.language} />
        <button type="button" className={`${buttons.secondary} ${styles.edit}`} onClick={() => setEditing(true)}>
          <Pencil size={16} aria-hidden="true" />
          {t('projects.panel.edit')}
        </button>
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
          <h2 id={titleId} ref={title} className={styles.title} tabIndex={-1}>
            {task && !missing ? task.title : t('projects.panel.fallbackTitle')}
          </h2>
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

/** Status, priority, assignee, due date and description, read-only. */
function TaskFacts({ task, locale }: { task: TaskView; locale: string }) {
  const { t } = useTranslation();
  const due = task.dueDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${task.dueDate}T00:00:00Z`),
      )
    : null;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('projects.form.status')}</dt>
        <dd>
          <span className={styles.status}>
            <span className={`${boardStyles.statusDot} ${boardStyles[`status_${task.status}`]}`} aria-hidden="true" />
            {t(`projects.status.${task.status}`)}
          </span>
        </dd>
        <dt>{t('projects.form.priority')}</dt>
        <dd>
          <span className={`${cardStyles.priority} ${cardStyles[task.priority]}`}>
            <span className={cardStyles.dot} aria-hidden="true" />
            {t(`projects.priority.${task.priority}`)}
          </span>
        </dd>
        <dt>{t('projects.form.assignee')}</dt>
        <dd className={styles.assignee}>
          {task.assignee ? (
            <>
              <Avatar username={task.assignee.username} avatar={task.assignee.avatar} size={24} />
              {task.assignee.username}
            </>
          ) : (
            <span className={styles.muted}>{t('projects.form.unassigned')}</span>
          )}
        </dd>
        <dt>{t('projects.form.dueDate')}</dt>
        <dd>
          {task.dueDate ? (
            <time dateTime={task.dueDate}>{due}</time>
          ) : (
            <span className={styles.muted}>{t('projects.panel.noDueDate')}</span>
          )}
        </dd>
      </dl>
      <section className={styles.description}>
        <h3 className={styles.sectionTitle}>{t('projects.form.description')}</h3>
        {task.description ? (
          <p className={styles.descriptionText}>{task.description}</p>
        ) : (
          <p className={styles.muted}>{t('projects.panel.noDescription')}</p>
        )}
      </section>
    </>
  );
}
