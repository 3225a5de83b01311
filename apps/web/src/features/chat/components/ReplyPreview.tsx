import type { MessageView } from '@teamhub/contracts';
import { Reply, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { replyPreview } from '../utils/chat-text';
import { displayName } from '../utils/display-name';
import styles from './Composer.module.css';

/** 'Replying to {name}' and the first 50 characters of the message, above the box. */
export function ReplyPreview({ message, onCancel }: { message: MessageView; onCancel: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = message.sender._id === user?._id ? t('chat.you') : displayName(message.sender, t('chat.deletedUser'));
  return (
    <div className={styles.reply} data-testid="composer-reply">
      <Reply size={16} aria-hidden="true" className={styles.replyIcon} />
      <span className={styles.replyText}>
        <strong>{t('chat.replyingTo', { name })}</strong>
        <span>{replyPreview(message)}</span>
      </span>
      <button type="button" onClick={onCancel} aria-label={t('chat.cancelReply')} data-testid="composer-reply-cancel">
        <X size={16} />
      </button>
    </div>
  );
}
