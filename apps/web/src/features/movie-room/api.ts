import type {
  ApiSuccess,
  CreateRoomBody,
  MovieView,
  RoomMessagesPage,
  RoomView,
  SetMovieBody,
} from '@teamhub/contracts';
import { LIMITS } from '@teamhub/contracts';
import { apiRequest } from '../../lib/api-client';

export const movieRoomKeys = {
  trending: ['movie-room', 'trending'] as const,
  search: (query: string) => ['movie-room', 'search', query] as const,
};

const roomPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}`;
const data = <T>(answer: ApiSuccess<T>) => answer.data;

export const fetchRoom = (roomId: string) => apiRequest<ApiSuccess<RoomView>>(roomPath(roomId)).then(data);

export const createRoom = (body: CreateRoomBody) =>
  apiRequest<ApiSuccess<RoomView>>('/api/rooms', { method: 'POST', body }).then(data);

export const setRoomMovie = (roomId: string, body: SetMovieBody) =>
  apiRequest<ApiSuccess<RoomView>>(`${roomPath(roomId)}/movie`, { method: 'PUT', body }).then(data);

export const fetchRoomMessages = (roomId: string, page: number) =>
  apiRequest<ApiSuccess<RoomMessagesPage>>(
    `/api/messages/room/${encodeURIComponent(roomId)}?page=${page}&limit=${LIMITS.movieRoom.historyPageSize}`,
  ).then(data);

export const fetchTrendingMovies = () => apiRequest<ApiSuccess<MovieView[]>>('/api/movies/trending').then(data);

export const searchMovies = (query: string) =>
  apiRequest<ApiSuccess<{ movies: MovieView[] }>>(`/api/movies/search?query=${encodeURIComponent(query)}`).then(
    (answer) => answer.data.movies,
  );
