import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PostMenu.module.css';

export type PostAction = 'edit' | 'delete';

/**
 * The author's ⋯ menu on their own post: Edit and Delete. Arrow keys move between entries, Escape and
 * a click outside close it; choosing an entry hands focus back to the ⋯ button first, so the dialog
 * it opens returns focus there when it closes. It opens below the button, over the post's media: the
 * card is always taller than two entries, so no floating placement (and its library, which the feed's
 * first load would pay for) is needed.
 */
export function PostMenu({ onChoose }: { onChoose: (action: PostAction) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    root.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const choose = (action: PostAction) => {
    close();
    onChoose(action);
  };
  const entries = [
    { action: 'edit' as const, label: t('post.edit'), icon: <Pencil size={16} aria-hidden="true" /> },
    { action: 'delete' as const, label: t('post.delete'), icon: <Trash2 size={16} aria-hidden="true" /> },
  ];

  return (
    <div className={styles.root} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={t('post.options')}
        title={t('post.options')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="post-menu"
      >
        <MoreHorizontal size={20} aria-hidden="true" />
      </button>
      {open && (
        <ul className={styles.menu} role="menu" id={id} aria-label={t('post.options')}>
          {entries.map((entry) => (
            <li key={entry.action} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={entry.action === 'delete' ? styles.danger : undefined}
                onClick={() => choose(entry.action)}
                data-testid={`post-menu-${entry.action}`}
              >
                {entry.icon}
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
