import { AlertCircle } from 'lucide-react';
import styles from './auth.module.css';

export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      <AlertCircle size={18} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
