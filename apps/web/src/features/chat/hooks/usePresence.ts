import type { ConversationView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session/useSession';
import { onlineMemberCount, otherParticipant } from '../utils/conversation-display';
import { useChatSocket } from './useChatSocket';

/** 'Active now' / 'Offline' for the other person; members and how many are online for groups. */
export function usePresence(conversation: ConversationView): { label: string; online: boolean } {
  const { t } = useTranslation();
  const { user } = useSession();
  const { onlineUserIds } = useChatSocket();
  if (conversation.type === 'direct') {
    const other = otherParticipant(conversation, user?._id);
    const online = !!other && onlineUserIds.has(other._id);
    return { label: t(online ? 'chat.activeNow' : 'chat.offline'), online };
  }
  const count = onlineMemberCount(conversation, onlineUserIds);
  const members = t('chat.memberCount', { count: conversation.participants.length });
  return { label: `${members} · ${t('chat.onlineCount', { count })}`, online: count > 0 };
}
