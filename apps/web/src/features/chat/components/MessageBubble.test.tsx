import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeChatUser, makeMessage } from '../../../../test/fixtures/chat';
import { renderWithProviders } from '../../../../test/render';
import { MessageBubble } from './MessageBubble';

const handlers = { onOpenMenu: vi.fn(), onSaveEdit: vi.fn(), onCancelEdit: vi.fn() };
const shown = { own: false, showSender: true, showAvatar: true, showTime: false, editing: false, menuOpen: false };

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

  it('names everyone else by their username', () => {
    renderWithProviders(<MessageBubble message={makeMessage()} {...shown} {...handlers} />);
    expect(screen.getByText('lan', { selector: 'span' })).toBeInTheDocument();
  });
});
