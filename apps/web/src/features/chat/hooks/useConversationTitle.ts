import type { ConversationView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { conversationTitle, otherParticipant } from '../utils/conversation-display';

/** The name shown for a conversation, with a fallback when there is none. */
export function useConversationTitle(conversation: ConversationView): string {
  const { t } = useTranslation();
  const { user } = useSession();
  if (otherParticipant(conversation, user?._id)?.deleted) return t('chat.deletedUser');
  return (
    conversationTitle(conversation, user?._id) ||
    t(conversation.type === 'direct' ? 'chat.unknownUser' : 'chat.groupFallbackName')
  );
}
