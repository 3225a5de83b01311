import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './EditProfile.module.css';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  requiredLabel?: string;
  /** Drawn at the end of the label's row (the field's visibility control). */
  aside?: ReactNode;
};

/** A labelled input with its error shown right beneath it. */
export function FormField({ id, label, error, requiredLabel, aside, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>
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
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className={styles.fieldError} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
