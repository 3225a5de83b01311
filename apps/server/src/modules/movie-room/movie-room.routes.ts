import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { MovieRoomDeps } from './movie-room.deps.js';
import {
  createRoom,
  getRoom,
  roomMessages,
  searchMovies,
  setMovie,
  streamedDocument,
  trendingMovies,
} from './movie-room.service.js';

const tag = 'movie-room';
const unknownRoom = "Room ids are case-insensitive; an unknown one answers 404 'movieRoom.roomNotFound'.";
const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/rooms: rooms, their movie and its stream. Live events come over the /movie-room socket. */
export async function roomsRoutes(app: FastifyInstance, deps: MovieRoomDeps) {
  apiRoute(
    app,
    'POST /api/rooms',
    {
      tag,
      summary: 'Create a movie room; the creator hosts it',
      description:
        "A blank name becomes \"{username}'s Room\", a blank description 'Movie watching room'. An id already taken (in any case) answers 409 'movieRoom.roomExists'; the host of a room never changes. A 400's message is the first field at fault.",
      errors: [400, 409],
    },
    async (request) => ok(await createRoom(deps, request.user, request.body)),
  );

  apiRoute(
    app,
    'GET /api/rooms/:roomId',
    {
      tag,
      summary: 'A movie room with its host and current movie',
      description: `${unknownRoom} \`currentMovie.streamUrl\` is the caller's own: a signed link when the movie is the host's document.`,
      errors: [404],
    },
    async (request) => ok(await getRoom(deps, request.user.id, request.params.roomId)),
  );

  apiRoute(
    app,
    'PUT /api/rooms/:roomId/movie',
    {
      tag,
      summary: "Choose the room's movie (the host only)",
      description: [
        `${unknownRoom} Anyone but the host gets 403 'movieRoom.hostOnly' and nothing changes.`,
        "`tmdbId` 'post:<id>' plays a feed post's video; 'document:<id>' one of the host's own video documents out of the trash (anything else: 404 'movieRoom.movieNotFound'; not a video: 400 'movieRoom.notAVideo').",
        "Any other `tmdbId` is a pasted link: `streamUrl` must be http(s) (400 'movieRoom.streamUrlInvalid'), `poster` http(s) or '' (400 'movieRoom.posterInvalid').",
        'Then the playback goes back to paused at 0, and every socket in the room gets `movie-changed` (its own copy) and `playback-state`. A library movie counts one play for trending.',
      ].join(' '),
      errors: [400, 403, 404],
    },
    async (request) => ok(await setMovie(deps, request.user.id, request.params.roomId, request.body)),
  );

  // Signed link instead of the bearer token: the movie-room video element loads it.
  apiRoute(
    app,
    'GET /api/rooms/:roomId/stream/:documentId',
    {
      tag,
      summary: "Stream the room's movie when it is the host's document (ranges supported)",
      description:
        "No bearer token (a <video> cannot send one): the signed `t` of the room's `streamUrl` names the reader. A missing, forged or expired token answers 403 'movieRoom.streamLinkInvalid'. The document must still be the room's movie and the reader must have a socket in the room now, else 404.",
      errors: [403, 404],
    },
    async (request, reply) => {
      const { roomId, documentId } = request.params;
      const token = request.query.t;
      const file = await streamedDocument(deps, roomId, documentId, typeof token === 'string' ? token : undefined);
      return sendPrivateFile(request, reply, deps.storage, file);
    },
  );
}

/** /api/messages/room: the room chat's history. */
export async function roomMessagesRoutes(app: FastifyInstance, deps: MovieRoomDeps) {
  apiRoute(
    app,
    'GET /api/messages/room/:roomId',
    {
      tag,
      summary: "A page of the room's chat",
      description: `${unknownRoom} Page 1 holds the newest messages, oldest first within the page; totalPages is at least 1. A bad page or limit (1 to 50) answers 400 'movieRoom.pageInvalid'.`,
      errors: [400, 404],
    },
    async (request) => ok(await roomMessages(deps, request.params.roomId, request.query)),
  );
}

/** /api/movies: the team's library of videos. */
export async function moviesRoutes(app: FastifyInstance, deps: MovieRoomDeps) {
  apiRoute(
    app,
    'GET /api/movies/trending',
    {
      tag,
      summary: "The team's library of videos, most chosen first, then newest",
      description: "Everyone's video posts and the caller's own video documents (never anyone else's), at most 24.",
      errors: [],
    },
    async (request) => ok(await trendingMovies(deps, request.user.id)),
  );

  apiRoute(
    app,
    'GET /api/movies/search',
    {
      tag,
      summary: 'Search the library by post caption and the caller’s document names',
      description: 'Any case; % and _ mean themselves. A blank query answers an empty list.',
      errors: [],
    },
    async (request) => ok(await searchMovies(deps, request.user.id, request.query)),
  );
}
