import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchNotifications, fetchUnreadCount, notificationKeys } from '../api';

/** The one list of notifications the panel and the page share. */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pagination.hasMore ? (last.pagination.nextCursor ?? undefined) : undefined),
  });
}

/** The unread count behind every badge. */
export function useUnreadCount(): number {
  const { data } = useQuery({ queryKey: notificationKeys.unread, queryFn: fetchUnreadCount });
  return data ?? 0;
}
