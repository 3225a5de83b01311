import { z } from './zod.js';
import { deletedMark } from './account.js';
import { LIMITS } from './limits.js';
import { mediaTypeSchema } from './posts.js';
import { messageThreadFields } from './chat-thread-fields.js';

export const CONVERSATION_TYPES = ['direct', 'group', 'community'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
export const MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const PARTICIPANT_ROLES = ['owner', 'admin', 'member'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
/** What an uploaded chat file is sent as: shown inline, or offered for download. */
export const CHAT_FILE_KINDS = ['image', 'file'] as const satisfies readonly MessageType[];
export type ChatFileKind = (typeof CHAT_FILE_KINDS)[number];

export const chatUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  verified: z.boolean(),
  deleted: deletedMark,
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const participantViewSchema = z.object({
  user: chatUserSchema,
  role: z.enum(PARTICIPANT_ROLES),
  joinedAt: z.string(),
});
export type ParticipantView = z.infer<typeof participantViewSchema>;

/** What a reply to a story quotes, as it was when the reply was sent. */
export const messageStoryQuoteSchema = z.object({
  storyId: z.string(),
  mediaType: mediaTypeSchema,
  mediaUrl: z.string().describe('Served until the story expires; clients show "story unavailable" after expiresAt.'),
  content: z.string().describe('The story caption, cut to 50 characters (with an ellipsis when cut).'),
  expiresAt: z.string(),
});
export type MessageStoryQuote = z.infer<typeof messageStoryQuoteSchema>;

/**
 * One emoji as a reaction: a single grapheme (a ZWJ family, a flag and a skin tone count as one) that
 * is a pictograph, a flag or a keycap, at most LIMITS.chat.reactionEmojiMaxLength UTF-16 units. Plain
 * text, two emojis or an emoji with text are refused ('chat.reactionEmojiInvalid').
 */
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
export const isReactionEmoji = (value: string): boolean =>
  value.length > 0 &&
  value.length <= LIMITS.chat.reactionEmojiMaxLength &&
  PICTOGRAPH.test(value) &&
  [...graphemes.segment(value)].length === 1;
export const reactionEmojiSchema = z
  .string({ error: 'chat.reactionEmojiInvalid' })
  .refine(isReactionEmoji, 'chat.reactionEmojiInvalid');

/** A message's reactions, grouped by emoji, the first reacted first, as the reader sees them. */
export const messageReactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  reactedByMe: z.boolean(),
});
export type MessageReaction = z.infer<typeof messageReactionSchema>;

/** POST /api/chats/messages/{id}/reactions. */
export const addReactionBodySchema = z.object({ emoji: reactionEmojiSchema });
/** DELETE /api/chats/messages/{id}/reactions?emoji=… */
export const removeReactionQuerySchema = z.object({ emoji: reactionEmojiSchema });

/** Both reaction routes answer the message's reactions after the change. */
export const messageReactionsAnswerSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  reactions: z.array(messageReactionSchema),
});
export type MessageReactionsAnswer = z.infer<typeof messageReactionsAnswerSchema>;
/** message-reactions-updated: the same shape, reactedByMe worked out for each receiving user. */
export type MessageReactionsUpdated = MessageReactionsAnswer;

/** GET /api/chats/messages/{id}/reactions: who reacted with each emoji, the first to react first. */
export const messageReactorsSchema = z.array(z.object({ emoji: z.string(), users: z.array(chatUserSchema) }));
export type MessageReactors = z.infer<typeof messageReactorsSchema>;

export const messageViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  conversationId: z.string(),
  content: z
    .string()
    .describe("For file and image messages: '📎 {file name}' on the first line and the URL on the second."),
  messageType: z.enum(MESSAGE_TYPES),
  sender: chatUserSchema,
  replyTo: z
    .object({
      _id: z.string(),
      content: z.string(),
      sender: z.object({ _id: z.string(), username: z.string(), deleted: deletedMark }),
    })
    .nullable(),
  story: messageStoryQuoteSchema.nullable().describe('Set on a reply to a story (POST /api/stories/{id}/reply).'),
  isEdited: z.boolean(),
  reactions: z.array(messageReactionSchema).describe('Grouped by emoji, the first reacted first; [] when none.'),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...messageThreadFields,
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** A pinned message as the conversation's pinned list shows it (GET …/pins, message-pinned). */
export const messagePinViewSchema = z.object({
  message: messageViewSchema,
  pinnedBy: chatUserSchema.nullable().describe('Who pinned it; null when that account is gone.'),
  pinnedAt: z.string(),
});
export type MessagePinView = z.infer<typeof messagePinViewSchema>;

/**
 * A read receipt (GET …/reads, conversation-read): how far another participant has read, as the
 * newest message they can see that is at or before their read position.
 */
export const conversationReadSchema = z.object({
  userId: z.string(),
  lastReadMessageId: z.string(),
  readAt: z.string().describe('When they last marked the conversation read.'),
});
export type ConversationRead = z.infer<typeof conversationReadSchema>;

/** conversation-read: a participant read further (sent only when their position moved). */
export const conversationReadEventSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  lastReadMessageId: z.string(),
});
export type ConversationReadEvent = z.infer<typeof conversationReadEventSchema>;

/** DELETE /api/chats/messages/{id}/pin and message-unpinned: the message no longer pinned. */
export const messageUnpinnedSchema = z.object({ conversationId: z.string(), messageId: z.string() });
export type MessageUnpinned = z.infer<typeof messageUnpinnedSchema>;

export const conversationViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  name: z.string().describe("Empty for direct conversations: clients show the other participant's name."),
  avatar: z.string(),
  participants: z
    .array(participantViewSchema)
    .describe(
      'The first few members by joining time (both people of a direct conversation): enough for titles and avatars. The full list is GET …/{id}/members.',
    ),
  participantsCount: z.number().describe('How many members the conversation has.'),
  lastMessage: messageViewSchema.nullable(),
  lastActivity: z.string(),
  unreadCount: z.number().describe('Messages from others the caller has not read.'),
  unreadMentions: z.number(),
  muted: z.boolean(),
  createdAt: z.string(),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

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
export const conversationMembersAnswerSchema = z.object({
  members: z.array(participantViewSchema),
  hasMore: z.boolean().describe("More members follow: ask again with `after` = the last member's user id."),
});
export type ConversationMembersAnswer = z.infer<typeof conversationMembersAnswerSchema>;

export const chatUserSearchResultSchema = chatUserSchema.extend({
  email: z.string().optional().describe('Absent when its owner keeps it to themselves.'),
  position: z.string(),
  isActive: z.boolean().describe('Connected right now.'),
});
export type ChatUserSearchResult = z.infer<typeof chatUserSearchResultSchema>;

/** A community the caller can see but has not joined. */
export const communitySummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  membersCount: z.number(),
  lastActivity: z.string(),
});
export type CommunitySummary = z.infer<typeof communitySummarySchema>;

/** POST /api/chats/conversations/{id}/read */
export const markReadAnswerSchema = z.object({ unreadCount: z.number() });

/** DELETE /api/chats/conversations/{id}/members/{userId}: who left or was removed. */
export const memberRemovedAnswerSchema = z.object({ conversationId: z.string(), userId: z.string() });

/** DELETE /api/chats/messages/{id} */
export const messageDeletedAnswerSchema = z.object({ conversationId: z.string(), messageId: z.string() });

/** DELETE /api/chats/conversations/{id}: the conversation hidden for the caller. */
export const conversationRefAnswerSchema = z.object({ conversationId: z.string() });

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

export const messageHistoryAnswerSchema = z.object({
  messages: z
    .array(messageViewSchema)
    .describe('Oldest first within the page; `hasMore` says whether older messages exist.'),
  hasMore: z.boolean(),
});
export type MessageHistoryAnswer = z.infer<typeof messageHistoryAnswerSchema>;

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
  /** A reply in the thread of this message (a reply in a thread answers the same thread: no nesting). */
  threadRootId: uuid('chat.messageNotFound').nullish(),
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

export const chatUploadAnswerSchema = z.object({
  filename: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number(),
  messageType: z.enum(CHAT_FILE_KINDS),
});
export type ChatUploadAnswer = z.infer<typeof chatUploadAnswerSchema>;

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

/** GET /api/chats/messages/{id}/thread: the root and a page of its replies (paged like GET …/messages). */
export const threadAnswerSchema = z.object({
  root: messageViewSchema.describe('The thread root (its `deleted` set when it was deleted).'),
  messages: z
    .array(messageViewSchema)
    .describe('Replies, oldest first within the page; `hasMore` says whether older replies exist.'),
  hasMore: z.boolean(),
});
export type ThreadAnswer = z.infer<typeof threadAnswerSchema>;

/**
 * thread-updated: a thread root's counters after a reply was added or deleted, to every participant;
 * `threadUnreadCount` only to those who follow the thread (its root's author, those who wrote in it or
 * opened it), each their own. The new reply itself comes as thread-message.
 */
export const threadUpdatedSchema = z.object({
  conversationId: z.string(),
  rootId: z.string(),
  threadReplyCount: z.number().int(),
  threadLastReplyAt: z.string().nullable(),
  threadLastRepliers: z.array(z.object({ _id: z.string(), id: z.string(), username: z.string(), avatar: z.string() })),
  threadUnreadCount: z.number().int().optional(),
});
export type ThreadUpdated = z.infer<typeof threadUpdatedSchema>;

/** POST /api/chats/messages/{id}/thread/read: the reader's unread count of the thread (0). */
export const threadReadAnswerSchema = z.object({ rootId: z.string(), threadUnreadCount: z.number().int() });
