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
import { LIMITS } from '@teamhub/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import creatorStyles from '../../../components/MediaCreator.module.css';
import type { AlbumDraftItem } from '../album-draft';
import type { WizardAction } from '../wizard-state';
import { AlbumItemRow } from './AlbumItemRow';
import { StepToolbar } from './StepToolbar';
import styles from './AlbumStep.module.css';

interface AlbumStepProps {
  items: AlbumDraftItem[];
  dispatch: (action: WizardAction) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2 of an album (more than one file): the items in order, each with its alt text, reordered by
 * dragging its handle (mouse or touch) or from the keyboard (Space picks it up, arrows move it, Space
 * drops it, Escape cancels), or removed. Back drops every file, as for one.
 */
export function AlbumStep({ items, dispatch, onBack, onNext }: AlbumStepProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const numberOf = useCallback((id: string | number) => ids.indexOf(String(id)) + 1, [ids]);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('album.picked', { n: numberOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('album.over', { n: numberOf(active.id), position: numberOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('album.dropped', { n: numberOf(active.id), position: numberOf(over.id) })
          : t('album.cancelled', { n: numberOf(active.id) }),
      onDragCancel: ({ active }) => t('album.cancelled', { n: numberOf(active.id) }),
    }),
    [t, numberOf],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch({ type: 'itemMoved', from: ids.indexOf(String(active.id)), to: ids.indexOf(String(over.id)) });
  };

  return (
    <>
      <StepToolbar
        title={t('album.orderTitle', { count: items.length })}
        onBack={onBack}
        action={
          <button type="button" className={creatorStyles.textAction} onClick={onNext}>
            {t('createPost.next')}
          </button>
        }
      />
      <p className={creatorStyles.hint}>{t('album.orderHint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('album.instructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} data-testid="album-items" data-max={LIMITS.post.albumMaxItems}>
            {items.map((item, index) => (
              <AlbumItemRow
                key={item.id}
                item={item}
                number={index + 1}
                onAltText={(altText) => dispatch({ type: 'itemAltChanged', id: item.id, altText })}
                onRemove={() => dispatch({ type: 'itemRemoved', id: item.id })}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
