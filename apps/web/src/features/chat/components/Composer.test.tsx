import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { ChatHarness, createTestQueryClient, FakeChatSocket } from '../../../../test/chat-harness';
import type { OutgoingMessage } from '../hooks/useSendMessage';
import { Composer } from './Composer';

function setup(options: { result?: boolean; replyTo?: ReturnType<typeof makeMessage> } = {}) {
  const send = vi.fn<(message: OutgoingMessage) => Promise<boolean>>().mockResolvedValue(options.result ?? true);
  const notifyInput = vi.fn();
  const stopTyping = vi.fn();
  const onCancelReply = vi.fn();
  render(
    <ChatHarness socket={new FakeChatSocket()} queryClient={createTestQueryClient()}>
      <Composer
        conversationId="c1"
        replyTo={options.replyTo ?? null}
        onCancelReply={onCancelReply}
        send={send}
        notifyInput={notifyInput}
        stopTyping={stopTyping}
      />
    </ChatHarness>,
  );
  const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
  return { send, notifyInput, stopTyping, onCancelReply, input };
}

describe('Composer', () => {
  it('sends the trimmed text on Enter and empties the box', async () => {
    const { send, input, stopTyping, notifyInput } = setup();
    fireEvent.change(input, { target: { value: '  chào bạn  ' } });
    expect(notifyInput).toHaveBeenCalledWith('  chào bạn  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ content: 'chào bạn', replyTo: null }));
    expect(stopTyping).toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('does not send on Shift+Enter, nor a blank message', () => {
    const { send, input } = setup();
    fireEvent.change(input, { target: { value: 'line one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('composer-send')).toBeDisabled();
  });

  it('puts a refused message back in the box', async () => {
    const { input } = setup({ result: false });
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(input.value).toBe('hello'));
  });

  it('sends a reply with the answered message id and clears the reply after', async () => {
    const replyTo = makeMessage({ _id: 'm9', content: 'a'.repeat(60) });
    const { send, input, onCancelReply } = setup({ replyTo });
    expect(screen.getByTestId('composer-reply')).toHaveTextContent(`${'a'.repeat(50)}...`);
    fireEvent.change(input, { target: { value: 'ok' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ content: 'ok', replyTo: 'm9' }));
    expect(onCancelReply).toHaveBeenCalled();
  });

  it('shows the counter past 1800 characters, warning then danger', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'a'.repeat(1800) } });
    expect(screen.queryByTestId('composer-counter')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a'.repeat(1801) } });
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('1801/2000');
    expect(screen.getByTestId('composer-counter')).toHaveAttribute('data-level', 'warning');
    fireEvent.change(input, { target: { value: 'a'.repeat(1901) } });
    expect(screen.getByTestId('composer-counter')).toHaveAttribute('data-level', 'danger');
    expect(input).toHaveAttribute('maxLength', '2000');
  });
});
