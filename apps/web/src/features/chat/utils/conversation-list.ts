import type {
  ConversationChanges,
  ConversationUpdatedPayload,
  ConversationView,
  MessageView,
} from '@teamhub/contracts';
import { conversationTitle } from './conversation-display';

export const CHAT_TABS = ['all', 'unread', 'groups', 'communities'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

const activity = (conversation: ConversationView) => new Date(conversation.lastActivity).getTime() || 0;

/** Most recent activity first; ties keep their order. */
export function sortByActivity(list: readonly ConversationView[]): ConversationView[] {
  return [...list].sort((a, b) => activity(b) - activity(a));
}

/** Inserts or replaces a conversation (by id), then re-sorts, so fresh activity moves it to the top. */
export function upsertConversation(list: readonly ConversationView[], conversation: ConversationView) {
  return sortByActivity([conversation, ...list.filter((item) => item._id !== conversation._id)]);
}

type ConversationFields = Omit<ConversationView, '_id' | 'id'>;

/** Every field of a conversation but its id; a change naming all of them is a whole conversation. */
const CONVERSATION_FIELDS = [
  'type',
  'name',
  'avatar',
  'participants',
  'participantsCount',
  'lastMessage',
  'lastActivity',
  'unreadCount',
  'muted',
  'createdAt',
] as const satisfies readonly (keyof ConversationFields)[];

const isWhole = (changes: ConversationChanges): changes is ConversationFields =>
  CONVERSATION_FIELDS.every((field) => changes[field] !== undefined);

/** A conversation the user just got arrives with every field as a change. */
function wholeConversation({ conversationId, changes }: ConversationUpdatedPayload): ConversationView | null {
  if (!isWhole(changes)) return null;
  return { ...changes, _id: conversationId, id: conversationId };
}

/**
 * conversation-updated: merges what changed into the listed conversation (re-sorting, as activity may
 * have moved), or adds a conversation that arrives whole. A partial change of a conversation not in the
 * list (one the user deleted for themselves) is left out.
 */
export function applyConversationChanges(
  list: readonly ConversationView[],
  payload: ConversationUpdatedPayload,
): ConversationView[] {
  const current = list.find((item) => item._id === payload.conversationId);
  if (current) return upsertConversation(list, { ...current, ...payload.changes });
  const whole = wholeConversation(payload);
  return whole ? upsertConversation(list, whole) : [...list];
}

export const removeConversation = (list: readonly ConversationView[], conversationId: string) =>
  list.filter((item) => item._id !== conversationId);

function mapConversation(
  list: readonly ConversationView[],
  conversationId: string,
  change: (conversation: ConversationView) => ConversationView,
): ConversationView[] {
  return list.map((item) => (item._id === conversationId ? change(item) : item));
}

/**
 * A new message: it becomes the conversation's last message, the conversation moves to the top,
 * and its unread count goes up by one when `bumpUnread`. `found` is false when the conversation
 * is not in the list (the caller then fetches the list again).
 */
export function applyIncomingMessage(
  list: readonly ConversationView[],
  message: MessageView,
  bumpUnread: boolean,
): { list: ConversationView[]; found: boolean } {
  const current = list.find((item) => item._id === message.conversationId);
  if (!current) return { list: [...list], found: false };
  if (current.lastMessage?._id === message._id) return { list: [...list], found: true };
  const newer = activity(current) > new Date(message.createdAt).getTime();
  const updated: ConversationView = {
    ...current,
    lastMessage: newer ? current.lastMessage : message,
    lastActivity: newer ? current.lastActivity : message.createdAt,
    unreadCount: current.unreadCount + (bumpUnread ? 1 : 0),
  };
  return { list: upsertConversation(list, updated), found: true };
}

/** An edited message replaces the preview when it is the last one. */
export const applyEditedMessage = (list: readonly ConversationView[], message: MessageView) =>
  mapConversation(list, message.conversationId, (item) =>
    item.lastMessage?._id === message._id ? { ...item, lastMessage: message } : item,
  );

/** A deleted last message gives way to `previous` (the message before it, when known). */
export const applyDeletedMessage = (
  list: readonly ConversationView[],
  conversationId: string,
  messageId: string,
  previous: MessageView | null,
) =>
  mapConversation(list, conversationId, (item) =>
    item.lastMessage?._id === messageId ? { ...item, lastMessage: previous } : item,
  );

export const markReadInList = (list: readonly ConversationView[], conversationId: string) =>
  mapConversation(list, conversationId, (item) =>
    item.unreadCount === 0 && item.unreadMentions === 0 ? item : { ...item, unreadCount: 0, unreadMentions: 0 },
  );

/** Lower case without Vietnamese diacritics, so "tuan" finds "Tuấn". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/giu, 'd')
    .toLowerCase()
    .trim();
}

function matchesSearch(conversation: ConversationView, needle: string, currentUserId: string | undefined) {
  if (!needle) return true;
  const names = [
    conversationTitle(conversation, currentUserId),
    // Other members' names; one's own would match every conversation.
    ...conversation.participants
      .filter((participant) => participant.user._id !== currentUserId)
      .map((participant) => participant.user.username),
  ];
  return names.some((name) => normalizeForSearch(name).includes(needle));
}

function matchesTab(conversation: ConversationView, tab: ChatTab) {
  switch (tab) {
    case 'unread':
      return conversation.unreadCount > 0;
    case 'groups':
      return conversation.type === 'group';
    case 'communities':
      return conversation.type === 'community';
    default:
      return true;
  }
}

/** The conversations a tab shows, narrowed by the search box (conversation and member names). */
export function filterConversations(
  list: readonly ConversationView[],
  tab: ChatTab,
  search: string,
  currentUserId: string | undefined,
): ConversationView[] {
  const needle = normalizeForSearch(search);
  return list.filter((item) => matchesTab(item, tab) && matchesSearch(item, needle, currentUserId));
}
