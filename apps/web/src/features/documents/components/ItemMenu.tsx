import { useMergeRefs } from '@floating-ui/react';
import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFloatingMenu } from '../../../components/useFloatingMenu';
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

/** A menu button: arrow keys move between entries, Escape and a click outside close it. */
export function ItemMenu({ label, entries, trigger, className }: ItemMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Below its button, or above it near the bottom of the screen and the phone's bottom bar.
  const { setReference, setFloating, floatingStyles } = useFloatingMenu({ open, placement: 'bottom-end' });
  const buttonRef = useMergeRefs([button, setReference]);

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
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setOpen((value) => !value);
        }}
      >
        {trigger ?? <MoreVertical size={18} aria-hidden="true" />}
      </button>
      {open && (
        <ul ref={setFloating} style={floatingStyles} className={styles.menu} role="menu" id={id} aria-label={label}>
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
