import type { ConversationView, SearchHit } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { HighlightedText } from '../../../components/HighlightedText';
import { formatChatAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';
import { useSession } from '../../../lib/session/useSession';
import { conversationTitle } from '../utils/conversation-display';
import styles from './MessageSearch.module.css';

interface MessageSearchHitProps {
  hit: SearchHit;
  /** The hit's conversation from the list, when loaded: named as the list names it. */
  conversation: ConversationView | undefined;
  onOpen: (hit: SearchHit) => void;
}

/** One message found: its conversation, sender and time, and the words around the match. */
export function MessageSearchHit({ hit, conversation, onOpen }: MessageSearchHitProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const now = useNow(60_000);
  const sender = hit.author
    ? hit.author.id === user?._id
      ? t('chat.you')
      : hit.author.username
    : t('chat.deletedUser');
  const title =
    (conversation && conversationTitle(conversation, user?._id)) || hit.title || t('chat.groupFallbackName');
  const fullDate = new Date(hit.createdAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <li>
      <button
        type="button"
        className={styles.hit}
        onClick={() => onOpen(hit)}
        data-arrow-nav=""
        data-testid="message-hit"
        data-message-id={hit.id}
      >
        <Avatar username={hit.author?.username ?? sender} avatar={hit.author?.avatar} size={36} />
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.title}>{title}</span>
            <time className={styles.time} dateTime={hit.createdAt} title={fullDate}>
              {formatChatAge(hit.createdAt, now, i18n.language)}
            </time>
          </span>
          <span className={styles.text}>
            <span className={styles.sender}>{t('chat.search.sender', { name: sender })}</span>{' '}
            <HighlightedText text={hit.snippet.text} highlights={hit.snippet.highlights} />
          </span>
        </span>
      </button>
    </li>
  );
}
