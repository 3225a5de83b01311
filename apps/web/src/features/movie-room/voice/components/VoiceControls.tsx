import { Headphones, HeadphoneOff, Mic, MicOff, PhoneCall, PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from '../hooks/useVoiceChat';
import styles from './Voice.module.css';

type VoiceControlsProps = Pick<
  VoiceChat,
  'inVoice' | 'joining' | 'isMuted' | 'isDeafened' | 'join' | 'leave' | 'toggleMute' | 'toggleDeafen'
>;

/** Join or leave voice; mute and deafen while in it (toggle buttons with aria-pressed). */
export function VoiceControls({
  inVoice,
  joining,
  isMuted,
  isDeafened,
  join,
  leave,
  toggleMute,
  toggleDeafen,
}: VoiceControlsProps) {
  const { t } = useTranslation();
  const joinLabel = inVoice ? t('voice.leave') : joining ? t('voice.joining') : t('voice.join');
  return (
    <div className={styles.controls} role="group" aria-label={t('voice.controlsLabel')} data-testid="voice-controls">
      <button
        type="button"
        className={styles.joinButton}
        data-in-voice={inVoice}
        disabled={joining}
        aria-busy={joining}
        onClick={() => (inVoice ? leave() : void join())}
      >
        {inVoice ? <PhoneOff size={18} aria-hidden="true" /> : <PhoneCall size={18} aria-hidden="true" />}
        <span>{joinLabel}</span>
      </button>
      {inVoice && (
        <>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={isMuted}
            aria-label={isMuted ? t('voice.unmute') : t('voice.mute')}
            title={isMuted ? t('voice.unmute') : t('voice.mute')}
            onClick={toggleMute}
          >
            {isMuted ? <MicOff size={18} aria-hidden="true" /> : <Mic size={18} aria-hidden="true" />}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={isDeafened}
            aria-label={isDeafened ? t('voice.undeafen') : t('voice.deafen')}
            title={isDeafened ? t('voice.undeafen') : t('voice.deafen')}
            onClick={toggleDeafen}
          >
            {isDeafened ? <HeadphoneOff size={18} aria-hidden="true" /> : <Headphones size={18} aria-hidden="true" />}
          </button>
        </>
      )}
    </div>
  );
}
