import type { MessagePinView } from '@teamhub/contracts';
import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChatAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';
import { useSession } from '../../../lib/session/useSession';
import { usePins } from '../hooks/usePins';
import { messageSummary } from '../utils/chat-text';
import { displayName } from '../utils/display-name';
import styles from './InfoPanel.module.css';

interface PinnedSectionProps {
  conversationId: string;
  /** A pinned message was opened: the panel makes way when it covers the thread. */
  onOpened: () => void;
}

/** The conversation's pinned messages, newest pin first; each one a link that lands on the message. */
export function PinnedSection({ conversationId, onOpened }: PinnedSectionProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const now = useNow(60_000);
  const { pins, status, refetch } = usePins(conversationId);

  if (status === 'pending') return <p className={styles.hint}>{t('chat.info.loadingPinned')}</p>;
  if (status === 'error') {
    return (
      <p className={styles.hint} role="alert">
        {t('chat.info.pinnedLoadFailed')}{' '}
        <button type="button" className={styles.inlineRetry} onClick={refetch}>
          {t('chat.retry')}
        </button>
      </p>
    );
  }
  if (!pins?.length) {
    return (
      <p className={styles.hint} data-testid="info-pinned-empty">
        {t('chat.info.noPinned')}
      </p>
    );
  }
  const sender = (pin: MessagePinView) =>
    pin.message.sender._id === user?._id ? t('chat.you') : displayName(pin.message.sender, t('chat.deletedUser'));
  return (
    <ul className={styles.pins} data-testid="info-pinned-list">
      {pins.map((pin) => (
        <li key={pin.message._id}>
          <Link
            to={`/chat?c=${encodeURIComponent(conversationId)}&message=${encodeURIComponent(pin.message._id)}`}
            className={styles.pin}
            onClick={onOpened}
            data-testid="info-pinned-item"
            data-message-id={pin.message._id}
          >
            <Pin size={14} aria-hidden="true" />
            <span className={styles.pinBody}>
              <span className={styles.pinTop}>
                <strong>{sender(pin)}</strong>
                <time
                  dateTime={pin.message.createdAt}
                  title={new Date(pin.message.createdAt).toLocaleString(i18n.language, {
                    dateStyle: 'long',
                    timeStyle: 'short',
                  })}
                >
                  {formatChatAge(pin.message.createdAt, now, i18n.language)}
                </time>
              </span>
              <span className={styles.pinText}>{messageSummary(pin.message)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
