import { AlertTriangle, CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { formatDayMonth, localToday } from '../../../lib/formatters';
import { useMyTasks } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { compareByDueDate } from '../utils/board-order';
import { ProjectIcon } from './ProjectIcon';
import cardStyles from './TaskCard.module.css';
import styles from '../ProjectsPage.module.css';

/** Tasks assigned to me across projects, each opening its project's board. */
export function MyTasksView() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useMyTasks();
  const tasks = useMemo(() => (data ? [...data].sort(compareByDueDate) : []), [data]);
  const today = localToday();
  return (
    <section className={styles.mine} aria-labelledby="my-tasks-heading">
      <h2 id="my-tasks-heading" className={styles.sectionTitle}>
        {t('projects.mine.title')}
      </h2>
      <p className={styles.subtitle}>{t('projects.mine.subtitle')}</p>
      {isPending && <Spinner label={t('projects.loadingTasks')} />}
      {error && (
        <div className={styles.banner} role="alert">
          <span>{errorText(error, t('projects.errors.loadTasks'))}</span>
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            {t('projects.retry')}
          </button>
        </div>
      )}
      {data && tasks.length === 0 && <p className={styles.emptyInline}>{t('projects.mine.empty')}</p>}
      <ul className={styles.mineList}>
        {tasks.map((task) => {
          const overdue = task.dueDate !== null && task.dueDate < today && task.status !== 'done';
          return (
            <li key={task.id}>
              <Link
                to={`/projects?project=${encodeURIComponent(task.project.id)}`}
                className={styles.mineItem}
                data-testid="my-task"
                data-overdue={overdue}
              >
                <span className={`${cardStyles.priority} ${cardStyles[task.priority]}`}>
                  <span className={cardStyles.dot} aria-hidden="true" />
                  {t(`projects.priority.${task.priority}`)}
                </span>
                <span className={styles.mineTitle}>{task.title}</span>
                <span className={styles.mineProject}>
                  <ProjectIcon name={task.project.name} size={14} />
                  {task.project.name}
                </span>
                <span className={styles.mineStatus}>{t(`projects.columns.${task.status}`)}</span>
                <span className={overdue ? `${cardStyles.due} ${cardStyles.overdue}` : cardStyles.due}>
                  {overdue ? (
                    <AlertTriangle size={14} aria-hidden="true" />
                  ) : (
                    <CalendarDays size={14} aria-hidden="true" />
                  )}
                  {task.dueDate ? formatDayMonth(task.dueDate) : t('projects.mine.noDue')}
                  {overdue && <span>{t('projects.card.overdue')}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
