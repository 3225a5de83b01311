import { randomUUID } from 'node:crypto';
import type { SessionView } from '@teamhub/contracts';
import type { TokenService } from '../../lib/tokens.js';
import { deviceName } from './device-name.js';
import type { SessionControl } from './session-control.js';
import type { SessionRegistry } from './session-registry.js';
import type { SessionsRepository } from './sessions.repository.js';

export interface SessionsDeps {
  sessions: SessionsRepository;
  registry: SessionRegistry;
  tokens: TokenService;
  /** Disconnects the sockets of these sessions in every namespace, on every process. */
  disconnect: (sessionIds: string[]) => void;
}

/** Sign-ins as rows that can be listed and ended (session-control.ts). */
export function createSessionControl(deps: SessionsDeps): SessionControl {
  const ended = async (sessionIds: string[]) => {
    await deps.registry.forget(sessionIds);
    deps.disconnect(sessionIds);
  };
  return {
    async start(userId, client) {
      const id = randomUUID();
      const { token, expiresAt } = await deps.tokens.sign(userId, id);
      await deps.sessions.insert({ id, userId, device: deviceName(client.userAgent), ip: client.ip, expiresAt });
      return token;
    },
    async end(userId, sessionId) {
      if (!(await deps.sessions.delete(userId, sessionId))) return false;
      await ended([sessionId]);
      return true;
    },
    async endAllOf(userId, options = {}) {
      await ended(await deps.sessions.deleteAllOf(userId, options.except));
    },
  };
}

/** The user's open sessions as Settings → Security lists them, the caller's own marked. */
export async function listSessions(
  sessions: SessionsRepository,
  userId: string,
  currentSessionId: string,
): Promise<SessionView[]> {
  return (await sessions.listOf(userId)).map((row) => ({
    id: row.id,
    device: row.device,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
