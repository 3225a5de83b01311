import { LIMITS } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { assistantKeys, fetchAssistantHealth } from '../api';
import { assistantStatus, type AssistantStatus, type LiveStatus } from '../utils/assistant-status';

/**
 * The header's status: the health check (asked when the panel opens, again if the last answer is
 * over 30 s old) or what the newest reply showed, whichever is newer.
 */
export function useAssistantStatus(live: LiveStatus | null): AssistantStatus {
  const health = useQuery({
    queryKey: assistantKeys.health,
    queryFn: fetchAssistantHealth,
    staleTime: LIMITS.assistant.healthCacheMs,
    retry: false,
  });
  return assistantStatus({
    health: health.data,
    healthAt: Math.max(health.dataUpdatedAt, health.errorUpdatedAt),
    healthFailed: health.isError,
    live,
  });
}
