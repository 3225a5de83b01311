import { z } from 'zod';
import { LIMITS } from './limits.js';

export const CONVERSATION_TYPES = ['direct', 'group', 'community'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
export const MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type ParticipantRole = 'owner' | 'admin' | 'member';

export interface ChatUser {
  _id: string;
  id: string;
  username: string;
  avatar: string;
  verified: boolean;
}

export interface ParticipantView {
  user: ChatUser;
  role: ParticipantRole;
  joinedAt: string;
}

export interface MessageView {
  _id: string;
  id: string;
  conversationId: string;
  /** For file and image messages: '📎 {file name}' on the first line and the URL on the second. */
  content: string;
  messageType: MessageType;
  sender: ChatUser;
  replyTo: { _id: string; content: string; sender: { _id: string; username: string } } | null;
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationView {
  _id: string;
  id: string;
  type: ConversationType;
  /** Empty for direct conversations: clients show the other participant's name. */
  name: string;
  avatar: string;
  /**
   * The first LIMITS.chat.participantsPreview members by joining time (both people of a direct
   * conversation): enough for titles and avatars. The full list is GET …/:id/members.
   */
  participants: ParticipantView[];
  /** How many members the conversation has. */
  participantsCount: number;
  lastMessage: MessageView | null;
  lastActivity: string;
  /** Messages from others the caller has not read. */
  unreadCount: number;
  muted: boolean;
  createdAt: string;
}

/**
 * What changed in a conversation, as the receiving user sees it (only the fields that changed). A user
 * who just got the conversation (created, added, joined) receives every field.
 */
export type ConversationChanges = Partial<Omit<ConversationView, '_id' | 'id'>>;

export interface ConversationUpdatedPayload {
  conversationId: string;
  changes: ConversationChanges;
}

/** One page of a conversation's members, in joining order. */
export interface ConversationMembersAnswer {
  members: ParticipantView[];
  /** More members follow: ask again with `after` = the last member's user id. */
  hasMore: boolean;
}

export interface ChatUserSearchResult extends ChatUser {
  /** Absent when its owner keeps it to themselves. */
  email?: string;
  position: string;
  /** Connected right now. */
  isActive: boolean;
}

/** A community the caller can see but has not joined. */
export interface CommunitySummary {
  _id: string;
  id: string;
  name: string;
  avatar: string;
  membersCount: number;
  lastActivity: string;
}

const uuid = (message: string) => z.uuid(message);

export const userSearchQuerySchema = z.object({
  query: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? ''),
});

export const createConversationBodySchema = z.object({
  targetUserId: z.string({ error: 'chat.targetRequired' }).trim().min(1, 'chat.targetRequired'),
});

export const createGroupBodySchema = z.object({
  name: z
    .string({ error: 'chat.groupNameRequired' })
    .trim()
    .min(1, 'chat.groupNameRequired')
    .max(LIMITS.chat.groupName, 'chat.groupNameTooLong'),
  memberIds: z.array(uuid('chat.memberInvalid')).max(LIMITS.chat.groupMembers, 'chat.tooManyMembers').default([]),
  type: z.enum(['group', 'community']).default('group'),
});

export const renameConversationBodySchema = z.object({
  name: createGroupBodySchema.shape.name,
});

export const addMembersBodySchema = z.object({
  userIds: z.array(uuid('chat.memberInvalid')).min(1, 'chat.memberInvalid').max(LIMITS.chat.groupMembers),
});

export const muteBodySchema = z.object({ muted: z.boolean() });

export const conversationMembersQuerySchema = z.object({
  after: uuid('validation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.chat.membersPageSize).default(LIMITS.chat.membersPageSize),
});

export const messageHistoryQuerySchema = z.object({
  before: uuid('validation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.chat.historyMaxLimit).default(LIMITS.chat.historyDefaultLimit),
});

export interface MessageHistoryAnswer {
  /** Oldest first within the page; `hasMore` says whether older messages exist. */
  messages: MessageView[];
  hasMore: boolean;
}

const messageContent = z
  .string({ error: 'chat.contentRequired' })
  .trim()
  .min(1, 'chat.contentRequired')
  .max(LIMITS.chatMessage, 'chat.contentTooLong');

export const sendMessagePayloadSchema = z.object({
  conversationId: z.string({ error: 'chat.contentRequired' }).min(1, 'chat.contentRequired'),
  content: messageContent,
  messageType: z.enum(MESSAGE_TYPES).default('text'),
  replyTo: z.string().nullish(),
  /**
   * Chosen by the client once per message and sent again on every retry: a resend whose first
   * acknowledgement was lost answers the message saved the first time instead of saving it twice.
   */
  clientId: uuid('chat.clientIdInvalid').optional(),
});
export type SendMessagePayload = z.input<typeof sendMessagePayloadSchema>;

export const editMessageBodySchema = z.object({ content: messageContent });

/**
 * Where chat attachments are served: `/api/chats/files/{fileId}/{file name}`. They are private: the
 * server answers only people in a conversation that carries the file (and its uploader), so the URLs
 * it hands out carry a signed, per-reader `t` query parameter that plain `<img>` and `<a>` can send.
 */
export const CHAT_FILE_URL_PREFIX = '/api/chats/files/';

export interface ChatUploadAnswer {
  filename: string;
  url: string;
  mimeType: string;
  size: number;
  messageType: Extract<MessageType, 'image' | 'file'>;
}

/** The content line format of a file message: a paperclip and the name, then the URL. */
export function fileMessageContent(filename: string, url: string): string {
  return `📎 ${filename}\n${url}`;
}

/** Reads a file message's content back into name and URL (null for other content). */
export function parseFileMessageContent(content: string): { filename: string; url: string } | null {
  const match = /^📎 (.+)\n(\S+)$/u.exec(content);
  return match ? { filename: match[1] as string, url: match[2] as string } : null;
}

/**
 * What a chat attachment may be (specification: images, PDF, .doc, .docx, .txt), as an
 * `accept` list for file inputs. The server still checks the bytes; this only guides the picker.
 */
export const CHAT_UPLOAD_ACCEPT = [
  'image/*',
  'application/pdf',
  '.pdf',
  'application/msword',
  '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.docx',
  'text/plain',
  '.txt',
].join(',');
