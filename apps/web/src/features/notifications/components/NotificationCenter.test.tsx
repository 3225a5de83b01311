import type { NotificationListAnswer, NotificationView } from '@teamhub/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { NotificationCenter } from './NotificationCenter';

const notification = (id: string): NotificationView => ({
  _id: id,
  id,
  type: 'follow',
  action: 'follow',
  sender: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
  post: null,
  commentId: null,
  project: null,
  task: null,
  chatMessage: null,
  message: 'lan started following you',
  isRead: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** Waits on conditions with room for a loaded machine (the defaults give up after 1 s). */
const patient = { timeout: 10_000 };

const answer = (data: NotificationListAnswer) => new Response(JSON.stringify({ success: true, data }));

describe('NotificationCenter', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('loads more after the cursor of the last page, not by page number', async () => {
    const cursor = '2026-01-01T00:00:00.000001Z|n1';
    fetchMock
      .mockResolvedValueOnce(
        answer({
          notifications: [notification('n1')],
          unreadCount: 0,
          pagination: { page: 1, limit: 20, hasMore: true, nextCursor: cursor },
        }),
      )
      .mockResolvedValueOnce(
        answer({
          notifications: [notification('n2')],
          unreadCount: 0,
          pagination: { limit: 20, hasMore: false, nextCursor: null },
        }),
      );
    renderWithProviders(<NotificationCenter heading={(title) => <h1>{title}</h1>} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Xem thêm' }, patient));
    await vi.waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2), patient);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/notifications?page=1&limit=20',
      `/api/notifications?before=${encodeURIComponent(cursor)}&limit=20`,
    ]);
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
  });
});
