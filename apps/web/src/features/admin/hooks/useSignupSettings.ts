import type { WorkspaceSettings } from '@teamhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { adminKeys, fetchSettings, saveSettings } from '../api';

/** The sign-up settings (admins only: nothing is asked for anyone else). */
export function useSignupSettings() {
  const { user } = useSession();
  return useQuery({ queryKey: adminKeys.settings, queryFn: fetchSettings, enabled: user?.role === 'admin' });
}

export function useSaveSignupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WorkspaceSettings) => saveSettings(settings),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.settings, answer),
  });
}
