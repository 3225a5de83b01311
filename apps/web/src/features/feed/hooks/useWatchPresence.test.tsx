import type { AuthorSummary } from '@teamhub/contracts';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RealtimeContext, type NotificationSocket } from '../../realtime';
import { peopleKeys } from '../api';
import { useWatchPresence } from './useWatchPresence';

const person = (id: string, username: string): AuthorSummary => ({
  _id: id,
  id,
  username,
  avatar: '',
  verified: false,
});

function Probe() {
  useWatchPresence();
  return null;
}

function setup() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const emitted: [string, unknown][] = [];
  const socket = {
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
    emit: (event: string, ack?: unknown) => emitted.push([event, ack]),
  } as unknown as NotificationSocket;
  const utils = renderWithProviders(
    <RealtimeContext.Provider value={{ notificationSocket: socket, connected: true, connectError: false }}>
      <Probe />
    </RealtimeContext.Provider>,
  );
  const serverEmit = (event: string, payload: unknown) => act(() => listeners.get(event)?.(payload));
  return { ...utils, emitted, serverEmit };
}

describe('useWatchPresence', () => {
  it('watches presence, refetches once watching, applies batches, and stops watching when gone', () => {
    const { emitted, serverEmit, queryClient, unmount } = setup();
    expect(emitted.map(([event]) => event)).toEqual(['watch-presence']);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => (emitted[0]?.[1] as () => void)());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: peopleKeys.online });

    queryClient.setQueryData(peopleKeys.online, [person('a', 'an'), person('c', 'cuong')]);
    serverEmit('presence-changed', { online: [person('b', 'binh')], offline: ['c'] });
    const list = queryClient.getQueryData<AuthorSummary[]>(peopleKeys.online);
    expect(list?.map((user) => user._id)).toEqual(['a', 'b']);

    unmount();
    expect(emitted.map(([event]) => event)).toEqual(['watch-presence', 'unwatch-presence']);
  });
});
