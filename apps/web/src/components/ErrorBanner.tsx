import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './ErrorBanner.module.css';

interface ErrorBannerProps {
  message: string;
  onDismiss: () => void;
  /** The dismiss button's name; "Dismiss" by default. */
  dismissLabel?: string;
  /** Where the banner sits (the chat floats it over the thread); it flows with the page by default. */
  className?: string;
  testId?: string;
}

/** A failure in words, until dismissed or replaced. */
export function ErrorBanner({ message, onDismiss, dismissLabel, className, testId }: ErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <div className={className ? `${styles.banner} ${className}` : styles.banner} role="alert" data-testid={testId}>
      <AlertCircle size={18} aria-hidden="true" />
      <span>{message}</span>
      <button type="button" onClick={onDismiss} aria-label={dismissLabel ?? t('kit.dismiss')}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
