import { useId, type ReactNode } from 'react';
import styles from './FormField.module.css';

/** What the field's control spreads onto itself: its id, and the link to the error when there is one. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The control's id (its error is `<id>-error`); a generated one when the form needs none of its own. */
  id?: string;
  /** Shown right beneath the control, which is then marked invalid and described by it. */
  error?: string;
  /** The required mark's name for screen readers; no mark without it. */
  requiredLabel?: string;
  /** Drawn at the end of the label's row (a visibility control, say). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label tied to its control by id (not by wrapping): the control's accessible name is the label
 * alone, never the label plus a select's chosen option or a field's text.
 */
export function FormField({ label, id, error, requiredLabel, aside, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {requiredLabel && (
            <span className={styles.requiredMark} aria-label={requiredLabel}>
              {' '}
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      {children({
        id: controlId,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className={styles.error} data-testid={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
