import type { ConversationView } from '@teamhub/contracts';
import { ArrowLeft, Info, Phone, Video } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationTitle } from '../hooks/useConversationTitle';
import { usePresence } from '../hooks/usePresence';
import { ConversationAvatar } from './ConversationAvatar';
import styles from './Thread.module.css';

interface ThreadHeaderProps {
  conversation: ConversationView;
  infoOpen: boolean;
  onToggleInfo: () => void;
  /** The info button, to give the focus back to when the panel closes. */
  infoToggleRef?: Ref<HTMLButtonElement>;
  onBack: () => void;
}

/** Who the conversation is with, whether they are here, and the call and info buttons. */
export function ThreadHeader({ conversation, infoOpen, onToggleInfo, infoToggleRef, onBack }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const title = useConversationTitle(conversation);

  const presence = usePresence(conversation);

  return (
    <header className={styles.header}>
      <button
        type="button"
        className={`${styles.headerButton} ${styles.back}`}
        onClick={onBack}
        aria-label={t('chat.back')}
        data-testid="chat-back"
      >
        <ArrowLeft size={22} />
      </button>
      <ConversationAvatar conversation={conversation} size={40} />
      <div className={styles.identity}>
        <h2 className={styles.name} data-testid="thread-title">
          {title}
        </h2>
        <span className={styles.presence} data-online={presence.online ? 'true' : 'false'} data-testid="presence-label">
          {presence.label}
        </span>
      </div>
      <div className={styles.headerActions}>
        <span title={t('chat.comingSoon')}>
          <button
            type="button"
            className={styles.headerButton}
            disabled
            aria-label={`${t('chat.voiceCall')} (${t('chat.comingSoon')})`}
            data-testid="chat-voice-call"
          >
            <Phone size={20} />
          </button>
        </span>
        <span title={t('chat.comingSoon')}>
          <button
            type="button"
            className={styles.headerButton}
            disabled
            aria-label={`${t('chat.videoCall')} (${t('chat.comingSoon')})`}
            data-testid="chat-video-call"
          >
            <Video size={20} />
          </button>
        </span>
        <button
          ref={infoToggleRef}
          type="button"
          className={`${styles.headerButton} ${styles.infoToggle}`}
          onClick={onToggleInfo}
          aria-pressed={infoOpen}
          aria-label={t(infoOpen ? 'chat.hideInfo' : 'chat.showInfo')}
          title={t(infoOpen ? 'chat.hideInfo' : 'chat.showInfo')}
          data-testid="chat-info-toggle"
        >
          <Info size={20} />
        </button>
      </div>
    </header>
  );
}
