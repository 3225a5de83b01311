import type { ProjectView } from '@teamhub/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import { errorText } from '../../../../lib/error-text';
import { useCalendarPeriod } from '../../hooks/useCalendarPeriod';
import { useMoveDueDate } from '../../hooks/useMoveDueDate';
import { useProjectMembers, useProjectTasks } from '../../hooks/useProjectQueries';
import { useOpenTaskPanel } from '../../hooks/useTaskPanelRoute';
import type { CalendarTask } from './CalendarChip';
import { FilteredCalendar } from './FilteredCalendar';
import pageStyles from '../../ProjectsPage.module.css';

interface ProjectCalendarProps {
  project: ProjectView;
  onError: (message: string) => void;
}

/**
 * A project's calendar. It reads the board's own cache: the board already holds every task of the
 * project, and the /projects room's task-created/updated/deleted events keep that cache live, so the
 * calendar and the board can never disagree and a move shows on both at once. The board's filters
 * apply here too.
 */
export function ProjectCalendar({ project, onError }: ProjectCalendarProps) {
  const { t } = useTranslation();
  const { data: tasks, isPending, error, refetch } = useProjectTasks(project.id);
  const { data: members } = useProjectMembers(project.id);
  const { period, setPeriod, today, search } = useCalendarPeriod();
  const move = useMoveDueDate(onError);
  const openPanel = useOpenTaskPanel();
  // The panel opens over the calendar, which its address keeps.
  const open = useCallback(
    (task: CalendarTask) => openPanel(project.id, task.id, search),
    [openPanel, project.id, search],
  );

  if (isPending) {
    return (
      <div className={pageStyles.centered}>
        <Spinner label={t('projects.calendar.loading')} />
      </div>
    );
  }
  if (error || !tasks) {
    return (
      <div className={pageStyles.banner} role="alert">
        <span>{errorText(error, t('projects.calendar.loadFailed'))}</span>
        <button type="button" className={pageStyles.linkButton} onClick={() => void refetch()}>
          {t('projects.retry')}
        </button>
      </div>
    );
  }
  return (
    <FilteredCalendar
      tasks={tasks}
      members={members ?? []}
      period={period}
      today={today}
      onPeriod={setPeriod}
      onOpen={open}
      onMove={move}
      onError={onError}
    />
  );
}
