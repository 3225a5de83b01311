import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHarness, createTestQueryClient, FakeChatSocket } from '../../../../test/chat-harness';
import { useChatRealtime } from '../hooks/useChatRealtime';
import { ChatErrorBanner as ErrorBanner } from './ChatErrorBanner';

function Page() {
  useChatRealtime(null, () => undefined);
  return <ErrorBanner />;
}

describe('the chat error banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const socket = new FakeChatSocket();
    render(
      <ChatHarness socket={socket} queryClient={createTestQueryClient()}>
        <Page />
      </ChatHarness>,
    );
    return socket;
  }

  it("shows a socket error's message and clears it after 5 s", () => {
    const socket = setup();
    act(() => socket.serverEmit('error', { message: 'Không tìm thấy cuộc trò chuyện' }));
    expect(screen.getByTestId('chat-error')).toHaveTextContent('Không tìm thấy cuộc trò chuyện');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByTestId('chat-error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('chat-error')).not.toBeInTheDocument();
  });

  it('uses a generic text without a message, restarts the timer on a new error, and closes on demand', () => {
    const socket = setup();
    act(() => socket.serverEmit('error', {}));
    expect(screen.getByTestId('chat-error')).toHaveTextContent('Đã có lỗi xảy ra với kết nối chat');
    act(() => vi.advanceTimersByTime(4_000));
    act(() => socket.serverEmit('error', {}));
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByTestId('chat-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng thông báo lỗi' }));
    expect(screen.queryByTestId('chat-error')).not.toBeInTheDocument();
  });
});
