import { useTranslation } from 'react-i18next';
import styles from './BoardFilters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterOptionsProps {
  legend: string;
  /** In the bar's popover the button above already names the group. */
  hideLegend?: boolean;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** One kind of filter as checkboxes: any number chosen, each one more way for a card to match. */
export function FilterOptions({ legend, hideLegend = false, options, chosen, onChange }: FilterOptionsProps) {
  const { t } = useTranslation();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((candidate) => candidate !== value));
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span className={styles.optionLabel}>{option.label}</span>
        </label>
      ))}
      {options.length === 0 && <p className={styles.none}>{t('projects.filters.noChoices')}</p>}
    </fieldset>
  );
}
