import type { AiHealthAnswer, AiService } from '@teamhub/contracts';

/** What the header shows (specification section 4, "AI service status"). */
export interface AssistantStatus {
  service: AiService | 'unknown';
  connection: 'connected' | 'offline' | 'unknown';
}

/** What a reply showed about the service: it answered (connected), or its error means it is down. */
export interface LiveStatus {
  service?: AiService;
  connection: 'connected' | 'offline';
  at: number;
}

interface StatusSources {
  health: AiHealthAnswer['ai'] | undefined;
  /** When the health answer (or failure) came; 0 while none has. */
  healthAt: number;
  healthFailed: boolean;
  live: LiveStatus | null;
}

/**
 * The newer of the health check and the last reply decides: unknown until either has spoken; a
 * failed health check is offline; a reply from a service shows that service as connected.
 */
export function assistantStatus({ health, healthAt, healthFailed, live }: StatusSources): AssistantStatus {
  if (live && live.at >= healthAt) {
    return { service: live.service ?? health?.service ?? 'unknown', connection: live.connection };
  }
  if (healthFailed) return { service: health?.service ?? 'unknown', connection: 'offline' };
  if (health) return { service: health.service, connection: health.connection };
  return { service: 'unknown', connection: 'unknown' };
}
