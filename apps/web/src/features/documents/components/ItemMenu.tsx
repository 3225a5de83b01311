import { useMergeRefs } from '@floating-ui/react';
import { MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { MenuList, type MenuEntry } from '../../../components/MenuList';
import { useFloatingMenu } from '../../../components/useFloatingMenu';
import { useMenuButton } from '../../../components/useMenuButton';
import styles from './Items.module.css';

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
        <MenuList
          ref={setFloating}
          style={floatingStyles}
          classes={{ menu: styles.menu, danger: styles.menuDanger }}
          id={id}
          label={label}
          entries={entries.map((entry) => ({
            ...entry,
            onSelect: (event) => {
              event.stopPropagation();
              setOpen(false);
              entry.onSelect(event);
            },
          }))}
        />
      )}
    </div>
  );
}
