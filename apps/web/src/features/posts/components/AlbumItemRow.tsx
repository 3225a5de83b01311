import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { LIMITS } from '@teamhub/contracts';
import { GripVertical, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AlbumDraftItem } from '../album-draft';
import styles from './AlbumStep.module.css';

interface AlbumItemRowProps {
  item: AlbumDraftItem;
  /** Its place in the album, from 1. */
  number: number;
  onAltText: (altText: string) => void;
  onRemove: () => void;
}

/** One item of the album step: its handle, thumbnail, alt text field and remove button. */
export function AlbumItemRow({ item, number, onAltText, onRemove }: AlbumItemRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const video = item.file.type.startsWith('video/');
  return (
    <li
      ref={setNodeRef}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="album-item"
      data-name={item.file.name}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('album.move', { n: number })}
        data-testid="album-item-handle"
      >
        <GripVertical size={20} aria-hidden="true" />
      </button>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      {video ? (
        <video className={styles.thumb} src={item.previewUrl} muted playsInline preload="metadata" aria-hidden="true" />
      ) : (
        <img className={styles.thumb} src={item.previewUrl} alt="" />
      )}
      <label className={styles.alt}>
        <span className="visually-hidden">{t('album.altText', { n: number })}</span>
        <input
          type="text"
          maxLength={LIMITS.post.altText}
          placeholder={t('album.altPlaceholder')}
          value={item.altText}
          onChange={(event) => onAltText(event.target.value)}
        />
      </label>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={t('album.remove', { n: number })}
        data-testid="album-item-remove"
      >
        <X size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
