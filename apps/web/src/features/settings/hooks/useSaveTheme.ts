import type { PublicUser, Theme } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { saveSettings } from '../api';

/**
 * Saves a theme choice. It shows at once (the session user changes, and the session applies its
 * theme to the page); if the server refuses, the previous theme comes back.
 */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  const sessionUser = () => queryClient.getQueryData<PublicUser | null>(SESSION_QUERY_KEY);
  const showTheme = (theme: Theme) => {
    const user = sessionUser();
    if (user) queryClient.setQueryData<PublicUser>(SESSION_QUERY_KEY, { ...user, theme });
  };
  return useMutation({
    mutationFn: (theme: Theme) => saveSettings({ theme }),
    // One save at a time, in the order chosen: the server keeps the last choice.
    scope: { id: 'user-settings' },
    onMutate: (theme) => {
      const previous = sessionUser()?.theme;
      showTheme(theme);
      return { previous };
    },
    onError: (_error, theme, context) => {
      // Unless a later choice has replaced this one meanwhile.
      if (context?.previous && sessionUser()?.theme === theme) showTheme(context.previous);
    },
  });
}
