import type { ConversationType, MessageStoryQuote, MessageType, ParticipantRole } from '@teamhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { iso } from '../../db/sql-text.js';

/**
 * SQL pieces the chat reads share. Views are assembled by PostgreSQL as JSON (times formatted like
 * Date#toISOString), so a conversation list, a history page or a sent message is one statement and
 * arrives ready for the presenter, the same through both drivers.
 */

export interface ChatUserRecord {
  id: string;
  username: string;
  avatar: string;
  verified: boolean;
  /** The account was deleted: shown as "deleted user" (chat.presenter.ts). */
  deleted: boolean;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  content: string;
  messageType: MessageType;
  fileId: string | null;
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
  sender: ChatUserRecord;
  replyTo: { id: string; content: string; senderId: string; senderUsername: string; senderDeleted: boolean } | null;
  /** The story a reply to a story quotes (stored with the message); null for every other message. */
  story: MessageStoryQuote | null;
}

export interface ParticipantRecord extends ChatUserRecord {
  role: ParticipantRole;
  joinedAt: string;
}

/** One conversation as one participant (the viewer) sees it. */
export interface ConversationRecord {
  id: string;
  type: ConversationType;
  name: string;
  avatar: string;
  createdAt: string;
  lastActivity: string;
  viewerId: string;
  muted: boolean;
  unreadCount: number;
  /** The first LIMITS.chat.participantsPreview members by joining time. */
  participants: ParticipantRecord[];
  participantsCount: number;
  lastMessage: MessageRecord | null;
}

/** The JSON of the message row aliased `m` (sender and quoted message looked up by primary key). */
export const messageJson = (m: string): SQL =>
  sql.raw(`json_build_object(
    'id', ${m}.id, 'conversationId', ${m}.conversation_id, 'content', ${m}.content,
    'messageType', ${m}.message_type, 'fileId', ${m}.file_id, 'isEdited', ${m}.is_edited,
    'story', ${m}.story_quote,
    'createdAt', ${iso(`${m}.created_at`)}, 'updatedAt', ${iso(`${m}.updated_at`)},
    'sender', (SELECT json_build_object('id', su.id, 'username', su.username, 'avatar', su.avatar,
                                        'verified', su.verified, 'deleted', su.status = 'deleted')
               FROM users su WHERE su.id = ${m}.sender_id),
    'replyTo', (SELECT json_build_object('id', r.id, 'content', r.content, 'senderId', ru.id,
                                         'senderUsername', ru.username, 'senderDeleted', ru.status = 'deleted')
                FROM messages r JOIN users ru ON ru.id = r.sender_id WHERE r.id = ${m}.reply_to_id))`);

/** The JSON of a ParticipantRecord from the participant row `p` and its user row `u`. */
export const participantJson = (p: string, u: string): SQL =>
  sql.raw(`json_build_object('id', ${u}.id, 'username', ${u}.username, 'avatar', ${u}.avatar,
                             'verified', ${u}.verified, 'deleted', ${u}.status = 'deleted',
                             'role', ${p}.role, 'joinedAt', ${iso(`${p}.joined_at`)})`);
