import { act, renderHook, screen } from '@testing-library/react';
import type { ConversationView } from '@teamhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeChatUser, makeConversation, makeMessage } from '../../../../test/fixtures/chat';
import { ChatHarness, createTestQueryClient, currentUser, FakeChatSocket } from '../../../../test/chat-harness';
import { AnnouncerProvider } from '../../../components/AnnouncerProvider';
import { chatKeys } from '../api';
import type { MessagePages } from '../utils/message-cache';
import { useChatRealtime } from './useChatRealtime';

describe('useChatRealtime', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function setup(activeId: string | null) {
    const socket = new FakeChatSocket();
    const queryClient = createTestQueryClient();
    const open = makeConversation({ _id: 'open', lastActivity: '2026-03-15T09:00:00.000Z' });
    const other = makeConversation({ _id: 'other', lastActivity: '2026-03-14T09:00:00.000Z' });
    queryClient.setQueryData(chatKeys.conversations, [open, other]);
    queryClient.setQueryData<MessagePages>(chatKeys.messages('open'), {
      pages: [{ messages: [], hasMore: false }],
      pageParams: [undefined],
    });
    const onRemoved = vi.fn();
    renderHook(() => useChatRealtime(activeId, onRemoved), {
      wrapper: ({ children }) => (
        <ChatHarness socket={socket} queryClient={queryClient}>
          <AnnouncerProvider>{children}</AnnouncerProvider>
        </ChatHarness>
      ),
    });
    const list = () => queryClient.getQueryData<ConversationView[]>(chatKeys.conversations) ?? [];
    return { socket, queryClient, list, onRemoved };
  }

  it('moves a conversation that is not open to the top and bumps its unread count', () => {
    const { socket, list } = setup('open');
    const message = makeMessage({ _id: 'm1', conversationId: 'other', createdAt: '2026-03-15T10:00:00.000Z' });
    act(() => socket.serverEmit('new-message', message));
    expect(list().map((item) => item._id)).toEqual(['other', 'open']);
    expect(list()[0]).toMatchObject({ unreadCount: 1, lastMessage: message });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a message in the open conversation to its history and marks it read', () => {
    const { socket, list, queryClient } = setup('open');
    const message = makeMessage({ _id: 'm2', conversationId: 'open', createdAt: '2026-03-15T10:00:00.000Z' });
    act(() => socket.serverEmit('new-message', message));
    expect(list()[0]).toMatchObject({ _id: 'open', unreadCount: 0 });
    const history = queryClient.getQueryData<MessagePages>(chatKeys.messages('open'));
    expect(history?.pages[0]?.messages.map((item) => item._id)).toEqual(['m2']);
    expect(fetchMock).toHaveBeenCalledWith('/api/chats/conversations/open/read', expect.anything());
  });

  it("reads other people's new messages through the live region, not one's own or a muted conversation's", () => {
    const { socket, queryClient, list } = setup('open');
    queryClient.setQueryData(chatKeys.conversations, [...list(), makeConversation({ _id: 'muted', muted: true })]);
    const lines = () => [...screen.getByTestId('live-region').children].map((line) => line.textContent);
    act(() => socket.serverEmit('new-message', makeMessage({ _id: 'a', conversationId: 'other', content: 'Chào' })));
    act(() =>
      socket.serverEmit(
        'new-message',
        makeMessage({ _id: 'b', conversationId: 'open', sender: makeChatUser(currentUser), content: 'Mine' }),
      ),
    );
    act(() => socket.serverEmit('new-message', makeMessage({ _id: 'c', conversationId: 'muted', content: 'Hush' })));
    expect(lines()).toEqual(['Tin nhắn mới từ lan: Chào']);
  });

  it('merges conversation-updated changes, adds a whole new conversation, and drops conversation-removed', () => {
    const { socket, list, onRemoved } = setup('open');
    const {
      _id: conversationId,
      id: _sameId,
      ...whole
    } = makeConversation({
      _id: 'new',
      lastActivity: '2026-03-16T00:00:00.000Z',
      unreadCount: 4,
    });
    act(() => socket.serverEmit('conversation-updated', { conversationId, changes: whole }));
    expect(list().map((item) => item._id)).toEqual(['new', 'open', 'other']);
    act(() => socket.serverEmit('conversation-updated', { conversationId: 'other', changes: { name: 'Renamed' } }));
    expect(list().find((item) => item._id === 'other')).toMatchObject({ name: 'Renamed', unreadCount: 0 });
    // A partial change of a conversation the list does not hold is left out.
    act(() => socket.serverEmit('conversation-updated', { conversationId: 'hidden', changes: { name: 'Gone' } }));
    expect(list().map((item) => item._id)).toEqual(['new', 'open', 'other']);
    act(() => socket.serverEmit('conversation-removed', { conversationId: 'open' }));
    expect(list().map((item) => item._id)).toEqual(['new', 'other']);
    expect(onRemoved).toHaveBeenCalled();
  });

  it('refetches the list and the histories after a reconnect, not on the first connect', () => {
    const { socket, queryClient } = setup('open');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.serverEmit('connect'));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => socket.serverEmit('connect'));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([chatKeys.conversations, chatKeys.messagesRoot]));
  });
});
