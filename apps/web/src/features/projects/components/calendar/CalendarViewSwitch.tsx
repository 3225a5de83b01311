import { CalendarDays, KanbanSquare, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseBoardFilters, writeBoardFilters } from '../../utils/board-filters';
import styles from './Calendar.module.css';

type SwitchKind = 'project' | 'mine';

/** A project's Board | Calendar, or across projects My tasks | All projects calendar: links, so each view has its address. */
export function CalendarViewSwitch({ kind }: { kind: SwitchKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = params.get('view');
  const to = (nextView: string | null) => {
    const project = params.get('project');
    let next = new URLSearchParams();
    if (kind === 'project' && project) next.set('project', project);
    if (nextView) next.set('view', nextView);
    // Board and Calendar share the filters; the period (month, week) is the calendar's own and is left.
    if (kind === 'project') next = writeBoardFilters(next, parseBoardFilters(params));
    return `/projects${next.size > 0 ? `?${next.toString()}` : ''}`;
  };
  const items =
    kind === 'project'
      ? [
          { view: null, label: t('projects.calendar.board'), icon: KanbanSquare, current: view !== 'calendar' },
          {
            view: 'calendar',
            label: t('projects.calendar.calendar'),
            icon: CalendarDays,
            current: view === 'calendar',
          },
        ]
      : [
          { view: 'mine', label: t('projects.calendar.mineList'), icon: ListChecks, current: view === 'mine' },
          {
            view: 'all-calendar',
            label: t('projects.calendar.allCalendar'),
            icon: CalendarDays,
            current: view === 'all-calendar',
          },
        ];
  return (
    <nav
      className={styles.viewSwitch}
      aria-label={t(kind === 'project' ? 'projects.calendar.viewsLabel' : 'projects.calendar.mineViewsLabel')}
    >
      {items.map(({ view: itemView, label, icon: Icon, current }) => (
        <Link
          key={label}
          to={to(itemView)}
          replace
          className={styles.viewLink}
          aria-current={current ? 'page' : undefined}
          data-testid={`view-${itemView ?? 'board'}`}
        >
          <Icon size={16} aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
