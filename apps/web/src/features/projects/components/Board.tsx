import { TASK_STATUSES, type ProjectView, type TaskStatus, type TaskView } from '@teamhub/contracts';
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
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../../../lib/formatters';
import { createNearViewportWatcher } from '../hooks/useNearViewport';
import { boardCollisionDetection, dropTargetOf, isColumnDropId, type DropData } from '../utils/board-dnd';
import { createColumnSharer, filterColumns, groupByStatus, type Columns, type DropTarget } from '../utils/board-order';
import styles from './Board.module.css';
import { BoardColumn } from './BoardColumn';
import cardStyles from './TaskCard.module.css';
import { TaskCardView } from './TaskCardView';

interface BoardProps {
  project: ProjectView;
  tasks: TaskView[];
  /** The board's filters as a predicate (null: none); hidden cards still count for the WIP limits. */
  filter?: ((task: TaskView) => boolean) | null;
  onMove: (columns: Columns, taskId: string, target: DropTarget, shown: Columns) => void;
  onAddTask: (status: TaskStatus) => void;
  /** A card's click or Enter: its task's panel. */
  onOpenTask: (taskId: string) => void;
  /** A card menu's "Edit": the edit dialog. */
  onEditTask: (taskId: string) => void;
}

/**
 * The four columns with drag and drop: mouse (5 px before a drag), touch (a short press) and keyboard;
 * and each card's menu, which moves it to another column's end without a drag.
 */
export function Board({ project, tasks, filter = null, onMove, onAddTask, onOpenTask, onEditTask }: BoardProps) {
  const { t } = useTranslation();
  const [share] = useState(createColumnSharer);
  const [shareShown] = useState(createColumnSharer);
  const [nearWatcher] = useState(createNearViewportWatcher);
  const columns = useMemo(() => share(groupByStatus(tasks)), [share, tasks]);
  const shown = useMemo(
    () => (filter ? shareShown(filterColumns(columns, filter)) : columns),
    [shareShown, columns, filter],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overStatus, setOverStatus] = useState<TaskStatus | null>(null);
  const today = localToday();
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);

  // Mouse and touch apart: a pointer sensor would also take a finger's pointer events, and the browser's
  // own pan (touch-action allows it before the press is held) cancelled that drag as it began.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens the card; Space picks it up and drops it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      // When the board scrolls sideways to bring the next column in, it does so at once: a drop right
      // after the arrow key lands where the card is shown, not where a smooth scroll has got to.
      scrollBehavior: 'auto',
    }),
  );

  const titleOf = useCallback((id: string | number) => byId.get(String(id))?.title ?? '', [byId]);
  const columnOf = useCallback(
    (status: TaskStatus | undefined) => (status ? t(`projects.columns.${status}`) : ''),
    [t],
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('projects.dnd.picked', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) => {
        if (!over) return undefined;
        const column = columnOf((over.data.current as DropData)?.status);
        if (isColumnDropId(over.id) || over.id === active.id) {
          return t('projects.dnd.overColumn', { title: titleOf(active.id), column });
        }
        return t('projects.dnd.overTask', { title: titleOf(active.id), column, other: titleOf(over.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('projects.dnd.dropped', {
              title: titleOf(active.id),
              column: columnOf((over.data.current as DropData)?.status),
            })
          : t('projects.dnd.cancelled', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('projects.dnd.cancelled', { title: titleOf(active.id) }),
    }),
    [t, titleOf, columnOf],
  );

  // Moves through a card's menu: to the end of the column, as a drop on the column's empty space is.
  const latestColumns = useRef(columns);
  useLayoutEffect(() => {
    latestColumns.current = columns;
  });
  const focusAfterMove = useRef<string | null>(null);
  const moveTo = useCallback(
    (taskId: string, status: TaskStatus) => {
      focusAfterMove.current = taskId;
      onMove(latestColumns.current, taskId, { kind: 'column', status }, latestColumns.current);
    },
    [onMove],
  );
  const claimFocus = useCallback((taskId: string) => {
    if (focusAfterMove.current !== taskId) return false;
    focusAfterMove.current = null;
    return true;
  }, []);

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragOver = (event: DragOverEvent) => setOverStatus(dropTargetOf(event)?.status ?? null);
  const reset = () => {
    setActiveId(null);
    setOverStatus(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const target = dropTargetOf(event);
    reset();
    if (target) onMove(columns, String(event.active.id), target, shown);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisionDetection}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('projects.dnd.instructions') } }}
    >
      {/* While a card is dragged the board does not snap: snapping undid each step of the auto-scroll
          towards an off-screen column on a phone. */}
      <div className={styles.board} data-testid="board" data-dragging={activeId !== null || undefined}>
        {TASK_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            tasks={shown[status]}
            total={columns[status].length}
            filtered={filter !== null}
            wipLimit={project.wipLimits[status]}
            today={today}
            highlighted={overStatus === status && active?.status !== status}
            nearWatcher={nearWatcher}
            onAddTask={onAddTask}
            onOpenTask={onOpenTask}
            onEditTask={onEditTask}
            onMoveTo={moveTo}
            claimFocus={claimFocus}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className={`${cardStyles.card} ${cardStyles.overlay} ${cardStyles[`edge_${active.priority}`]}`}>
            <TaskCardView task={active} today={today} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
