import type { FastifyInstance } from 'fastify';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { MovieRoomDeps } from './movie-room.deps.js';
import { movieRoomDocs } from './movie-room.docs.js';
import {
  createRoom,
  getRoom,
  roomMessages,
  searchMovies,
  setMovie,
  streamedDocument,
  trendingMovies,
} from './movie-room.service.js';

type RoomParams = { Params: { roomId: string } };
type StreamRequest = { Params: { roomId: string; documentId: string }; Querystring: { t?: string } };

const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/rooms: rooms, their movie and its stream. */
export async function roomsRoutes(app: FastifyInstance, deps: MovieRoomDeps) {
  const signedIn = { preHandler: app.authenticate };

  app.post('/', { ...signedIn, ...movieRoomDocs.create }, async (request, reply) =>
    reply.status(201).send(ok(await createRoom(deps, request.user, request.body))),
  );

  app.get<RoomParams>('/:roomId', { ...signedIn, ...movieRoomDocs.get }, async (request) =>
    ok(await getRoom(deps, request.user.id, request.params.roomId)),
  );

  app.put<RoomParams>('/:roomId/movie', { ...signedIn, ...movieRoomDocs.setMovie }, async (request) =>
    ok(await setMovie(deps, request.user.id, request.params.roomId, request.body)),
  );

  // Signed link instead of the bearer token: the movie-room video element loads it.
  app.get<StreamRequest>('/:roomId/stream/:documentId', movieRoomDocs.stream, async (request, reply) => {
    const { roomId, documentId } = request.params;
    const file = await streamedDocument(deps, roomId, documentId, request.query.t);
    return sendPrivateFile(request, reply, deps.storage, file);
  });
}

/** /api/messages/room: the room chat's history. */
export async function roomMessagesRoutes(app: FastifyInstance, deps: MovieRoomDeps) {
  app.get<RoomParams>('/room/:roomId', { preHandler: app.authenticate, ...movieRoomDocs.messages }, async (request) =>
    ok(await roomMessages(deps, request.params.roomId, request.query)),
  );
}

/** /api/movies: the team's library of videos. */
export async function moviesRoutes(app: FastifyInstance, deps: MovieRoomDeps) {
  const signedIn = { preHandler: app.authenticate };
  app.get('/trending', { ...signedIn, ...movieRoomDocs.trending }, async (request) =>
    ok(await trendingMovies(deps, request.user.id)),
  );
  app.get('/search', { ...signedIn, ...movieRoomDocs.search }, async (request) =>
    ok(await searchMovies(deps, request.user.id, request.query)),
  );
}
