import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeChatUser, makeMessage } from '../../../../test/fixtures/chat';
import { renderWithProviders } from '../../../../test/render';
import { MessageBubble } from './MessageBubble';

const handlers = {
  onOpenMenu: vi.fn(),
  onSaveEdit: vi.fn(),
  onCancelEdit: vi.fn(),
  onLandedLeave: vi.fn(),
  onToggleReaction: vi.fn(),
};
const shown = {
  own: false,
  showSender: true,
  showAvatar: true,
  showTime: false,
  editing: false,
  menuOpen: false,
  landed: false,
  pinned: false,
};

describe('MessageBubble', () => {
  it('shows a deleted account as "deleted user" with no picture, also where a reply quotes it', () => {
    const ghost = makeChatUser({ _id: 'user-9', username: 'deleted-1a2b3c4d', avatar: '', deleted: true });
    const message = makeMessage({
      sender: ghost,
      replyTo: {
        _id: 'message-0',
        content: 'Earlier',
        sender: { _id: 'user-9', username: 'deleted-1a2b3c4d', deleted: true },
      },
    });
    renderWithProviders(<MessageBubble message={message} {...shown} {...handlers} />);
    expect(screen.getByText('Người dùng đã xóa', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/Người dùng đã xóa/u, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/deleted-1a2b3c4d/u)).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks a pinned message, and only a pinned one', () => {
    const { rerender } = renderWithProviders(<MessageBubble message={makeMessage()} {...shown} {...handlers} />);
    expect(screen.queryByTestId('message-pinned-mark')).not.toBeInTheDocument();
    rerender(<MessageBubble message={makeMessage()} {...shown} {...handlers} pinned />);
    expect(screen.getByTestId('message-pinned-mark')).toHaveTextContent('Đã ghim');
  });

  it('names everyone else by their username', () => {
    renderWithProviders(<MessageBubble message={makeMessage()} {...shown} {...handlers} />);
    expect(screen.getByText('lan', { selector: 'span' })).toBeInTheDocument();
  });

  it('marks a message a link landed on, names it and keeps the mark while the focus is inside it', () => {
    const onLandedLeave = vi.fn();
    renderWithProviders(
      <>
        <MessageBubble message={makeMessage()} {...shown} {...handlers} landed onLandedLeave={onLandedLeave} />
        <button type="button">elsewhere</button>
      </>,
    );
    const row = screen.getByRole('group', { name: 'Tin nhắn được mở từ liên kết, của lan' });
    expect(row).toHaveAttribute('data-landed', 'true');
    row.focus();
    expect(row).toHaveFocus();
    screen.getByRole('button', { name: 'Tùy chọn tin nhắn' }).focus();
    expect(onLandedLeave).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    expect(onLandedLeave).toHaveBeenCalledTimes(1);
  });

  it('is neither focusable nor a group when no link landed on it', () => {
    renderWithProviders(<MessageBubble message={makeMessage()} {...shown} {...handlers} />);
    const row = screen.getByTestId('message-bubble');
    expect(row).not.toHaveAttribute('tabindex');
    expect(row).not.toHaveAttribute('role');
    expect(row).not.toHaveAttribute('data-landed');
  });

  it('shows reaction chips with counts, mine pressed, and toggles one on click', () => {
    const message = makeMessage({
      reactions: [
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: '😂', count: 1, reactedByMe: false },
      ],
    });
    renderWithProviders(<MessageBubble message={message} {...shown} {...handlers} />);
    const mine = screen.getByRole('button', { name: '👍 2 lượt bày tỏ cảm xúc' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '😂 1 lượt bày tỏ cảm xúc' })).toHaveAttribute('aria-pressed', 'false');
    mine.click();
    expect(handlers.onToggleReaction).toHaveBeenCalledWith(message, '👍');
  });
});
