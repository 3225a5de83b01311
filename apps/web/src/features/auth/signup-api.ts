import type { ApiSuccess, SignupInfo } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const fetchSignupInfo = (invite: string | undefined) =>
  apiRequest<ApiSuccess<SignupInfo>>(
    `/api/auth/signup-info${invite === undefined ? '' : `?invite=${encodeURIComponent(invite)}`}`,
  ).then((answer) => answer.data);

/** Who may register here, and whether this invite link works (public: asked before anyone signs in). */
export function useSignupInfo(invite: string | undefined) {
  return useQuery({
    queryKey: ['signup-info', invite ?? ''],
    queryFn: () => fetchSignupInfo(invite),
    retry: false,
    staleTime: 30_000,
  });
}
