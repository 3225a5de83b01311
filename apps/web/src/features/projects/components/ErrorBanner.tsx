import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from '../ProjectsPage.module.css';

/** A failure in words, until dismissed or replaced. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="alert" data-testid="projects-error">
      <AlertCircle size={18} aria-hidden="true" />
      <span>{message}</span>
      <button type="button" onClick={onDismiss} aria-label={t('projects.dismiss')}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
