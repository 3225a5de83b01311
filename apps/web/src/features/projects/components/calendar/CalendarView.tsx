import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../../components/useAnnounce';
import { formatDayLong, weekdayNames } from '../../utils/calendar-format';
import { createCalendarKeyboard, dayOfDropId, type ChipDragData } from '../../utils/calendar-dnd';
import { monthOf } from '../../utils/calendar-days';
import { dropOutcome, periodDays, tasksByDay, type CalendarPeriod } from '../../utils/calendar-view';
import { CalendarDayAgenda } from './CalendarDayAgenda';
import { CalendarDayCell } from './CalendarDayCell';
import { CalendarHeader } from './CalendarHeader';
import type { CalendarTask } from './CalendarChip';
import styles from './Calendar.module.css';

/** Chips a month's day shows before "+N more" (the week view shows them all). */
const MONTH_DAY_FITS = 3;

interface CalendarViewProps {
  tasks: CalendarTask[];
  period: CalendarPeriod;
  today: string;
  onPeriod: (period: CalendarPeriod) => void;
  onOpen: (task: CalendarTask) => void;
  /** A drop on another day from today on: the task's new due date. */
  onMove: (task: CalendarTask, dueDate: string) => void;
  onError: (message: string) => void;
  /** Whether the filters hide a task (as moved, with its new due date); none without filters. */
  hiddenByFilters?: (task: CalendarTask) => boolean;
}

const taskOf = (data: unknown) => (data as ChipDragData | undefined)?.task;

/** The day listed below the grid until one is chosen: today when shown, else the period's first day. */
function firstDay(period: CalendarPeriod, days: string[], today: string): string {
  const inPeriod = period.kind === 'month' ? monthOf(today) === period.month : days.includes(today);
  if (inPeriod) return today;
  return period.kind === 'month' ? `${period.month}-01` : (days[0] as string);
}

/**
 * A month (six weeks from Monday) or a week of tasks by due date, with drag and drop by mouse, touch
 * and keyboard onto another day, and the chosen day's list below the grid.
 */
export function CalendarView({
  tasks,
  period,
  today,
  onPeriod,
  onOpen,
  onMove,
  onError,
  hiddenByFilters,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const titleId = useId();
  const days = useMemo(() => periodDays(period), [period]);
  const byDay = useMemo(() => tasksByDay(tasks, days), [tasks, days]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedDay = chosen && days.includes(chosen) ? chosen : firstDay(period, days, today);
  const agendaHeading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLOListElement>(null);
  const [keyboard] = useState(createCalendarKeyboard);
  const [dragged, setDragged] = useState<CalendarTask | null>(null);
  const [overDay, setOverDay] = useState<string | null>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboard.coordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      scrollBehavior: 'auto',
    }),
  );

  // A chip moved by keyboard is a new element on its new day: it takes the focus back.
  const focusAfterMove = useRef<string | null>(null);
  const claimFocus = useCallback((taskId: string) => {
    if (focusAfterMove.current !== taskId) return false;
    focusAfterMove.current = null;
    return true;
  }, []);
  const select = useCallback((day: string, focusList: boolean) => {
    setChosen(day);
    if (focusList) requestAnimationFrame(() => agendaHeading.current?.focus());
  }, []);

  const dayName = useCallback((day: string | null) => (day ? formatDayLong(day, i18n.language) : ''), [i18n.language]);
  const announcements = useMemo<Announcements>(() => {
    const title = (data: unknown) => taskOf(data)?.title ?? '';
    return {
      onDragStart: ({ active }) =>
        t('projects.calendar.dnd.picked', {
          title: title(active.data.current),
          day: dayName(taskOf(active.data.current)?.dueDate ?? null),
        }),
      onDragOver: ({ active, over }) => {
        const day = dayOfDropId(over?.id);
        if (!day) return undefined;
        const key = day < today ? 'projects.calendar.dnd.overPast' : 'projects.calendar.dnd.over';
        return t(key, { title: title(active.data.current), day: dayName(day) });
      },
      onDragEnd: ({ active, over }) => {
        const day = dayOfDropId(over?.id);
        if (!day || day < today) return t('projects.calendar.dnd.cancelled', { title: title(active.data.current) });
        return t('projects.calendar.dnd.dropped', { title: title(active.data.current), day: dayName(day) });
      },
      onDragCancel: ({ active }) => t('projects.calendar.dnd.cancelled', { title: title(active.data.current) }),
    };
  }, [t, dayName, today]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const task = taskOf(active.data.current) ?? null;
    keyboard.start(activatorEvent instanceof KeyboardEvent ? (task?.dueDate ?? null) : null);
    setDragged(task);
  };
  const reset = () => {
    setDragged(null);
    setOverDay(null);
    keyboard.start(null);
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    reset();
    const task = taskOf(active.data.current);
    const day = dayOfDropId(over?.id);
    if (!task || !day) return;
    const outcome = dropOutcome(task.dueDate, day, today);
    if (outcome.kind === 'past') onError(t('projects.calendar.pastDay'));
    if (outcome.kind !== 'move') return;
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    const fromAgenda = String(active.id).startsWith('agenda:');
    if (hiddenByFilters?.({ ...task, dueDate: outcome.dueDate })) {
      // No chip will show on its new day to take the focus back: its day does (the list's heading when it was
      // moved from the list, which follows it), rather than the page's start.
      announce(t('projects.calendar.movedHidden', { title: task.title, day: dayName(day) }));
      if (byKeyboard && fromAgenda) select(day, true);
      else if (byKeyboard) {
        requestAnimationFrame(() => grid.current?.querySelector<HTMLElement>(`[data-day="${day}"] > button`)?.focus());
      }
    } else if (byKeyboard) focusAfterMove.current = task.id;
    // Moved from the day's list: the list follows it to its new day.
    if (fromAgenda) setChosen(day);
    onMove(task, outcome.dueDate);
  };

  const weekdays = weekdayNames(i18n.language, 'short', days[0] as string);
  const fits = period.kind === 'month' ? MONTH_DAY_FITS : Number.POSITIVE_INFINITY;
  return (
    <section className={styles.calendar} aria-labelledby={titleId} data-testid="calendar" data-kind={period.kind}>
      <CalendarHeader titleId={titleId} period={period} today={today} selectedDay={selectedDay} onPeriod={onPeriod} />
      <DndContext
        sensors={sensors}
        collisionDetection={keyboard.collisions}
        onDragStart={onDragStart}
        onDragOver={({ over }) => setOverDay(dayOfDropId(over?.id))}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('projects.calendar.dnd.instructions') },
        }}
      >
        <div className={styles.weekdays} aria-hidden="true">
          {weekdays.map((name) => (
            <span key={name}>{name}</span>
          ))}
        </div>
        <ol ref={grid} className={styles.grid} data-kind={period.kind} data-dragging={dragged ? '' : undefined}>
          {days.map((day) => (
            <CalendarDayCell
              key={day}
              day={day}
              tasks={byDay.get(day) ?? []}
              today={today}
              fits={fits}
              outside={period.kind === 'month' && monthOf(day) !== period.month}
              selected={day === selectedDay}
              dropState={dragged && overDay === day ? (day < today ? 'refused' : 'allowed') : null}
              onSelect={select}
              onOpen={onOpen}
              claimFocus={claimFocus}
            />
          ))}
        </ol>
        <CalendarDayAgenda
          ref={agendaHeading}
          day={selectedDay}
          tasks={byDay.get(selectedDay) ?? []}
          today={today}
          onOpen={onOpen}
          claimFocus={claimFocus}
        />
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <div className={`${styles.chip} ${styles.overlay} ${styles[`chip_${dragged.priority}`]}`}>
              <span className={styles.chipDot} aria-hidden="true" />
              <span className={styles.chipTitle}>{dragged.title}</span>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </section>
  );
}
