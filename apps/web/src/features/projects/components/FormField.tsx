import { useId, type ReactNode } from 'react';
import styles from './Form.module.css';

/**
 * A label tied to its control by id (not by wrapping): the control's accessible name is the label
 * alone, never the label plus a select's chosen option or a field's text.
 */
export function FormField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
