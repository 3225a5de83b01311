import type { AuthorSummary } from '@teamhub/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Spinner } from '../../../components/Spinner';
import { UserLink } from '../../../components/UserLink';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import styles from './RightColumn.module.css';

const SHOWN_PEOPLE = 8;

interface PeopleWidgetProps<Person extends AuthorSummary> {
  title: string;
  icon: ReactNode;
  query: UseQueryResult<Person[]>;
  emptyText: string;
  failedText: string;
  /** Drawn on each avatar (the online dot). */
  badge?: ReactNode;
  /** A second line under each name. */
  detail?: (person: Person) => string;
  testId: string;
}

/** A right-column card listing people (who is online, whose birthday it is) with a count. */
export function PeopleWidget<Person extends AuthorSummary>({
  title,
  icon,
  query,
  emptyText,
  failedText,
  badge,
  detail,
  testId,
}: PeopleWidgetProps<Person>) {
  const { t } = useTranslation();
  const headingId = useId();
  const people = query.data ?? [];
  const hidden = Math.max(0, people.length - SHOWN_PEOPLE);
  return (
    <section className={styles.widget} aria-labelledby={headingId} data-testid={testId}>
      <header className={styles.widgetHeader}>
        <span className={styles.widgetIcon} aria-hidden="true">
          {icon}
        </span>
        <h2 id={headingId}>{title}</h2>
        {query.isSuccess && <span className={styles.count}>{people.length}</span>}
      </header>
      {query.isPending && <Spinner size="small" label={t('app.loading')} />}
      {query.isError && <p className={styles.muted}>{failedText}</p>}
      {query.isSuccess && people.length === 0 && <p className={styles.muted}>{emptyText}</p>}
      {people.length > 0 && (
        <ul className={styles.people}>
          {people.slice(0, SHOWN_PEOPLE).map((person) => (
            <li key={person._id}>
              <UserLink userId={person._id} className={styles.person}>
                <span className={styles.personAvatar}>
                  <Avatar username={person.username} avatar={person.avatar} size={36} />
                  {badge}
                </span>
                <span className={styles.personText}>
                  <span className={styles.personName}>
                    {person.username}
                    {person.verified && <VerifiedBadge size="tiny" />}
                  </span>
                  {detail && <small>{detail(person)}</small>}
                </span>
              </UserLink>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className={styles.muted}>{t('feed.morePeople', { count: hidden })}</p>}
    </section>
  );
}
