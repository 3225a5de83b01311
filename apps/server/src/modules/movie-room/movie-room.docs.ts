import {
  createRoomBodySchema,
  currentMovieSchema,
  movieSearchQuerySchema,
  movieViewSchema,
  roomMessagesPageSchema,
  roomMessagesQuerySchema,
  roomViewSchema,
  setMovieBodySchema,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'movie-room';
const room = pathParams('roomId');
const unknownRoom = "Room ids are case-insensitive; an unknown one answers 404 'movieRoom.roomNotFound'.";

/** OpenAPI descriptions of /api/rooms, /api/messages/room and /api/movies (movie-room.routes.ts). Live events come over the /movie-room socket. */
export const movieRoomDocs = {
  get: documented({
    tag,
    summary: 'A movie room with its host and current movie',
    description: `${unknownRoom} \`currentMovie.streamUrl\` is the caller's own: a signed link when the movie is the host's document.`,
    params: room,
    data: roomViewSchema,
    errors: [404],
  }),
  create: documented({
    tag,
    summary: 'Create a movie room; the creator hosts it',
    description:
      "A blank name becomes \"{username}'s Room\", a blank description 'Movie watching room'. An id already taken (in any case) answers 409 'movieRoom.roomExists'; the host of a room never changes. A 400's message is the first field at fault.",
    body: createRoomBodySchema,
    status: 201,
    data: roomViewSchema,
    errors: [400, 409],
  }),
  setMovie: documented({
    tag,
    summary: "Choose the room's movie (the host only)",
    description: [
      `${unknownRoom} Anyone but the host gets 403 'movieRoom.hostOnly' and nothing changes.`,
      "`tmdbId` 'post:<id>' plays a feed post's video; 'document:<id>' one of the host's own video documents out of the trash (anything else: 404 'movieRoom.movieNotFound'; not a video: 400 'movieRoom.notAVideo').",
      "Any other `tmdbId` is a pasted link: `streamUrl` must be http(s) (400 'movieRoom.streamUrlInvalid'), `poster` http(s) or '' (400 'movieRoom.posterInvalid').",
      'Then the playback goes back to paused at 0, and every socket in the room gets `movie-changed` (its own copy) and `playback-state`. A library movie counts one play for trending.',
    ].join(' '),
    params: room,
    body: setMovieBodySchema,
    data: currentMovieSchema,
    errors: [400, 403, 404],
  }),
  stream: documented({
    tag,
    summary: "Stream the room's movie when it is the host's document (ranges supported)",
    description:
      "No bearer token (a <video> cannot send one): the signed `t` of the room's `streamUrl` names the reader. A missing, forged or expired token answers 403 'movieRoom.streamLinkInvalid'. The document must still be the room's movie and the reader must have a socket in the room now, else 404.",
    signedIn: false,
    params: pathParams('roomId', 'documentId'),
    query: z.object({ t: z.string().optional().describe("The link token from the room's streamUrl.") }),
    fileAnswer: 'The video (200, or 206 with a `Range` header).',
    errors: [403, 404],
  }),
  messages: documented({
    tag,
    summary: "A page of the room's chat",
    description: `${unknownRoom} Page 1 holds the newest messages, oldest first within the page; totalPages is at least 1. A bad page or limit (1 to 50) answers 400 'movieRoom.pageInvalid'.`,
    params: room,
    query: roomMessagesQuerySchema,
    data: roomMessagesPageSchema,
    errors: [400, 404],
  }),
  trending: documented({
    tag,
    summary: "The team's library of videos, most chosen first, then newest",
    description: "Everyone's video posts and the caller's own video documents (never anyone else's), at most 24.",
    data: z.array(movieViewSchema),
    errors: [],
  }),
  search: documented({
    tag,
    summary: 'Search the library by post caption and the caller’s document names',
    description: 'Any case; % and _ mean themselves. A blank query answers an empty list.',
    query: movieSearchQuerySchema,
    data: z.object({ movies: z.array(movieViewSchema) }),
    errors: [],
  }),
};
