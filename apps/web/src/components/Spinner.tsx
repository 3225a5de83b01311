import styles from './Spinner.module.css';

export function Spinner({ label, size = 'medium' }: { label: string; size?: 'small' | 'medium' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-label={label} />;
}

/** Centered spinner that fills the screen while the session loads. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.fullScreen}>
      <Spinner label={label} />
    </div>
  );
}
