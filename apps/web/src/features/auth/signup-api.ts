import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const fetchSignupInfo = (invite: string | undefined) =>
  api('GET /api/auth/signup-info', { query: { invite } }).then((answer) => answer.data);

/** Who may register here, and whether this invite link works (public: asked before anyone signs in). */
export function useSignupInfo(invite: string | undefined) {
  return useQuery({
    queryKey: ['signup-info', invite ?? ''],
    queryFn: () => fetchSignupInfo(invite),
    retry: false,
    staleTime: 30_000,
  });
}
