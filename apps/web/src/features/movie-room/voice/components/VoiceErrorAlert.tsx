import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from '../hooks/useVoiceChat';
import styles from './Voice.module.css';

type VoiceErrorAlertProps = Pick<VoiceChat, 'error' | 'clearError'>;

/** Why joining voice failed, as an alert the user dismisses. */
export function VoiceErrorAlert({ error, clearError }: VoiceErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="voice-error">
      <AlertCircle size={18} aria-hidden="true" />
      <span>{error}</span>
      <button type="button" className={styles.dismiss} onClick={clearError} aria-label={t('voice.dismiss')}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
