import { useId } from 'react';
import creatorStyles from './MediaCreator.module.css';
import styles from './ToggleRow.module.css';

interface ToggleRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch (a checkbox with the switch role). */
export function ToggleRow({ label, hint, checked, onChange }: ToggleRowProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>
        <span>{label}</span>
        {hint && <small className={creatorStyles.hint}>{hint}</small>}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
