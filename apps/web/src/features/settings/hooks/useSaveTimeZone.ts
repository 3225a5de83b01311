import type { PublicUser } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { saveSettings } from '../api';

/**
 * Saves the user's time zone (their reminders' clock, and "today" in the app). The choice shows at
 * once (the session user changes); if the server refuses, the previous zone comes back.
 */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  const sessionUser = () => queryClient.getQueryData<PublicUser | null>(SESSION_QUERY_KEY);
  const show = (timeZone: string | null) => {
    const user = sessionUser();
    if (user) queryClient.setQueryData<PublicUser>(SESSION_QUERY_KEY, { ...user, timeZone });
  };
  return useMutation({
    mutationFn: (timeZone: string) => saveSettings({ timeZone }),
    // Queued with the theme's and read receipts' saves: the server keeps the last choice.
    scope: { id: 'user-settings' },
    onMutate: (timeZone) => {
      const previous = sessionUser()?.timeZone ?? null;
      show(timeZone);
      return { previous };
    },
    onError: (_error, timeZone, context) => {
      // Unless a later choice has replaced this one meanwhile.
      if (context && sessionUser()?.timeZone === timeZone) show(context.previous);
    },
  });
}
