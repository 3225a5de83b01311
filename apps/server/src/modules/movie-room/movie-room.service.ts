import { createHash } from 'node:crypto';
import {
  LIMITS,
  createRoomBodySchema,
  isStreamUrl,
  movieSearchQuerySchema,
  roomChatBodySchema,
  roomMessagesQuerySchema,
  setMovieBodySchema,
  type CurrentMovie,
  type MovieView,
  type PlaybackState,
  type RoomChatMessage,
  type RoomMessagesPage,
  type RoomView,
} from '@teamhub/contracts';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { isUuid, parseOrThrowFirst } from '../../lib/validation.js';
import { documentKey } from '../documents/document-keys.js';
import type { PrivateFile } from '../files/send-private-file.js';
import type { MovieRoomDeps } from './movie-room.deps.js';
import { roomOr404, roomPolicy } from './movie-room.policy.js';
import {
  libraryTitle,
  presentCurrentMovie,
  presentLibraryMovie,
  presentRoom,
  presentRoomMessage,
} from './movie-room.presenter.js';
import type { RoomWithHost, StoredMovie } from './movie-room.repository.js';

const { movieRoom: limits } = LIMITS;

/** A paused-at-0 state, what a room without a stored one is at. */
export const freshPlayback = (roomId: string, now: number): PlaybackState => ({
  roomId,
  playing: false,
  position: 0,
  rate: 1,
  updatedAt: now,
});

/** The library movie a `tmdbId` names, or null for anything else (a pasted link). */
function libraryRef(tmdbId: string): { source: 'post' | 'document'; id: string } | null {
  const match = /^(post|document):(.*)$/u.exec(tmdbId);
  if (!match) return null;
  return { source: match[1] as 'post' | 'document', id: (match[2] ?? '').toLowerCase() };
}

/**
 * The room's movie as each reader gets it: a post's public video, a signed link of the reader's own
 * for a document, the stored URL for a pasted link. (Resolved once; then one copy per reader.)
 */
export async function movieCopies(
  deps: MovieRoomDeps,
  room: RoomWithHost,
): Promise<(readerId: string) => CurrentMovie | null> {
  const ref = room.movieKey ? libraryRef(room.movieKey) : null;
  if (ref?.source === 'document') {
    return (readerId) => presentCurrentMovie(room, deps.links.url(room.roomId, ref.id, readerId));
  }
  // A post deleted since it was chosen leaves the room with nothing to play.
  const url = ref?.source === 'post' ? ((await deps.rooms.findPost(ref.id))?.mediaUrl ?? '') : (room.movieUrl ?? '');
  return () => presentCurrentMovie(room, url);
}

/** GET /api/rooms/{roomId}. */
export async function getRoom(deps: MovieRoomDeps, readerId: string, rawRoomId: unknown): Promise<RoomView> {
  const room = await roomOr404(deps.rooms, rawRoomId);
  return presentRoom(room, (await movieCopies(deps, room))(readerId), deps.iceServers);
}

/** POST /api/rooms: the creator hosts it for good; an id already taken (any case) is 409 'movieRoom.roomExists'. */
export async function createRoom(
  deps: MovieRoomDeps,
  creator: { id: string; username: string },
  input: unknown,
): Promise<RoomView> {
  const body = parseOrThrowFirst(createRoomBodySchema, input);
  try {
    await deps.rooms.insertRoom({
      roomId: body.roomId,
      name: body.name || `${creator.username}'s Room`,
      description: body.description || 'Movie watching room',
      hostId: creator.id,
    });
  } catch (error) {
    // The primary key decides a race between two creators of one id.
    if (uniqueViolationConstraint(error) !== null) throw conflict('movieRoom.roomExists');
    throw error;
  }
  return getRoom(deps, creator.id, body.roomId);
}

/** What a library id resolves to, checked: a video post, or a video document of the host out of the trash. */
async function resolveLibraryMovie(
  deps: MovieRoomDeps,
  hostId: string,
  ref: { source: 'post' | 'document'; id: string },
  title: string,
  selectedAt: Date,
): Promise<StoredMovie> {
  const base = {
    movieKey: `${ref.source}:${ref.id}`,
    movieSource: ref.source,
    movieDuration: null,
    movieSelectedAt: selectedAt,
  };
  if (!isUuid(ref.id)) throw notFound('movieRoom.movieNotFound');
  if (ref.source === 'post') {
    const post = await deps.rooms.findPost(ref.id);
    if (!post) throw notFound('movieRoom.movieNotFound');
    if (post.mediaType !== 'video') throw badRequest('movieRoom.notAVideo');
    // Posts keep no picture of their videos: no poster. The URL is read from the post when shown.
    return { ...base, movieTitle: title || libraryTitle('post', post.caption), moviePoster: '', movieUrl: null };
  }
  const document = await deps.documents.findById(ref.id);
  // Another user's document looks just like a missing one.
  if (!document || document.ownerId !== hostId || document.trashedAt) throw notFound('movieRoom.movieNotFound');
  if (!document.mimeType.startsWith('video/')) throw badRequest('movieRoom.notAVideo');
  return { ...base, movieTitle: title || libraryTitle('document', document.name), moviePoster: '', movieUrl: null };
}

/** A pasted link's movie: http(s) only, for the video and the poster alike. */
function linkMovie(body: { title: string; poster: string; streamUrl: string }, selectedAt: Date): StoredMovie {
  if (!isStreamUrl(body.streamUrl)) throw badRequest('movieRoom.streamUrlInvalid');
  if (body.poster && !isStreamUrl(body.poster)) throw badRequest('movieRoom.posterInvalid');
  const lastSegment = new URL(body.streamUrl).pathname.split('/').filter(Boolean).at(-1) ?? '';
  let fallback = lastSegment;
  try {
    fallback = decodeURIComponent(lastSegment);
  } catch {
    // A malformed escape: the segment as typed.
  }
  return {
    movieKey: `link:${createHash('sha256').update(body.streamUrl).digest('hex').slice(0, 16)}`,
    movieSource: 'link',
    movieTitle: (body.title || fallback || 'Video').slice(0, limits.movieTitle),
    moviePoster: body.poster,
    movieUrl: body.streamUrl,
    movieDuration: null,
    movieSelectedAt: selectedAt,
  };
}

/**
 * PUT /api/rooms/{roomId}/movie (host only). Stores the movie, counts a library movie's choice, puts
 * the room's playback back to paused at 0 and tells the room (`movie-changed`, each socket its own
 * copy, then `playback-state`). Answers the caller's copy.
 */
export async function setMovie(
  deps: MovieRoomDeps,
  callerId: string,
  rawRoomId: unknown,
  input: unknown,
): Promise<CurrentMovie> {
  const room = await roomOr404(deps.rooms, rawRoomId);
  authorize(roomPolicy.changeMovie(callerId, room), () => forbidden('movieRoom.hostOnly'));
  const body = parseOrThrowFirst(setMovieBodySchema, input);
  const now = deps.now();
  const selectedAt = new Date(now);
  const ref = libraryRef(body.tmdbId);
  const movie = ref
    ? await resolveLibraryMovie(deps, room.hostId, ref, body.title, selectedAt)
    : linkMovie(body, selectedAt);
  await deps.rooms.setMovie(room.roomId, movie, ref ? { source: ref.source, movieId: ref.id } : undefined);

  const stored: RoomWithHost = { ...room, ...movie, updatedAt: selectedAt };
  const copyFor = await movieCopies(deps, stored);
  const playback = freshPlayback(room.roomId, now);
  await deps.state.setPlayback(playback);
  await deps.events.movieChanged(room.roomId, copyFor);
  deps.events.playbackState(playback);
  const answer = copyFor(callerId);
  if (!answer) throw new HttpError(500, 'common.internal');
  return answer;
}

/** GET /api/messages/room/{roomId}: pages of the room's chat, page 1 the newest, oldest first within a page. */
export async function roomMessages(deps: MovieRoomDeps, rawRoomId: unknown, query: unknown): Promise<RoomMessagesPage> {
  const room = await roomOr404(deps.rooms, rawRoomId);
  const { page, limit } = parseOrThrowFirst(roomMessagesQuerySchema, query);
  const [total, rows] = await Promise.all([
    deps.rooms.countMessages(room.roomId),
    deps.rooms.messagesPage(room.roomId, limit, (page - 1) * limit),
  ]);
  return {
    messages: rows.reverse().map(presentRoomMessage),
    pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** The caller's library (everyone's video posts, the caller's own video documents), most chosen first, then newest. */
async function library(deps: MovieRoomDeps, callerId: string, text?: string): Promise<MovieView[]> {
  const max = limits.moviesMax;
  // The best `max` of both lists are among the best `max` of each.
  const [posts, documents] = await Promise.all([
    deps.rooms.libraryPosts(max, text),
    deps.rooms.libraryDocuments(callerId, max, text),
  ]);
  return [...posts, ...documents]
    .sort((a, b) => b.plays - a.plays || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, max)
    .map(presentLibraryMovie);
}

/** GET /api/movies/trending. */
export const trendingMovies = (deps: MovieRoomDeps, callerId: string) => library(deps, callerId);

/** GET /api/movies/search: a blank query finds nothing; otherwise captions and the caller's document names, any case. */
export async function searchMovies(deps: MovieRoomDeps, callerId: string, query: unknown) {
  const { query: text } = parseOrThrowFirst(movieSearchQuerySchema, query);
  return { movies: text ? await library(deps, callerId, text) : [] };
}

/** A chat message of a room, stored (the socket handler broadcasts it after). */
export async function saveChatMessage(deps: MovieRoomDeps, userId: string, input: unknown): Promise<RoomChatMessage> {
  const body = parseOrThrowFirst(roomChatBodySchema, input);
  const row = await deps.rooms.insertMessage({ roomId: body.roomId, userId, message: body.message });
  const user = await deps.users.findById(userId);
  if (!user) throw notFound('movieRoom.notInRoom');
  return presentRoomMessage({ ...row, user: { id: user.id, username: user.username, avatar: user.avatar } });
}

/**
 * GET /api/rooms/{roomId}/stream/{documentId}?t=: the file a member may stream. A missing, forged or
 * expired token is 403 'movieRoom.streamLinkInvalid'; a document that is no longer the room's movie,
 * or a reader with no socket in the room now, is 404.
 */
export async function streamedDocument(
  deps: MovieRoomDeps,
  rawRoomId: unknown,
  rawDocumentId: string,
  token: string | undefined,
): Promise<PrivateFile> {
  const room = await roomOr404(deps.rooms, rawRoomId);
  const documentId = rawDocumentId.toLowerCase();
  const readerId = isUuid(documentId) ? deps.links.reader(room.roomId, documentId, token) : null;
  if (!readerId) throw forbidden('movieRoom.streamLinkInvalid');
  if (room.movieKey !== `document:${documentId}`) throw notFound();
  if (!(await deps.state.hasUser(room.roomId, readerId))) throw notFound();
  const document = await deps.documents.findById(documentId);
  if (!document || document.ownerId !== room.hostId || document.trashedAt) throw notFound();
  return {
    key: documentKey(document.storedName),
    mimeType: document.mimeType,
    disposition: 'inline',
    filename: document.name,
  };
}
