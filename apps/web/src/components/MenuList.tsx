import type { CSSProperties, MouseEvent, ReactNode, Ref } from 'react';

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
  /**
   * The menu's own classes, composing Menu.module.css's `menu` and `danger` (composed, not imported here, so
   * the feed's first load fetches no file more) and adding where it opens and how wide it is.
   */
  classes: { menu?: string; danger?: string };
  ref?: Ref<HTMLUListElement>;
  style?: CSSProperties;
}

/** A menu button's entries; useMenuButton moves the focus between them. */
export function MenuList({ id, label, entries, classes, ref, style }: MenuListProps) {
  return (
    <ul ref={ref} style={style} className={classes.menu} role="menu" id={id} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.label} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={entry.danger ? classes.danger : undefined}
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
