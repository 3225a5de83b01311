import { roomIdSchema } from '@teamhub/contracts';
import { notFound } from '../../lib/http-error.js';
import type { PolicyRule } from '../../lib/policy.js';
import type { MovieRoomRepository, RoomWithHost } from './movie-room.repository.js';

type Hosted = Pick<RoomWithHost, 'hostId'>;

/** Who may do what in a movie room. Every signed-in user may see, join and chat in any room. */
export const roomPolicy = {
  /** Only the host chooses the movie (403 'movieRoom.hostOnly'). */
  changeMovie: ((userId, room) => room.hostId === userId) satisfies PolicyRule<Hosted>,
  /** Only the host plays, pauses, seeks or changes the rate (refused 'movieRoom.hostOnlyPlayback'). */
  controlPlayback: ((userId, room) => room.hostId === userId) satisfies PolicyRule<Hosted>,
};

/** The room an id names (any case, surrounding spaces ignored); a malformed or unknown id is 404 'movieRoom.roomNotFound'. */
export async function roomOr404(rooms: MovieRoomRepository, rawId: unknown): Promise<RoomWithHost> {
  const parsed = roomIdSchema.safeParse(rawId);
  const room = parsed.success ? await rooms.findRoom(parsed.data) : undefined;
  if (!room) throw notFound('movieRoom.roomNotFound');
  return room;
}
