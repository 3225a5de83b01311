import type { ProjectView } from '@teamhub/contracts';
import { useCallback } from 'react';
import { useCalendarPeriod } from '../../hooks/useCalendarPeriod';
import { useMoveDueDate } from '../../hooks/useMoveDueDate';
import { useProjectMembers, useProjectTasks } from '../../hooks/useProjectQueries';
import { useOpenTaskPanel } from '../../hooks/useTaskPanelRoute';
import type { CalendarTask } from './CalendarChip';
import { FilteredCalendar } from './FilteredCalendar';

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
  const { data: tasks, error, refetch } = useProjectTasks(project.id);
  const { data: members } = useProjectMembers(project.id);
  const { period, setPeriod, today, search } = useCalendarPeriod();
  const move = useMoveDueDate(onError);
  const openPanel = useOpenTaskPanel();
  // The panel opens over the calendar, which its address keeps.
  const open = useCallback(
    (task: CalendarTask) => openPanel(project.id, task.id, search),
    [openPanel, project.id, search],
  );

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
      error={error}
      onRetry={() => void refetch()}
    />
  );
}
