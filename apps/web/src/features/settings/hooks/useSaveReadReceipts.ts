import type { PublicUser } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { saveSettings } from '../api';

/**
 * Saves whether the user sends chat read receipts. The switch moves at once (the session user
 * changes); if the server refuses, it goes back.
 */
export function useSaveReadReceipts() {
  const queryClient = useQueryClient();
  const sessionUser = () => queryClient.getQueryData<PublicUser | null>(SESSION_QUERY_KEY);
  const show = (sendReadReceipts: boolean) => {
    const user = sessionUser();
    if (user) queryClient.setQueryData<PublicUser>(SESSION_QUERY_KEY, { ...user, sendReadReceipts });
  };
  return useMutation({
    mutationFn: (sendReadReceipts: boolean) => saveSettings({ sendReadReceipts }),
    // Queued with the theme's saves: the server keeps the last choice.
    scope: { id: 'user-settings' },
    onMutate: (sendReadReceipts) => show(sendReadReceipts),
    onError: (_error, sendReadReceipts) => {
      // Unless a later choice has replaced this one meanwhile.
      if (sessionUser()?.sendReadReceipts === sendReadReceipts) show(!sendReadReceipts);
    },
  });
}
