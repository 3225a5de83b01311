import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './EditableText.module.css';

interface EditableTextProps {
  value: string;
  /** The field's name, read out on the input and on the pencil button ("Edit title"). */
  label: string;
  editLabel: string;
  multiline?: boolean;
  maxLength: number;
  /** What shows when not editing (the heading, the paragraph); clicking it opens the editor too. */
  children: ReactNode;
  /** True when saved; false keeps the editor open (the caller shows why). */
  onSave: (value: string) => Promise<boolean>;
}

/**
 * A text shown as text and edited in place (as Trello and Linear edit a card's title): the pencil
 * button or a click opens the field; Enter (Ctrl/⌘+Enter in a long text) or leaving the field saves,
 * Escape puts the text back. Focus returns to the pencil after.
 */
export function EditableText({ value, label, editLabel, multiline, maxLength, children, onSave }: EditableTextProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pencil = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // After the pencil is back in the page, not before: a frame's timer could run ahead of React's commit.
  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    pencil.current?.focus();
  }, [draft]);

  const close = () => {
    refocus.current = true;
    setDraft(null);
  };
  const commit = async () => {
    if (draft === null || busy) return;
    if (draft === value) return close();
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The panel closes on Escape unless something before it has used the key.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void commit();
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void commit();
  };

  if (draft === null) {
    return (
      <div className={styles.shown}>
        <div className={styles.text} onClick={() => setDraft(value)}>
          {children}
        </div>
        <button
          ref={pencil}
          type="button"
          className={buttons.icon}
          onClick={() => setDraft(value)}
          aria-label={editLabel}
          title={editLabel}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
      </div>
    );
  }

  const field = {
    className: `${form.input} ${multiline ? styles.area : styles.line}`,
    value: draft,
    maxLength,
    disabled: busy,
    'aria-label': label,
    autoFocus: true,
    // A title is usually replaced whole; a long text is added to, so the caret goes to its end.
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      multiline ? event.currentTarget.setSelectionRange(draft.length, draft.length) : event.currentTarget.select(),
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onKeyDown,
  };
  return (
    <form
      className={styles.editor}
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        void commit();
      }}
    >
      {multiline ? <textarea rows={5} {...field} /> : <input {...field} />}
      <div className={styles.actions}>
        {/* Pressing a button keeps the field's focus, so leaving it does not save first. */}
        <button type="submit" className={buttons.primary} disabled={busy} onMouseDown={(e) => e.preventDefault()}>
          {t('projects.panel.save')}
        </button>
        <button
          type="button"
          className={buttons.ghost}
          disabled={busy}
          onMouseDown={(event) => event.preventDefault()}
          onClick={close}
        >
          {t('projects.cancel')}
        </button>
      </div>
    </form>
  );
}
