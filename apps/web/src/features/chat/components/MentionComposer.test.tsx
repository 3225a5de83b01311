import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatHarness, createTestQueryClient, FakeChatSocket } from '../../../../test/chat-harness';
import type { OutgoingMessage } from '../hooks/useSendMessage';
import type { MentionCandidate } from '../../../components/mention-picking';
import { Composer } from './Composer';

const candidates: MentionCandidate[] = [
  { username: 'all', avatar: '', everyone: true },
  { username: 'lan', avatar: '' },
  { username: 'long', avatar: '' },
];

function setup() {
  const send = vi.fn<(message: OutgoingMessage) => Promise<boolean>>().mockResolvedValue(true);
  render(
    <ChatHarness socket={new FakeChatSocket()} queryClient={createTestQueryClient()}>
      <Composer
        conversationId="c1"
        replyTo={null}
        onCancelReply={vi.fn()}
        send={send}
        notifyInput={vi.fn()}
        stopTyping={vi.fn()}
        mentionCandidates={candidates}
      />
    </ChatHarness>,
  );
  const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
  const type = (value: string) => {
    fireEvent.change(input, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
  };
  return { send, input, type };
}

describe('Composer mentions', () => {
  it('offers the members after "@" as a listbox the box drives, and picks with the keyboard', async () => {
    const { send, input, type } = setup();
    type('hi @l');
    const list = screen.getByRole('listbox');
    const options = screen.getAllByRole('option');
    // Names starting with it first, then those containing it.
    expect(options.map((option) => option.textContent?.split(' ')[0])).toEqual(['@lan', '@long', '@allMọi']);
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    // Enter picks (it does not send while the list is open).
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('hi @long ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ content: 'hi @long', replyTo: null }));
  });

  it('picks with Tab, offers @all first, and closes on Escape', () => {
    const { input, type } = setup();
    type('@');
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('@all');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type('@la');
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(input.value).toBe('@lan ');
  });

  it('shows no list for an address or a name nobody has', () => {
    const { type } = setup();
    type('mail a@l');
    expect(screen.queryByRole('listbox')).toBeNull();
    type('@zz');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
