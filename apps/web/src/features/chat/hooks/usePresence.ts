import type { ConversationView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { onlineMemberCount, otherParticipant } from '../utils/conversation-display';
import { useOnlineUsers } from './useOnlineUsers';
import { useConversationMembers } from './useConversationMembers';

/**
 * 'Active now' / 'Offline' for the other person; members and how many are online for groups (from
 * their member list: a group has at most 100). Communities say how many members they have: their
 * members' presence is not sent to each other (see docs/decisions.md).
 */
export function usePresence(conversation: ConversationView): { label: string; online: boolean } {
  const { t } = useTranslation();
  const { user } = useSession();
  const onlineUserIds = useOnlineUsers();
  const { members } = useConversationMembers(conversation, conversation.type === 'group');
  const count = t('chat.memberCount', { count: conversation.participantsCount });
  if (conversation.type === 'direct') {
    const other = otherParticipant(conversation, user?._id);
    const online = !!other && onlineUserIds.has(other._id);
    return { label: t(online ? 'chat.activeNow' : 'chat.offline'), online };
  }
  if (conversation.type === 'community') return { label: count, online: false };
  const online = onlineMemberCount(members, onlineUserIds);
  return { label: `${count} · ${t('chat.onlineCount', { count: online })}`, online: online > 0 };
}
