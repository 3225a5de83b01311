import type {
  ChatUser,
  ChatUserSearchResult,
  CommunitySummary,
  ConversationView,
  MessagePinView,
  MessageView,
  ParticipantView,
  ThreadReplier,
  ThreadUpdated,
} from '@teamhub/contracts';
import type { ChatUserRecord, ConversationRecord, MessageRecord, ParticipantRecord } from './chat-sql.js';
import type { CommunityRecord } from './chat-views.repository.js';
import type { FileUrlSigner } from './file-urls.js';
import type { PinRecord } from './message-pins.repository.js';
import { presentReactions } from './reaction-audiences.js';
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
  if (record.deleted) {
    // A deleted thread root: only that it was there, and its thread.
    return {
      ...presentMessage(
        { ...record, deleted: false, content: '', fileId: null, replyTo: null, story: null },
        viewerId,
        urls,
      ),
      messageType: 'text',
      deleted: true,
    };
  }
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
    reactions: presentReactions(record.reactions, viewerId),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...presentThreadFields(record),
  };
}

/** The thread fields of a message, each only when it says something (messageThreadFields). */
function presentThreadFields(record: MessageRecord): Partial<MessageView> {
  if (record.threadRootId) return { threadRootId: record.threadRootId };
  if (record.threadReplyCount === 0) return {};
  return {
    threadReplyCount: record.threadReplyCount,
    ...(record.threadLastReplyAt && { threadLastReplyAt: record.threadLastReplyAt }),
    threadLastRepliers: presentRepliers(record.threadLastRepliers ?? []),
    ...(record.threadUnreadCount !== undefined && { threadUnreadCount: record.threadUnreadCount }),
  };
}

export const presentRepliers = (repliers: NonNullable<MessageRecord['threadLastRepliers']>): ThreadReplier[] =>
  repliers.map((user) => {
    const { _id, id, username, avatar } = presentChatUser({ ...user, verified: false });
    return { _id, id, username, avatar };
  });

/** thread-updated without the reader's unread count: the same for every participant. */
export const threadCounters = (root: MessageRecord): ThreadUpdated => ({
  conversationId: root.conversationId,
  rootId: root.id,
  threadReplyCount: root.threadReplyCount,
  threadLastReplyAt: root.threadLastReplyAt,
  threadLastRepliers: presentRepliers(root.threadLastRepliers ?? []),
});

export const presentPin = (pin: PinRecord, viewerId: string, urls: FileUrlSigner): MessagePinView => ({
  message: presentMessage(pin.message, viewerId, urls),
  pinnedBy: pin.pinnedBy ? presentChatUser(pin.pinnedBy) : null,
  pinnedAt: pin.pinnedAt,
});

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
    unreadMentions: record.unreadMentions,
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
