import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from '../hooks/useVoiceChat';
import styles from './Voice.module.css';

type AudioUnlockButtonProps = Pick<VoiceChat, 'audioBlocked' | 'enableAudio'>;

/** Floating 'click to enable audio', shown while the browser's autoplay policy holds the voices back. */
export function AudioUnlockButton({ audioBlocked, enableAudio }: AudioUnlockButtonProps) {
  const { t } = useTranslation();
  if (!audioBlocked) return null;
  return (
    <button type="button" className={styles.unlock} onClick={enableAudio} data-testid="voice-audio-unlock">
      <Volume2 size={18} aria-hidden="true" />
      <span>{t('voice.enableAudio')}</span>
    </button>
  );
}
