import { LIMITS, type ChecklistItemView } from '@teamhub/contracts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/useAnnounce';
import { useChecklistActions } from '../hooks/useChecklistActions';
import { progressOf } from '../utils/checklist';
import styles from './Checklist.module.css';
import { ChecklistItemRow } from './ChecklistItemRow';

interface ChecklistProps {
  taskId: string;
  items: ChecklistItemView[];
}

/**
 * A task's checklist in its panel: progress, the items in order (reordered by their handles, with
 * the mouse, a finger or the keyboard) and "Add an item" at the end, which keeps the focus so items
 * can be added one after another.
 */
export function Checklist({ taskId, items }: ChecklistProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const headingId = useId();
  const actions = useChecklistActions(taskId);
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const [dragging, setDragging] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const progress = progressOf(items);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const describe = useCallback(
    (id: string | number, overId: string | number = id) => ({
      text: items.find((item) => item.id === String(id))?.text ?? '',
      position: ids.indexOf(String(overId)) + 1,
      total: ids.length,
    }),
    [items, ids],
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('projects.checklist.picked', describe(active.id)),
      onDragOver: ({ active, over }) => (over ? t('projects.checklist.over', describe(active.id, over.id)) : undefined),
      onDragEnd: ({ active, over }) =>
        over
          ? t('projects.checklist.dropped', describe(active.id, over.id))
          : t('projects.checklist.cancelled', describe(active.id)),
      onDragCancel: ({ active }) => t('projects.checklist.cancelled', describe(active.id)),
    }),
    [t, describe],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const item = items.find((candidate) => candidate.id === String(active.id));
    if (!item || !over || active.id === over.id) return;
    void actions.move(item, ids.indexOf(String(over.id)));
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || adding) return;
    setAdding(true);
    const added = await actions.add(text);
    setAdding(false);
    if (added) {
      setDraft('');
      announce(t('projects.checklist.added', { text }));
    }
    field.current?.focus();
  };
  const remove = (item: ChecklistItemView) => {
    void actions.remove(item);
    announce(t('projects.checklist.removed', { text: item.text }));
    // Its buttons are gone: the focus waits in the field at the end.
    field.current?.focus();
  };
  // Escape while an item is held cancels the move (dnd-kit), not the whole panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (dragging && event.key === 'Escape') event.preventDefault();
  };

  return (
    <section className={styles.checklist} aria-labelledby={headingId} onKeyDown={onKeyDown} data-testid="checklist">
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {t('projects.checklist.title')}
        </h3>
        {progress.total > 0 && (
          <span className={styles.count} data-testid="checklist-progress">
            <span aria-hidden="true">
              {progress.done}/{progress.total}
            </span>
            <span className="visually-hidden">{t('projects.checklist.progress', progress)}</span>
          </span>
        )}
      </div>
      {progress.total > 0 && (
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={headingId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={t('projects.checklist.progress', progress)}
        >
          <span className={styles.barFill} style={{ width: `${progress.percent}%` }} />
        </div>
      )}
      {actions.error && (
        <p className={styles.error} role="alert">
          {actions.error}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setDragging(true)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(false)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('projects.checklist.instructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.length > 0 ? (
            <ol className={styles.list} aria-labelledby={headingId} data-testid="checklist-items">
              {items.map((item) => (
                <ChecklistItemRow
                  key={item.id}
                  item={item}
                  onToggle={(target, done) => void actions.toggle(target, done)}
                  onRename={actions.rename}
                  onRemove={remove}
                />
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>{t('projects.checklist.empty')}</p>
          )}
        </SortableContext>
      </DndContext>
      <form className={styles.addForm} onSubmit={(event) => void add(event)}>
        <Plus size={18} aria-hidden="true" className={styles.addIcon} />
        <input
          ref={field}
          type="text"
          className={styles.addField}
          value={draft}
          maxLength={LIMITS.projects.checklistItemText}
          placeholder={t('projects.checklist.add')}
          aria-label={t('projects.checklist.add')}
          aria-busy={adding || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (actions.error) actions.clearError();
          }}
          data-testid="checklist-add"
        />
      </form>
    </section>
  );
}
