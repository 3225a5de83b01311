import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Before a live change is put in the cache under `queryKey` (a socket event): a read of it still under
 * way may have started before the change and would answer with the data as it was, overwriting the
 * change on screen until the next read (a task moved to another day came back to its old one). Such a
 * read is dropped and started again; the server sends a change once it is committed, so the new read
 * has it. Nothing is read that was not being read.
 */
export function readAgainIfReading(queryClient: QueryClient, queryKey: QueryKey) {
  void queryClient.invalidateQueries(
    { queryKey, predicate: ({ state }) => state.fetchStatus === 'fetching', refetchType: 'all' },
    { cancelRefetch: true },
  );
}
