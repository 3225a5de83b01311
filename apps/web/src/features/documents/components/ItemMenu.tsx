import { useMergeRefs } from '@floating-ui/react';
import { MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import menu from '../../../components/Menu.module.css';
import { useFloatingMenu } from '../../../components/useFloatingMenu';
import { useMenuButton } from '../../../components/useMenuButton';
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
  const { open, setOpen, id, rootRef, buttonRef, onKeyDown, buttonProps } = useMenuButton();
  // Below its button, or above it near the bottom of the screen and the phone's bottom bar.
  const { setReference, setFloating, floatingStyles } = useFloatingMenu({ open, placement: 'bottom-end' });
  const mergedButtonRef = useMergeRefs([buttonRef, setReference]);

  return (
    <div className={`${styles.menuRoot} ${className ?? ''}`} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={mergedButtonRef}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        title={label}
        {...buttonProps}
        onClick={(event) => {
          event.stopPropagation();
          setOpen((value) => !value);
        }}
      >
        {trigger ?? <MoreVertical size={18} aria-hidden="true" />}
      </button>
      {open && (
        <ul
          ref={setFloating}
          style={floatingStyles}
          className={`${menu.menu} ${styles.menu}`}
          role="menu"
          id={id}
          aria-label={label}
        >
          {entries.map((entry) => (
            <li key={entry.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={entry.danger ? menu.danger : undefined}
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
