import { Activity } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat, VoiceDebugInfo } from '../hooks/useVoiceChat';
import styles from './Voice.module.css';

type DebugAudioButtonProps = Pick<VoiceChat, 'debugInfo'>;

const REFRESH_MS = 1_000;

/**
 * The spec's debug-audio button: a panel with the microphone's state and, per peer, its
 * connection state and the audio bytes received (refreshed every second while open).
 */
export function DebugAudioButton({ debugInfo }: DebugAudioButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState<VoiceDebugInfo | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const refresh = () =>
      void debugInfo().then((next) => {
        if (!cancelled) setInfo(next);
      });
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [debugInfo, open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // Escape closes the panel from the button or from inside it.
    <div
      className={styles.debug}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.debugButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="voice-debug-button"
      >
        <Activity size={18} aria-hidden="true" />
        <span>{t('voice.debug.button')}</span>
      </button>
      {open && (
        <section
          id={panelId}
          className={styles.debugPanel}
          aria-label={t('voice.debug.title')}
          data-testid="voice-debug-panel"
        >
          <h3>{t('voice.debug.title')}</h3>
          <dl>
            <dt>{t('voice.debug.microphone')}</dt>
            <dd data-testid="voice-mic-state" data-state={info?.microphone ?? 'off'}>
              {t(`voice.debug.mic${capitalize(info?.microphone ?? 'off')}`)}
              {info?.microphoneLabel ? ` (${info.microphoneLabel})` : ''}
            </dd>
            <dt>{t('voice.debug.peers')}</dt>
            <dd>{info?.peers.length ?? 0}</dd>
          </dl>
          {info?.audioBlocked && <p>{t('voice.debug.audioBlocked')}</p>}
          {info && info.peers.length > 0 ? (
            <ul>
              {info.peers.map((peer) => (
                <li
                  key={peer.socketId}
                  data-testid="voice-peer-stats"
                  data-socket-id={peer.socketId}
                  data-connection-state={peer.connectionState}
                  data-bytes-received={peer.bytesReceived}
                >
                  {t('voice.debug.peerLine', {
                    name: peer.username,
                    state: peer.connectionState,
                    bytes: peer.bytesReceived,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('voice.debug.noPeers')}</p>
          )}
          <button type="button" className={styles.debugButton} onClick={close}>
            {t('voice.debug.close')}
          </button>
        </section>
      )}
    </div>
  );
}

function capitalize(state: VoiceDebugInfo['microphone']): 'Off' | 'Live' | 'Muted' {
  return state === 'live' ? 'Live' : state === 'muted' ? 'Muted' : 'Off';
}
