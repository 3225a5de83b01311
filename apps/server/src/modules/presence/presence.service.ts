import type { PresenceTracker } from '../../realtime/presence.js';
import type { AuthorRow, UsersRepository } from '../users/users.repository.js';

export interface PresenceServiceDeps {
  presence: PresenceTracker;
  users: UsersRepository;
}

/** Who has the app open right now (a socket connected), sorted by name. */
export async function listOnlineUsers({ presence, users }: PresenceServiceDeps): Promise<AuthorRow[]> {
  return users.findAuthorsByIds(await presence.onlineUserIds());
}
