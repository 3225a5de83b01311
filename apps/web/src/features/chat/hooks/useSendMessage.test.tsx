import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { ChatHarness, createTestQueryClient, FakeChatSocket } from '../../../../test/chat-harness';
import { chatKeys } from '../api';
import type { MessagePages } from '../utils/message-cache';
import { useSendMessage } from './useSendMessage';

describe('useSendMessage', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn<typeof fetch>()));
  afterEach(() => vi.unstubAllGlobals());

  function setup() {
    const socket = new FakeChatSocket();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData<MessagePages>(chatKeys.messages('c1'), {
      pages: [{ messages: [], hasMore: false }],
      pageParams: [undefined],
    });
    const { result } = renderHook(() => useSendMessage('c1'), {
      wrapper: ({ children }) => (
        <ChatHarness socket={socket} queryClient={queryClient}>
          {children}
        </ChatHarness>
      ),
    });
    const history = () => queryClient.getQueryData<MessagePages>(chatKeys.messages('c1'))?.pages[0]?.messages ?? [];
    return { socket, send: result.current, history };
  }

  it('tries again with the same clientId when an acknowledgement does not come', async () => {
    const { socket, send, history } = setup();
    const saved = makeMessage({ _id: 'm1', conversationId: 'c1', content: 'hello' });
    socket.emitWithAck
      .mockRejectedValueOnce(new Error('operation has timed out'))
      .mockResolvedValueOnce({ success: true, data: saved });

    let sent = false;
    await act(async () => {
      sent = await send({ content: 'hello' });
    });

    expect(sent).toBe(true);
    expect(socket.emitWithAck).toHaveBeenCalledTimes(2);
    const [first, second] = socket.emitWithAck.mock.calls.map(([, payload]) => payload as { clientId: string });
    expect(first?.clientId).toMatch(/^[0-9a-f-]{36}$/u);
    expect(second).toEqual(first);
    expect(history().map((message) => message._id)).toEqual(['m1']);
  });

  it('gives every message its own clientId, and stops after three tries without an answer', async () => {
    const { socket, send } = setup();
    socket.emitWithAck.mockRejectedValue(new Error('operation has timed out'));

    await act(async () => {
      expect(await send({ content: 'one' })).toBe(false);
      expect(await send({ content: 'two' })).toBe(false);
    });

    const ids = socket.emitWithAck.mock.calls.map(([, payload]) => (payload as { clientId: string }).clientId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(new Set(ids.slice(3)).size).toBe(1);
    expect(ids[0]).not.toBe(ids[3]);
  });
});
