import { LIMITS, type ApiSuccess, type ChatUserSearchResult } from '@teamhub/contracts';
import { api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  communities: ['chat', 'communities'] as const,
  messagesRoot: ['chat', 'messages'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  members: (conversationId: string) => ['chat', 'members', conversationId] as const,
  pinsRoot: ['chat', 'pins'] as const,
  pins: (conversationId: string) => ['chat', 'pins', conversationId] as const,
  readsRoot: ['chat', 'reads'] as const,
  reads: (conversationId: string) => ['chat', 'reads', conversationId] as const,
  /** Who reacted to a message; `signature` (its emojis and counts) changes with them, so names follow. */
  reactors: (messageId: string, signature: string) => ['chat', 'reactors', messageId, signature] as const,
  userSearch: (query: string) => ['chat', 'user-search', query] as const,
  messageSearch: (query: string) => ['chat', 'message-search', query] as const,
  /** A thread's root and replies (ThreadPanel), paged like a history. */
  thread: (rootId: string) => ['chat', 'thread', rootId] as const,
};

export const MESSAGE_PAGE_SIZE = LIMITS.chat.historyDefaultLimit;

const data = <T>(answer: ApiSuccess<T>) => answer.data;
const conversation = (id: string) => ({ params: { id } });

export const fetchConversations = () => api('GET /api/chats/conversations').then(data);

/** Under the minimum length after trimming, answers an empty list without a call. */
export async function searchChatUsers(query: string, signal?: AbortSignal): Promise<ChatUserSearchResult[]> {
  const trimmed = query.trim();
  if (trimmed.length < LIMITS.userSearchMinLength) return [];
  const answer = await api('GET /api/chats/users/search', { query: { query: trimmed } }, { signal });
  return answer.data;
}

/** Messages of the caller's conversations matching `q`, best first; `cursor` is the last page's `nextCursor`. */
export const searchMessages = (q: string, cursor: string | undefined, signal?: AbortSignal) =>
  api('GET /api/search', { query: { q, type: 'message', cursor } }, { signal }).then(data);

export const createDirectConversation = (targetUserId: string) =>
  api('POST /api/chats/conversations', { body: { targetUserId } }).then(data);

export const fetchMessages = (conversationId: string, before?: string) =>
  api('GET /api/chats/conversations/:id/messages', {
    ...conversation(conversationId),
    query: { limit: MESSAGE_PAGE_SIZE, before },
  }).then(data);

/** A page of members in joining order, after the member `after`. */
export const fetchMembers = (conversationId: string, after?: string) =>
  api('GET /api/chats/conversations/:id/members', { ...conversation(conversationId), query: { after } }).then(data);

/** How far the other participants have read (empty when the caller turned read receipts off). */
export const fetchReads = (conversationId: string) =>
  api('GET /api/chats/conversations/:id/reads', conversation(conversationId)).then(data);

export const markConversationRead = (conversationId: string) =>
  api('POST /api/chats/conversations/:id/read', conversation(conversationId));

export function uploadChatFile(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('POST /api/chats/upload', { body: form }, { onProgress }).then(data);
}

export const fetchThread = (rootId: string, before?: string) =>
  api('GET /api/chats/messages/:id/thread', {
    params: { id: rootId },
    query: { limit: MESSAGE_PAGE_SIZE, before },
  }).then(data);

export const markThreadRead = (rootId: string) =>
  api('POST /api/chats/messages/:id/thread/read', { params: { id: rootId } }).then(data);

export const editMessage = (messageId: string, content: string) =>
  api('PUT /api/chats/messages/:id', { params: { id: messageId }, body: { content } }).then(data);

export const deleteMessage = (messageId: string) =>
  api('DELETE /api/chats/messages/:id', { params: { id: messageId } });

/** The conversation's pinned messages the caller's history shows, newest pin first. */
export const fetchPins = (conversationId: string) =>
  api('GET /api/chats/conversations/:id/pins', conversation(conversationId)).then(data);

export const pinMessage = (messageId: string) =>
  api('POST /api/chats/messages/:id/pin', { params: { id: messageId } }).then(data);

export const unpinMessage = (messageId: string) =>
  api('DELETE /api/chats/messages/:id/pin', { params: { id: messageId } }).then(data);

export const addReaction = (messageId: string, emoji: string) =>
  api('POST /api/chats/messages/:id/reactions', { params: { id: messageId }, body: { emoji } }).then(data);

export const removeReaction = (messageId: string, emoji: string) =>
  api('DELETE /api/chats/messages/:id/reactions', { params: { id: messageId }, query: { emoji } }).then(data);

/** Who reacted with each emoji (the chips' tooltips), fetched when one is hovered or focused. */
export const fetchReactors = (messageId: string) =>
  api('GET /api/chats/messages/:id/reactions', { params: { id: messageId } }).then(data);

export const createGroup = (body: { name: string; memberIds: string[]; type: 'group' | 'community' }) =>
  api('POST /api/chats/groups', { body }).then(data);

export const renameConversation = (conversationId: string, name: string) =>
  api('PATCH /api/chats/conversations/:id', { ...conversation(conversationId), body: { name } }).then(data);

export const addMembers = (conversationId: string, userIds: string[]) =>
  api('POST /api/chats/conversations/:id/members', { ...conversation(conversationId), body: { userIds } }).then(data);

/** Removes a member; with one's own id this is "leave". */
export const removeMember = (conversationId: string, userId: string) =>
  api('DELETE /api/chats/conversations/:id/members/:userId', { params: { id: conversationId, userId } });

export const fetchCommunities = () => api('GET /api/chats/communities').then(data);

export const joinCommunity = (conversationId: string) =>
  api('POST /api/chats/conversations/:id/join', conversation(conversationId)).then(data);

export const setConversationMuted = (conversationId: string, muted: boolean) =>
  api('PATCH /api/chats/conversations/:id/mute', { ...conversation(conversationId), body: { muted } }).then(data);

/** "Delete chat": hides the conversation and its history for the caller only. */
export const deleteConversation = (conversationId: string) =>
  api('DELETE /api/chats/conversations/:id', conversation(conversationId));
