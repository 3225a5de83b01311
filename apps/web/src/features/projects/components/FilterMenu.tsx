import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import styles from './BoardFilters.module.css';
import { FilterOptions, type FilterOption } from './FilterOptions';

interface FilterMenuProps {
  label: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  testId: string;
}

/**
 * A kind of filter in the wide bar: a button showing how many are chosen, opening its checkboxes below
 * (a disclosure, not a menu: Tab walks the checkboxes). Escape, a click outside or the focus leaving
 * close it.
 */
export function FilterMenu({ label, options, chosen, onChange, testId }: FilterMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.menuRoot} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttons.secondary} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-active={chosen.length > 0 || undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {label}
        {chosen.length > 0 && (
          <>
            <span className={styles.countBadge} aria-hidden="true">
              {chosen.length}
            </span>
            <span className="visually-hidden">{t('projects.filters.chosen', { count: chosen.length })}</span>
          </>
        )}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <div id={id} className={styles.popover}>
          <FilterOptions legend={label} hideLegend options={options} chosen={chosen} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
