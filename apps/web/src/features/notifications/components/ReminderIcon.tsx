import type { NotificationAction } from '@teamhub/contracts';
import { AlarmClock, CalendarClock } from 'lucide-react';
import styles from './ReminderIcon.module.css';

/**
 * What a reminder shows where other notifications show who acted (no one did): a clock in the
 * 44 px an avatar takes, in the warning's colours once the task is overdue. The sentence says it all;
 * the icon is decoration.
 */
export function ReminderIcon({ action }: { action: NotificationAction }) {
  const overdue = action === 'task-overdue';
  const Icon = overdue ? AlarmClock : CalendarClock;
  return (
    <span className={styles.icon} data-overdue={overdue} data-testid="reminder-icon" aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}
