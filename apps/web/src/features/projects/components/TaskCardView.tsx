import type { TaskView } from '@teamhub/contracts';
import { AlertTriangle, CalendarDays, MessageSquareText, Paperclip, Repeat, SquareCheckBig } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { formatDayMonth } from '../../../lib/formatters';
import { describeRecurrence } from '../utils/recurrence';
import styles from './TaskCard.module.css';

interface TaskCardViewProps {
  task: TaskView;
  /** The reader's today ('YYYY-MM-DD'): an open task due before it is overdue. */
  today: string;
}

/**
 * What a card shows, title first (it starts the card's accessible name). Memoised on the task object:
 * a drag re-renders the sortable shells, not these.
 */
export const TaskCardView = memo(function TaskCardView({ task, today }: TaskCardViewProps) {
  const { t, i18n } = useTranslation();
  const overdue = task.dueDate !== null && task.dueDate < today && task.status !== 'done';
  const priority = t(`projects.priority.${task.priority}`);
  return (
    <>
      <span className={styles.title}>{task.title}</span>
      <span className={styles.meta}>
        <span className={`${styles.priority} ${styles[task.priority]}`}>
          <span className={styles.dot} aria-hidden="true" />
          <span className="visually-hidden">{t('projects.form.priority')}: </span>
          {priority}
        </span>
        {task.isNew && <span className={styles.newBadge}>{t('projects.card.isNew')}</span>}
        {task.checklistTotal > 0 && (
          <span
            className={`${styles.checklist} ${task.checklistDone === task.checklistTotal ? styles.checklistDone : ''}`}
            data-testid="card-checklist"
          >
            <SquareCheckBig size={14} aria-hidden="true" />
            <span aria-hidden="true">
              {task.checklistDone}/{task.checklistTotal}
            </span>
            <span className="visually-hidden">
              {t('projects.checklist.badge', { done: task.checklistDone, total: task.checklistTotal })}
            </span>
          </span>
        )}
        {task.attachmentCount > 0 && (
          <span className={styles.checklist} data-testid="card-attachments">
            <Paperclip size={14} aria-hidden="true" />
            <span aria-hidden="true">{task.attachmentCount}</span>
            <span className="visually-hidden">{t('projects.attachments.badge', { count: task.attachmentCount })}</span>
          </span>
        )}
        {task.recurrence && (
          <Repeat
            size={14}
            className={styles.source}
            role="img"
            aria-label={t('projects.repeat.card', {
              rule: describeRecurrence(task.recurrence, task.dueDate, t, i18n.language),
            })}
            data-testid="card-repeat"
          />
        )}
        {task.sourceMessage && (
          <MessageSquareText size={14} className={styles.source} aria-label={t('projects.card.fromChat')} role="img" />
        )}
      </span>
      {task.tags.length > 0 && (
        <span className={styles.tags}>
          {task.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              #{tag}
            </span>
          ))}
        </span>
      )}
      {(task.dueDate || task.assignee) && (
        <span className={styles.footer}>
          {task.dueDate ? (
            <span className={overdue ? `${styles.due} ${styles.overdue}` : styles.due}>
              {overdue ? <AlertTriangle size={14} aria-hidden="true" /> : <CalendarDays size={14} aria-hidden="true" />}
              <time dateTime={task.dueDate}>{formatDayMonth(task.dueDate)}</time>
              {overdue && <span>{t('projects.card.overdue')}</span>}
            </span>
          ) : (
            <span />
          )}
          {task.assignee ? (
            <span className={styles.assignee} title={t('projects.card.assignee', { name: task.assignee.username })}>
              <Avatar username={task.assignee.username} avatar={task.assignee.avatar} size={24} />
              <span className="visually-hidden">{t('projects.card.assignee', { name: task.assignee.username })}</span>
            </span>
          ) : null}
        </span>
      )}
    </>
  );
});
