import type { AuthorSummary, PresenceChangedPayload } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../../realtime';
import { peopleKeys } from '../api';
import { applyPresenceChanges } from '../presence-list';

/**
 * Keeps the Present widget's list current while it is shown: the notification socket joins the
 * presence watchers (`watch-presence`, again after every reconnect, then the list is fetched afresh)
 * and applies each `presence-changed` batch to the cached list. Only watching sockets hear presence.
 */
export function useWatchPresence() {
  const queryClient = useQueryClient();
  const { notificationSocket: socket, connected } = useRealtime();

  useEffect(() => {
    if (!socket || !connected) return undefined;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: peopleKeys.online });
    const onChanged = (changes: PresenceChangedPayload) => {
      // A list being fetched may predate the batch: fetch it again rather than patch what is coming.
      if (queryClient.isFetching({ queryKey: peopleKeys.online }) > 0) return refetch();
      queryClient.setQueryData<AuthorSummary[]>(peopleKeys.online, (list) =>
        list ? applyPresenceChanges(list, changes) : list,
      );
    };
    socket.on('presence-changed', onChanged);
    socket.emit('watch-presence', refetch);
    return () => {
      socket.off('presence-changed', onChanged);
      socket.emit('unwatch-presence');
    };
  }, [socket, connected, queryClient]);
}
