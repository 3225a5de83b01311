import type { NotificationView } from '@teamhub/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AnnouncerProvider } from '../../components/AnnouncerProvider';
import { namespaceConnections } from '../../lib/realtime/namespace-connection';
import type { NamespaceSocket } from '../../lib/realtime/namespace-socket';
import { notificationKeys } from './api';
import { useUnreadCount } from './hooks/useNotificationQueries';
import { NotificationsBridge } from './NotificationsBridge';

const notification: NotificationView = {
  _id: 'n1',
  id: 'n1',
  type: 'follow',
  action: 'follow',
  sender: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
  post: null,
  commentId: null,
  project: null,
  task: null,
  chatMessage: null,
  message: 'lan started following you',
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A notification socket whose connection and server events the test plays. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    connected: false,
    on(event: string, listener: (payload?: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    off: (event: string, listener: (payload?: unknown) => void) => listeners.get(event)?.delete(listener),
  };
  const play = (event: string, payload?: unknown) =>
    act(() => listeners.get(event)?.forEach((listener) => listener(payload)));
  return { socket, play };
}

/** Unread-count answers the test releases one by one, in the order the requests were made. */
function heldCounts() {
  const held: ((count: number) => void)[] = [];
  const fetchMock = vi.fn<typeof fetch>(
    () =>
      new Promise<Response>((resolve) => {
        held.push((count) => resolve(new Response(JSON.stringify({ success: true, data: { unreadCount: count } }))));
      }),
  );
  return { fetchMock, held };
}

/** Waits on conditions with room for a loaded machine (vi.waitFor gives up after 1 s by default). */
const patient = { timeout: 10_000 };

function Badge() {
  return <output data-testid="badge">{useUnreadCount()}</output>;
}

describe('NotificationsBridge', () => {
  const counts = heldCounts();
  beforeEach(() => vi.stubGlobal('fetch', counts.fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    counts.fetchMock.mockClear();
    counts.held.length = 0;
  });

  function setup() {
    const { socket, play } = fakeSocket();
    const { queryClient } = renderWithProviders(
      <namespaceConnections.notifications.Provider
        value={{ socket: socket as unknown as NamespaceSocket<'notifications'>, connected: false, connectError: false }}
      >
        <AnnouncerProvider>
          <NotificationsBridge />
          <Badge />
        </AnnouncerProvider>
      </namespaceConnections.notifications.Provider>,
    );
    return { socket, play, queryClient };
  }

  it('keeps a live notification when a count read before it arrives after it', async () => {
    const { socket, play, queryClient } = setup();
    await vi.waitFor(() => expect(counts.held).toHaveLength(1), patient);
    act(() => counts.held[0]!(0));
    await vi.waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread)).toBe(0), patient);
    socket.connected = true;
    await play('connect');
    // The refetch on connection read 0 just before the follow was saved …
    await vi.waitFor(() => expect(counts.held).toHaveLength(2), patient);
    // … the follow's notification arrives first …
    await play('new-notification', { notification, unreadCount: 1 });
    await vi.waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1'), patient);
    // … and that stale 0 lands afterwards. It must not win: the read under way is replaced by a
    // fresh one, which sees the notification.
    act(() => counts.held[1]!(0));
    await vi.waitFor(() => expect(counts.held).toHaveLength(3), patient);
    act(() => counts.held[2]!(1));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), patient);
    expect(queryClient.getQueryData(notificationKeys.unread)).toBe(1);
    await vi.waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1'), patient);
  });

  it('reads a new notification once through the live region, as one plain sentence', async () => {
    const { play } = setup();
    const commented: NotificationView = {
      ...notification,
      _id: 'n2',
      id: 'n2',
      type: 'comment',
      action: 'post-comment',
      post: { _id: 'p1', content: 'Đẹp quá' },
    };
    await play('new-notification', { notification: commented, unreadCount: 1 });
    const lines = [...screen.getByTestId('live-region').children].map((line) => line.textContent);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^lan .*: "Đẹp quá"$/);
    expect(lines[0]).not.toContain('<b>');
  });

  it('reads a reminder with its task and no one named', async () => {
    const { play } = setup();
    const overdue: NotificationView = {
      ...notification,
      _id: 'n3',
      id: 'n3',
      type: 'other',
      action: 'task-overdue',
      sender: { _id: 'user-1', id: 'user-1', username: 'minh', avatar: '' },
      task: { id: 't1', projectId: 'p7', title: 'Gửi báo giá' },
    };
    await play('new-notification', { notification: overdue, unreadCount: 1 });
    const lines = [...screen.getByTestId('live-region').children].map((line) => line.textContent);
    expect(lines).toEqual(['Task Gửi báo giá đã quá hạn']);
  });
});
