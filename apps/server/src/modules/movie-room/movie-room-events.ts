import { movieRoomRoom, type CurrentMovie, type PlaybackState } from '@teamhub/contracts';
import { emitTo } from '../../realtime/emit-to.js';
import type { MovieRoomNamespace } from '../../realtime/namespaces.js';

/** What the movie room tells a room's sockets after a REST change. */
export interface MovieRoomEvents {
  /** `movie-changed` to every socket in the room, each with its own copy (document links are signed per reader). */
  movieChanged(roomId: string, copyFor: (readerId: string) => CurrentMovie | null): Promise<void>;
  /** `playback-state` to every socket in the room. */
  playbackState(state: PlaybackState): void;
}

export function createMovieRoomEvents(namespace: MovieRoomNamespace): MovieRoomEvents {
  return {
    async movieChanged(roomId, copyFor) {
      const sockets = await namespace.in(movieRoomRoom(roomId)).fetchSockets();
      for (const socket of sockets) socket.emit('movie-changed', copyFor(socket.data.user.id));
    },
    playbackState(state) {
      emitTo(namespace, { rooms: movieRoomRoom(state.roomId) }, 'playback-state', state);
    },
  };
}
