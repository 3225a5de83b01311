import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Items.module.css';

export interface MenuEntry {
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

interface ItemMenuProps {
  label: string;
  entries: MenuEntry[];
  /** The button's icon; ⋮ when absent. */
  trigger?: ReactNode;
  className?: string;
}

/** Height a menu of six entries needs below its button. */
const MENU_ROOM = 320;

/** A menu button: arrow keys move between entries, Escape and a click outside close it. */
export function ItemMenu({ label, entries, trigger, className }: ItemMenuProps) {
  const [open, setOpen] = useState(false);
  // Near the bottom of the screen (and the phone's bottom bar) the menu opens upwards.
  const [upwards, setUpwards] = useState(false);
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
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={`${styles.menuRoot} ${className ?? ''}`} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          event.stopPropagation();
          const box = event.currentTarget.getBoundingClientRect();
          setUpwards(window.innerHeight - box.bottom < MENU_ROOM && box.top > MENU_ROOM);
          setOpen((value) => !value);
        }}
      >
        {trigger ?? <MoreVertical size={18} aria-hidden="true" />}
      </button>
      {open && (
        <ul className={styles.menu} role="menu" id={id} aria-label={label} data-upwards={upwards || undefined}>
          {entries.map((entry) => (
            <li key={entry.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={entry.danger ? styles.menuDanger : undefined}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(false);
                  entry.onSelect();
                }}
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
