import type { PublicUser } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { profileKeys } from '../api';

/** Puts a fresh copy of the signed-in user everywhere it is shown (sidebar, own profile). */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUser) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      queryClient.setQueryData(profileKeys.own, user);
    },
    [queryClient],
  );
}
