import type { CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import styles from './Menu.module.css';

export interface MenuEntry {
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  testId?: string;
  onSelect: (event: MouseEvent) => void;
}

interface MenuListProps {
  id: string;
  label: string;
  entries: readonly MenuEntry[];
  /** Where the menu opens and how wide it is: the menu's own module. */
  className?: string;
  ref?: Ref<HTMLUListElement>;
  style?: CSSProperties;
}

/** A menu button's entries, in the shared menu style; useMenuButton moves the focus between them. */
export function MenuList({ id, label, entries, className, ref, style }: MenuListProps) {
  return (
    <ul
      ref={ref}
      style={style}
      className={className ? `${styles.menu} ${className}` : styles.menu}
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
            className={entry.danger ? styles.danger : undefined}
            onClick={entry.onSelect}
            data-testid={entry.testId}
          >
            {entry.icon}
            {entry.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
