import {
  LIMITS,
  type ApiSuccess,
  type ChatUploadAnswer,
  type ChatUserSearchResult,
  type CommunitySummary,
  type ConversationMembersAnswer,
  type ConversationView,
  type MessageHistoryAnswer,
  type MessageView,
} from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';
import { uploadForm } from '../../lib/upload';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  communities: ['chat', 'communities'] as const,
  messagesRoot: ['chat', 'messages'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  members: (conversationId: string) => ['chat', 'members', conversationId] as const,
  userSearch: (query: string) => ['chat', 'user-search', query] as const,
};

export const MESSAGE_PAGE_SIZE = LIMITS.chat.historyDefaultLimit;

const conversationPath = (id: string) => `/api/chats/conversations/${encodeURIComponent(id)}`;
const data = <T>(answer: ApiSuccess<T>) => answer.data;

export const fetchConversations = () =>
  apiRequest<ApiSuccess<ConversationView[]>>('/api/chats/conversations').then(data);

/** Under the minimum length after trimming, answers an empty list without a call. */
export async function searchChatUsers(query: string, signal?: AbortSignal): Promise<ChatUserSearchResult[]> {
  const trimmed = query.trim();
  if (trimmed.length < LIMITS.userSearchMinLength) return [];
  const answer = await apiRequest<ApiSuccess<ChatUserSearchResult[]>>(
    `/api/chats/users/search?query=${encodeURIComponent(trimmed)}`,
    { signal },
  );
  return answer.data;
}

export const createDirectConversation = (targetUserId: string) =>
  apiRequest<ApiSuccess<ConversationView>>('/api/chats/conversations', {
    method: 'POST',
    body: { targetUserId },
  }).then(data);

export function fetchMessages(conversationId: string, before?: string) {
  const params = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) params.set('before', before);
  return apiRequest<ApiSuccess<MessageHistoryAnswer>>(`${conversationPath(conversationId)}/messages?${params}`).then(
    data,
  );
}

/** A page of members in joining order, after the member `after`. */
export function fetchMembers(conversationId: string, after?: string) {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return apiRequest<ApiSuccess<ConversationMembersAnswer>>(`${conversationPath(conversationId)}/members${query}`).then(
    data,
  );
}

export const markConversationRead = (conversationId: string) =>
  apiRequest<unknown>(`${conversationPath(conversationId)}/read`, { method: 'POST' });

export function uploadChatFile(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ApiSuccess<ChatUploadAnswer>>('/api/chats/upload', form, { onProgress }).then(data);
}

export const editMessage = (messageId: string, content: string) =>
  apiRequest<ApiSuccess<MessageView>>(`/api/chats/messages/${encodeURIComponent(messageId)}`, {
    method: 'PUT',
    body: { content },
  }).then(data);

export const deleteMessage = (messageId: string) =>
  apiRequest<unknown>(`/api/chats/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' });

export const createGroup = (body: { name: string; memberIds: string[]; type: 'group' | 'community' }) =>
  apiRequest<ApiSuccess<ConversationView>>('/api/chats/groups', { method: 'POST', body }).then(data);

export const renameConversation = (conversationId: string, name: string) =>
  apiRequest<ApiSuccess<ConversationView>>(conversationPath(conversationId), {
    method: 'PATCH',
    body: { name },
  }).then(data);

export const addMembers = (conversationId: string, userIds: string[]) =>
  apiRequest<ApiSuccess<ConversationView>>(`${conversationPath(conversationId)}/members`, {
    method: 'POST',
    body: { userIds },
  }).then(data);

/** Removes a member; with one's own id this is "leave". */
export const removeMember = (conversationId: string, userId: string) =>
  apiRequest<unknown>(`${conversationPath(conversationId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export const fetchCommunities = () => apiRequest<ApiSuccess<CommunitySummary[]>>('/api/chats/communities').then(data);

export const joinCommunity = (conversationId: string) =>
  apiRequest<ApiSuccess<ConversationView>>(`${conversationPath(conversationId)}/join`, { method: 'POST' }).then(data);

export const setConversationMuted = (conversationId: string, muted: boolean) =>
  apiRequest<ApiSuccess<ConversationView>>(`${conversationPath(conversationId)}/mute`, {
    method: 'PATCH',
    body: { muted },
  }).then(data);

/** "Delete chat": hides the conversation and its history for the caller only. */
export const deleteConversation = (conversationId: string) =>
  apiRequest<unknown>(conversationPath(conversationId), { method: 'DELETE' });
