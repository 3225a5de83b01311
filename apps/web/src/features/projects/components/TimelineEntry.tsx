import type { TaskStatus, TaskTimelineEntry, TaskView } from '@teamhub/contracts';
import { Activity } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import { activityLineText } from '../utils/activity-line';
import styles from './TaskTimeline.module.css';

/** One line of the task's history: "An changed the status from To do to In progress · 5m". */
export function TimelineActivityLine({ entry }: { entry: TaskTimelineEntry }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const { key, values } = activityLineText(entry, {
    status: (status: TaskStatus) => t(`projects.status.${status}`),
    priority: (priority: TaskView['priority']) => t(`projects.priority.${priority}`),
    date: (day) => date.format(new Date(`${day}T00:00:00Z`)),
  });
  return (
    <li className={styles.line} data-testid="timeline-entry" data-type={entry.type}>
      <span className={styles.lineIcon} aria-hidden="true">
        <Activity size={14} />
      </span>
      <span className={styles.lineText}>
        <Trans i18nKey={key} values={values} components={{ b: <strong /> }} />
        {' · '}
        <RelativeTime date={entry.createdAt} className={styles.time} />
      </span>
    </li>
  );
}
