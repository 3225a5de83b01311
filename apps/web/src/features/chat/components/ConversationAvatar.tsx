import type { ConversationView } from '@teamhub/contracts';
import { Globe, UsersRound } from 'lucide-react';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../../lib/session/useSession';
import { useOnlineUsers } from '../hooks/useOnlineUsers';
import { conversationAvatar, conversationTitle, otherParticipant } from '../utils/conversation-display';
import styles from './ConversationAvatar.module.css';

/** The other person's picture with an online dot, or the group's picture with its kind. */
export function ConversationAvatar({ conversation, size = 48 }: { conversation: ConversationView; size?: number }) {
  const { user } = useSession();
  const onlineUserIds = useOnlineUsers();
  const title = conversationTitle(conversation, user?._id) || '#';
  const other = otherParticipant(conversation, user?._id);
  const online = other ? onlineUserIds.has(other._id) : false;
  const KindIcon = conversation.type === 'community' ? Globe : UsersRound;
  return (
    <span className={styles.wrap} style={{ width: size, height: size }}>
      <Avatar username={title} avatar={conversationAvatar(conversation, user?._id)} size={size} />
      {conversation.type === 'direct' ? (
        online && <span className={styles.online} data-testid="online-dot" />
      ) : (
        <span className={styles.kind} aria-hidden="true">
          <KindIcon size={Math.max(10, Math.round(size * 0.24))} />
        </span>
      )}
    </span>
  );
}
