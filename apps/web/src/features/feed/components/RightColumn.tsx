import { useQuery } from '@tanstack/react-query';
import { Cake, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fetchBirthdays, fetchOnlineUsers, peopleKeys } from '../api';
import { formatBirthday } from '../birthday-date';
import { useWatchPresence } from '../hooks/useWatchPresence';
import { PeopleWidget } from './PeopleWidget';
import styles from './RightColumn.module.css';

const YEAR = new Date().getFullYear();

/** Present (who is online now), Birthday (whose birthday is today) and the copyright line. */
export function RightColumn() {
  const { t, i18n } = useTranslation();
  // Kept fresh by the presence batches this widget watches.
  useWatchPresence();
  const online = useQuery({ queryKey: peopleKeys.online, queryFn: fetchOnlineUsers });
  const birthdays = useQuery({ queryKey: peopleKeys.birthdays, queryFn: fetchBirthdays, staleTime: 10 * 60_000 });
  return (
    <aside className={styles.column} aria-label={t('feed.sidebarLabel')}>
      <PeopleWidget
        title={t('feed.present')}
        icon={<Users size={16} />}
        query={online}
        emptyText={t('feed.nobodyOnline')}
        failedText={t('feed.presentFailed')}
        badge={<span className={styles.onlineDot} aria-hidden="true" />}
        testId="present-widget"
      />
      <PeopleWidget
        title={t('feed.birthday')}
        icon={<Cake size={16} />}
        query={birthdays}
        emptyText={t('feed.noBirthdays')}
        failedText={t('feed.birthdaysFailed')}
        detail={(person) => t('feed.birthdayOn', { date: formatBirthday(person.birthday, i18n.language) })}
        testId="birthday-widget"
      />
      <p className={styles.copyright}>{t('feed.copyright', { year: YEAR })}</p>
    </aside>
  );
}
