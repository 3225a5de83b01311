import type { ConversationView } from '@teamhub/contracts';
import { Ban, Bell, BellOff, Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationActions } from '../hooks/useConversationActions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { chatErrorText } from '../utils/chat-error';
import styles from './InfoPanel.module.css';

/** Mute and delete chat work; report and block are shown but not built yet. */
export function PrivacySection({ conversation, onDeleted }: { conversation: ConversationView; onDeleted: () => void }) {
  const { t } = useTranslation();
  const actions = useConversationActions();
  const [muting, setMuting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const toggleMute = async () => {
    setMuting(true);
    await actions.setMuted(conversation._id, !conversation.muted);
    setMuting(false);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        role="switch"
        aria-checked={conversation.muted}
        className={styles.action}
        onClick={() => void toggleMute()}
        disabled={muting}
        data-testid="info-mute"
      >
        {conversation.muted ? <BellOff size={17} aria-hidden="true" /> : <Bell size={17} aria-hidden="true" />}
        <span className={styles.actionLabel}>{t(conversation.muted ? 'chat.info.unmute' : 'chat.info.mute')}</span>
        <span className={styles.switch} data-on={conversation.muted ? 'true' : 'false'} aria-hidden="true" />
      </button>
      <span title={t('chat.comingSoon')}>
        <button type="button" className={styles.action} disabled>
          <Flag size={17} aria-hidden="true" />
          {t('chat.info.report')}
        </button>
      </span>
      {conversation.type === 'direct' && (
        <span title={t('chat.comingSoon')}>
          <button type="button" className={styles.action} disabled>
            <Ban size={17} aria-hidden="true" />
            {t('chat.info.block')}
          </button>
        </span>
      )}
      <button
        type="button"
        className={`${styles.action} ${styles.dangerAction}`}
        onClick={() => setDeleting(true)}
        data-testid="info-delete-chat"
      >
        <Trash2 size={17} aria-hidden="true" />
        {t('chat.info.deleteChat')}
      </button>
      {deleting && (
        <ConfirmDialog
          title={t('chat.info.deleteChatTitle')}
          message={t('chat.info.deleteChatConfirm')}
          confirmLabel={t('chat.info.deleteChat')}
          onConfirm={async () => {
            await actions.deleteChat(conversation._id);
            onDeleted();
          }}
          describeFailure={(failure) => chatErrorText(failure, { fallback: t('chat.errors.deleteChat') })}
          testIds={{ dialog: 'chat-confirm', confirm: 'chat-confirm-accept' }}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
