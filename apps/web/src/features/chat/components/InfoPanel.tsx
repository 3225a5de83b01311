import type { ConversationView, MessageView } from '@teamhub/contracts';
import { CalendarDays, MessagesSquare, UsersRound, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationTitle } from '../hooks/useConversationTitle';
import { usePresence } from '../hooks/usePresence';
import { ConversationAvatar } from './ConversationAvatar';
import { CustomiseSection } from './CustomiseSection';
import { InfoSection } from './InfoSection';
import { MembersSection } from './MembersSection';
import { PinnedSection } from './PinnedSection';
import { PrivacySection } from './PrivacySection';
import { SharedContentSection } from './SharedContentSection';
import side from './SidePanel.module.css';
import styles from './InfoPanel.module.css';

/** Closed by its own button or Escape (`dismiss`), or to show a pinned message (`make-way`). */
export type InfoPanelCloseReason = 'dismiss' | 'make-way';

interface InfoPanelProps {
  conversation: ConversationView;
  /** The loaded history, for media, files and links. */
  messages: MessageView[];
  onClose: (reason: InfoPanelCloseReason) => void;
  /** The conversation went away for this user (left or deleted). */
  onClosed: () => void;
}

/**
 * The right-hand panel: Chat Info, Customise chat, Chat members, Pinned messages, Media/files/links,
 * Privacy and support.
 */
export function InfoPanel({ conversation, messages, onClose, onClosed }: InfoPanelProps) {
  const { t, i18n } = useTranslation();
  const title = useConversationTitle(conversation);
  const presence = usePresence(conversation);
  // Below 1440 px the panel lies over the thread (SidePanel.module.css): it closes so the message shows.
  const makeWayForThread = () => {
    if (!window.matchMedia('(min-width: 1440px)').matches) onClose('make-way');
  };
  // On a phone the panel takes the screen (the messages are hidden): the focus moves into it.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (window.matchMedia('(max-width: 767px)').matches) closeButton.current?.focus();
  }, []);
  const created = new Date(conversation.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });

  return (
    <aside
      className={`${side.panel} ${styles.panel}`}
      aria-label={t('chat.info.label')}
      data-testid="chat-info-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !window.matchMedia('(min-width: 1440px)').matches) {
          event.preventDefault();
          onClose('dismiss');
        }
      }}
    >
      <div className={styles.top}>
        <button
          ref={closeButton}
          type="button"
          className={`${side.close} ${styles.close}`}
          onClick={() => onClose('dismiss')}
          aria-label={t('chat.info.close')}
        >
          <X size={18} />
        </button>
      </div>
      <div className={styles.hero}>
        <ConversationAvatar conversation={conversation} size={76} />
        <h2>{title}</h2>
        <span className={styles.heroPresence} data-online={presence.online ? 'true' : 'false'}>
          {presence.label}
        </span>
      </div>
      <InfoSection title={t('chat.info.chatInfo')} defaultOpen testId="info-section-chat">
        <ul className={styles.facts}>
          <li>
            <MessagesSquare size={16} aria-hidden="true" />
            {t(`chat.info.type.${conversation.type}`)}
          </li>
          <li data-testid="info-created">
            <CalendarDays size={16} aria-hidden="true" />
            {t('chat.info.created', { date: created })}
          </li>
          <li data-testid="info-member-count">
            <UsersRound size={16} aria-hidden="true" />
            {t('chat.memberCount', { count: conversation.participantsCount })}
          </li>
        </ul>
      </InfoSection>
      <InfoSection title={t('chat.info.customise')} testId="info-section-customise">
        <CustomiseSection conversation={conversation} />
      </InfoSection>
      <InfoSection title={t('chat.info.members')} defaultOpen testId="info-section-members">
        <MembersSection conversation={conversation} onLeft={onClosed} />
      </InfoSection>
      <InfoSection title={t('chat.info.pinned')} defaultOpen testId="info-section-pinned">
        <PinnedSection conversationId={conversation._id} onOpened={makeWayForThread} />
      </InfoSection>
      <InfoSection title={t('chat.info.media')} testId="info-section-media">
        <SharedContentSection messages={messages} />
      </InfoSection>
      <InfoSection title={t('chat.info.privacy')} testId="info-section-privacy">
        <PrivacySection conversation={conversation} onDeleted={onClosed} />
      </InfoSection>
    </aside>
  );
}
