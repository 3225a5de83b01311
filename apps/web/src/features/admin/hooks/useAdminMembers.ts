import type { AdminUser, AdminUsersAnswer } from '@teamhub/contracts';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { adminKeys, changeMember, fetchMembers } from '../api';

/** Members matching `query`, a page at a time (newest first); `fetchNextPage` loads more. */
export function useAdminMembers(query: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.members(query),
    queryFn: ({ pageParam }) => fetchMembers(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * Changes a member's role or status; the answer replaces them in every loaded list. A change to oneself
 * (giving up the admin role) reloads the session, so the app stops showing admin screens at once.
 */
export function useChangeMember() {
  const queryClient = useQueryClient();
  const { user, refreshUser } = useSession();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Partial<Pick<AdminUser, 'role' | 'status'>> }) =>
      changeMember(id, change),
    onSuccess: async (changed) => {
      queryClient.setQueriesData<InfiniteData<AdminUsersAnswer>>({ queryKey: ['admin', 'members'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.map((member) => (member.id === changed.id ? changed : member)),
              })),
            }
          : data,
      );
      if (changed.id === user?.id) await refreshUser();
    },
  });
}
