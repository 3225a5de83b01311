import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import {
  createRoomBodySchema,
  currentMovieSchema,
  movieSearchQuerySchema,
  movieViewSchema,
  roomMessagesPageSchema,
  roomMessagesQuerySchema,
  roomViewSchema,
  setMovieBodySchema,
} from './movie-room.js';

/** /api/rooms, /api/messages/room and /api/movies: movie rooms, their chat's history and the library. */
export const movieRoomEndpoints = defineEndpoints({
  'POST /api/rooms': { body: createRoomBodySchema, status: 201, data: roomViewSchema },
  'GET /api/rooms/:roomId': { data: roomViewSchema },
  'PUT /api/rooms/:roomId/movie': { body: setMovieBodySchema, data: currentMovieSchema },
  'GET /api/rooms/:roomId/stream/:documentId': {
    signedIn: false,
    query: z.object({ t: z.string().optional().describe("The link token from the room's streamUrl.") }),
    file: { description: 'The video (200, or 206 with a `Range` header).' },
  },
  'GET /api/messages/room/:roomId': { query: roomMessagesQuerySchema, data: roomMessagesPageSchema },
  'GET /api/movies/trending': { data: z.array(movieViewSchema) },
  'GET /api/movies/search': { query: movieSearchQuerySchema, data: z.object({ movies: z.array(movieViewSchema) }) },
});
