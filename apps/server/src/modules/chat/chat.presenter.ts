import type {
  ChatUser,
  ChatUserSearchResult,
  CommunitySummary,
  ConversationView,
  MessageView,
  ParticipantView,
} from '@teamhub/contracts';
import type { ChatUserRecord, ConversationRecord, MessageRecord, ParticipantRecord } from './chat-sql.js';
import type { CommunityRecord } from './chat-views.repository.js';
import type { FileUrlSigner } from './file-urls.js';
import type { UserSearchRow } from './user-search.repository.js';

/** A deleted account keeps its place in others' conversations, under "deleted user" and with no avatar. */
export const presentChatUser = (user: ChatUserRecord): ChatUser =>
  user.deleted
    ? { _id: user.id, id: user.id, username: user.username, avatar: '', verified: false, deleted: true }
    : { _id: user.id, id: user.id, username: user.username, avatar: user.avatar, verified: user.verified };

/**
 * A message as `viewerId` sees it: for an image or file message, the file's URL carries a link token
 * for that reader (file-urls.ts), so the same message reads differently for each participant.
 */
export function presentMessage(record: MessageRecord, viewerId: string, urls: FileUrlSigner): MessageView {
  return {
    _id: record.id,
    id: record.id,
    conversationId: record.conversationId,
    content: urls.signContent(record.content, record.fileId, viewerId),
    messageType: record.messageType,
    sender: presentChatUser(record.sender),
    replyTo: record.replyTo
      ? {
          _id: record.replyTo.id,
          content: record.replyTo.content,
          sender: {
            _id: record.replyTo.senderId,
            username: record.replyTo.senderUsername,
            ...(record.replyTo.senderDeleted && { deleted: true as const }),
          },
        }
      : null,
    story: record.story ?? null,
    isEdited: record.isEdited,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const presentParticipant = (participant: ParticipantRecord): ParticipantView => ({
  user: presentChatUser(participant),
  role: participant.role,
  joinedAt: participant.joinedAt,
});

export function presentConversation(record: ConversationRecord, urls: FileUrlSigner): ConversationView {
  return {
    _id: record.id,
    id: record.id,
    type: record.type,
    name: record.name,
    avatar: record.avatar,
    participants: record.participants.map(presentParticipant),
    participantsCount: record.participantsCount,
    lastMessage: record.lastMessage ? presentMessage(record.lastMessage, record.viewerId, urls) : null,
    lastActivity: record.lastActivity,
    unreadCount: record.unreadCount,
    muted: record.muted,
    createdAt: record.createdAt,
  };
}

export const presentCommunity = (record: CommunityRecord): CommunitySummary => ({
  _id: record.id,
  id: record.id,
  name: record.name,
  avatar: record.avatar,
  membersCount: record.membersCount,
  lastActivity: record.lastActivity,
});

export const presentSearchResult = (row: UserSearchRow, isActive: boolean): ChatUserSearchResult => ({
  _id: row.id,
  id: row.id,
  username: row.username,
  avatar: row.avatar,
  verified: row.verified,
  // Left out, not emptied, when its owner keeps it to themselves.
  ...(row.emailVisibility === 'everyone' && { email: row.email }),
  position: row.position,
  isActive,
});
