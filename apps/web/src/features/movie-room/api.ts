import type { ApiSuccess, CreateRoomBody, SetMovieBody } from '@teamhub/contracts';
import { LIMITS } from '@teamhub/contracts';
import { api } from '../../lib/api';

export const movieRoomKeys = {
  trending: ['movie-room', 'trending'] as const,
  search: (query: string) => ['movie-room', 'search', query] as const,
};

const data = <T>(answer: ApiSuccess<T>) => answer.data;
const room = (roomId: string) => ({ params: { roomId } });

export const fetchRoom = (roomId: string) => api('GET /api/rooms/:roomId', room(roomId)).then(data);

export const createRoom = (body: CreateRoomBody) => api('POST /api/rooms', { body }).then(data);

/** Answers the room's new current movie (everyone in the room hears `movie-changed` too). */
export const setRoomMovie = (roomId: string, body: SetMovieBody) =>
  api('PUT /api/rooms/:roomId/movie', { ...room(roomId), body }).then(data);

export const fetchRoomMessages = (roomId: string, page: number) =>
  api('GET /api/messages/room/:roomId', {
    ...room(roomId),
    query: { page, limit: LIMITS.movieRoom.historyPageSize },
  }).then(data);

export const fetchTrendingMovies = () => api('GET /api/movies/trending').then(data);

export const searchMovies = (query: string) =>
  api('GET /api/movies/search', { query: { query } }).then((answer) => answer.data.movies);
