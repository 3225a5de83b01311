import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageItem } from './MessageItem';

// The markdown renderer's chunk never arrives here: what the reader sees meanwhile is under test.
vi.mock('./AssistantMarkdown', () => new Promise(() => {}));

describe('MessageItem', () => {
  it('shows a reply without its markdown syntax until the renderer has loaded', () => {
    render(
      <ul>
        <MessageItem
          message={{
            id: 'a1',
            sender: 'ai',
            text: 'Xem **3 việc** trong [Việc của tôi](/projects?view=mine).',
            timestamp: '2026-01-01T00:00:00.000Z',
            streaming: false,
            isError: false,
          }}
        />
      </ul>,
    );
    const reply = screen.getByText(/Việc của tôi/);
    expect(reply).toHaveTextContent('Xem 3 việc trong Việc của tôi.');
    expect(reply.textContent).not.toMatch(/\]\(|\*\*/);
  });
});
