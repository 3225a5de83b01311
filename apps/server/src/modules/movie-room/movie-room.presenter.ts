import type { CurrentMovie, IceServer, MovieView, RoomChatMessage, RoomView } from '@teamhub/contracts';
import type { LibraryRow, RoomMessageRow, RoomWithHost } from './movie-room.repository.js';

/** A room as everyone sees it; `currentMovie` is the reader's own copy (movieFor). */
export function presentRoom(room: RoomWithHost, currentMovie: CurrentMovie | null, iceServers: IceServer[]): RoomView {
  const { host } = room;
  return {
    roomId: room.roomId,
    name: room.name,
    description: room.description,
    host: { _id: host.id, id: host.id, username: host.username, avatar: host.avatar },
    currentMovie,
    createdAt: room.createdAt.toISOString(),
    iceServers,
  };
}

/** The stored movie with the stream URL resolved for one reader; null when the room has none. */
export function presentCurrentMovie(room: RoomWithHost, streamUrl: string): CurrentMovie | null {
  if (!room.movieKey || !room.movieSource || !room.movieSelectedAt) return null;
  return {
    tmdbId: room.movieKey,
    title: room.movieTitle ?? '',
    poster: room.moviePoster ?? '',
    streamUrl,
    source: room.movieSource,
    duration: room.movieDuration,
    selectedAt: room.movieSelectedAt.toISOString(),
  };
}

export function presentRoomMessage(row: RoomMessageRow): RoomChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    user: { id: row.user.id, username: row.user.username, avatar: row.user.avatar },
    message: row.message,
    timestamp: row.createdAt.toISOString(),
  };
}

/** The title a library movie shows: a post's caption (first 80 characters) or a document's name without its extension. */
export function libraryTitle(source: 'post' | 'document', text: string): string {
  if (source === 'post') return text.trim().slice(0, 80).trim() || 'Video';
  const dot = text.lastIndexOf('.');
  return (dot > 0 ? text.slice(0, dot) : text).trim() || 'Video';
}

/**
 * A library movie. Posts keep no picture of their videos (a video post's thumbnail is the video
 * itself), and nothing records durations, so `posterPath` is '' and `duration` null; the player
 * learns the duration when it loads the video.
 */
export function presentLibraryMovie(row: LibraryRow): MovieView {
  return {
    id: `${row.source}:${row.id}`,
    title: libraryTitle(row.source, row.text),
    posterPath: '',
    voteAverage: null,
    streamUrl: row.source === 'post' ? row.mediaUrl : '',
    duration: null,
    source: row.source,
    plays: row.plays,
    createdAt: row.createdAt.toISOString(),
  };
}
