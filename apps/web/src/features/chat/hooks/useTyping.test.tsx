import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHarness, createTestQueryClient, FakeChatSocket } from '../../../../test/chat-harness';
import { useTyping } from './useTyping';

describe('useTyping', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const socket = new FakeChatSocket();
    const hook = renderHook(() => useTyping('c1'), {
      wrapper: ({ children }) => (
        <ChatHarness socket={socket} queryClient={createTestQueryClient()}>
          {children}
        </ChatHarness>
      ),
    });
    return { socket, hook };
  }

  it('starts on the first non-empty input and stops after 1 s without input', () => {
    const { socket, hook } = setup();
    act(() => hook.result.current.notifyInput('   '));
    expect(socket.emittedNames()).toEqual([]);
    act(() => hook.result.current.notifyInput('x'));
    act(() => hook.result.current.notifyInput('xi'));
    expect(socket.emittedNames()).toEqual(['typing-start']);
    act(() => vi.advanceTimersByTime(999));
    expect(socket.emittedNames()).toEqual(['typing-start']);
    act(() => vi.advanceTimersByTime(1));
    expect(socket.emitted).toEqual([
      { event: 'typing-start', payload: { conversationId: 'c1' } },
      { event: 'typing-stop', payload: { conversationId: 'c1' } },
    ]);
  });

  it('stops on empty input, on send and when the conversation closes', () => {
    const { socket, hook } = setup();
    act(() => hook.result.current.notifyInput('a'));
    act(() => hook.result.current.notifyInput(''));
    act(() => hook.result.current.notifyInput('b'));
    act(() => hook.result.current.stopTyping());
    act(() => hook.result.current.notifyInput('c'));
    hook.unmount();
    expect(socket.emittedNames()).toEqual([
      'typing-start',
      'typing-stop',
      'typing-start',
      'typing-stop',
      'typing-start',
      'typing-stop',
    ]);
  });

  it('lists who else is typing here, until they stop or send', () => {
    const { socket, hook } = setup();
    const lan = { conversationId: 'c1', userId: 'user-2', username: 'lan' };
    act(() => socket.serverEmit('user-typing', lan));
    act(() => socket.serverEmit('user-typing', { ...lan, userId: 'user-3', username: 'hoa' }));
    act(() => socket.serverEmit('user-typing', { ...lan, conversationId: 'elsewhere', username: 'x' }));
    act(() => socket.serverEmit('user-typing', { ...lan, userId: 'user-1', username: 'minh' }));
    expect(hook.result.current.typingNames).toEqual(['lan', 'hoa']);
    act(() => socket.serverEmit('user-stop-typing', lan));
    expect(hook.result.current.typingNames).toEqual(['hoa']);
    act(() => socket.serverEmit('new-message', { conversationId: 'c1', sender: { _id: 'user-3' } }));
    expect(hook.result.current.typingNames).toEqual([]);
  });

  it('forgets a typist whose stop never came', () => {
    const { socket, hook } = setup();
    act(() => socket.serverEmit('user-typing', { conversationId: 'c1', userId: 'user-2', username: 'lan' }));
    act(() => vi.advanceTimersByTime(7_000));
    expect(hook.result.current.typingNames).toEqual([]);
  });
});
