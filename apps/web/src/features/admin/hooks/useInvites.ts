import type { CreateInviteBody, WorkspaceInvite } from '@teamhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, createInvite, fetchInvites, revokeInvite } from '../api';

export function useInvites() {
  return useQuery({ queryKey: adminKeys.invites, queryFn: fetchInvites });
}

/** Creates a link; the list is fetched again (the new link shows there without its token). */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteBody) => createInvite(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.invites }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvite(id),
    onSuccess: (revoked) =>
      queryClient.setQueryData<WorkspaceInvite[]>(adminKeys.invites, (invites) =>
        invites?.map((invite) => (invite.id === revoked.id ? revoked : invite)),
      ),
  });
}
