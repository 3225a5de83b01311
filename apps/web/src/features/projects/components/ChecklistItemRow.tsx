import { LIMITS, type ChecklistItemView } from '@teamhub/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import styles from './Checklist.module.css';

interface ChecklistItemRowProps {
  item: ChecklistItemView;
  onToggle: (item: ChecklistItemView, done: boolean) => void;
  /** Resolves true once saved. */
  onRename: (item: ChecklistItemView, text: string) => Promise<boolean>;
  onRemove: (item: ChecklistItemView) => void;
}

/**
 * One checklist item: its drag handle (Space picks it up, arrows move it, Space drops it), its
 * checkbox (the text is its label), rename in place (Enter saves, Escape cancels, leaving the field
 * saves too) and remove.
 */
export function ChecklistItemRow({ item, onToggle, onRename, onRemove }: ChecklistItemRowProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.text);
  const editButton = useRef<HTMLButtonElement>(null);
  // Enter or Escape already ended the edit: the blur that follows changes nothing.
  const settled = useRef(false);
  const refocus = useRef(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const start = () => {
    settled.current = false;
    setDraft(item.text);
    setEditing(true);
  };
  const finish = (save: boolean, fromKeyboard: boolean) => {
    if (settled.current) return;
    settled.current = true;
    refocus.current = fromKeyboard;
    setEditing(false);
    const text = draft.trim();
    if (save && text !== '' && text !== item.text) void onRename(item, text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === 'Escape') {
      // Only the edit ends, not the panel.
      event.preventDefault();
      finish(false, true);
    }
  };

  return (
    <li
      ref={setNodeRef}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="checklist-item"
      data-item-id={item.id}
      data-done={item.done || undefined}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={`${buttons.icon} ${styles.handle}`}
        {...attributes}
        {...listeners}
        aria-label={t('projects.checklist.move', { text: item.text })}
        data-testid="checklist-item-handle"
      >
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <input
        id={checkboxId}
        type="checkbox"
        className={styles.checkbox}
        checked={item.done}
        onChange={(event) => onToggle(item, event.target.checked)}
      />
      {editing ? (
        <input
          type="text"
          className={styles.renameField}
          value={draft}
          maxLength={LIMITS.projects.checklistItemText}
          aria-label={t('projects.checklist.renameField', { text: item.text })}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true, false)}
          // The field takes the place of the text the user chose to rename.
          autoFocus
        />
      ) : (
        <label htmlFor={checkboxId} className={styles.text}>
          {item.text}
        </label>
      )}
      {!editing && (
        <button
          ref={editButton}
          type="button"
          className={buttons.icon}
          onClick={start}
          aria-label={t('projects.checklist.rename', { text: item.text })}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className={buttons.icon}
        onClick={() => onRemove(item)}
        aria-label={t('projects.checklist.remove', { text: item.text })}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
