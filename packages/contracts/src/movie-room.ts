import { z } from './zod.js';
import { LIMITS } from './limits.js';

const { movieRoom: limits } = LIMITS;

/**
 * A room id as people type it ('room123'): letters, digits, '-' and '_'. Ids are case-insensitive
 * (stored lower-case), so 'Room123' and 'room123' are one room.
 */
export const ROOM_ID_PATTERN = /^[a-z0-9_-]+$/;

export const roomIdSchema = z
  .string({ error: 'movieRoom.roomIdRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'movieRoom.roomIdRequired')
  .max(limits.roomIdMax, 'movieRoom.roomIdInvalid')
  .regex(ROOM_ID_PATTERN, 'movieRoom.roomIdInvalid');

export const roomParamsSchema = z.object({ roomId: roomIdSchema });

/** Where a room's movie comes from: a video posted in the feed, a video document of the host, or a pasted link. */
export const MOVIE_SOURCES = ['post', 'document', 'link'] as const;
export type MovieSource = (typeof MOVIE_SOURCES)[number];
/** The sources of the team's library (a pasted link is not kept in it). */
export const LIBRARY_MOVIE_SOURCES = ['post', 'document'] as const satisfies readonly MovieSource[];

/**
 * The id of a movie of the team's library, as search and trending answer it and as `tmdbId` carries
 * it back: `post:<uuid>` or `document:<uuid>`. Anything else in `tmdbId` means a pasted link.
 */
export const movieIdOf = (source: Exclude<MovieSource, 'link'>, id: string) => `${source}:${id}`;

/** The room's movie (spec 3 "Current movie"), with where it comes from. */
export const currentMovieSchema = z.object({
  tmdbId: z.string().describe("The movie's id: 'post:<uuid>', 'document:<uuid>', or 'link:<hash>' for a pasted link."),
  title: z.string(),
  poster: z.string().describe("A picture URL, or '' for none."),
  streamUrl: z
    .string()
    .describe(
      "What the player loads: the post's video, a signed link for the caller (a host's document, while it is the room's movie), or the pasted http(s) link.",
    ),
  source: z.enum(MOVIE_SOURCES),
  duration: z.number().nullable().describe('Seconds, when known.'),
  selectedAt: z.string(),
});
export type CurrentMovie = z.infer<typeof currentMovieSchema>;

/** A STUN or TURN server for the voice peers, as RTCPeerConnection takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const roomHostSchema = z.object({ _id: z.string(), id: z.string(), username: z.string(), avatar: z.string() });

/** Spec 3 "Room (movie)". */
export const roomViewSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  description: z.string(),
  host: roomHostSchema,
  currentMovie: currentMovieSchema.nullable(),
  createdAt: z.string(),
  iceServers: z
    .array(iceServerSchema)
    .describe('The voice peers’ STUN/TURN servers (ICE_SERVERS); empty: peers on one network connect directly.'),
});
export type RoomView = z.infer<typeof roomViewSchema>;

export const createRoomBodySchema = z.object({
  roomId: roomIdSchema,
  name: z
    .string({ error: 'movieRoom.nameInvalid' })
    .trim()
    .max(limits.name, 'movieRoom.nameTooLong')
    .optional()
    .describe('Blank or missing: "{username}\'s Room".'),
  description: z
    .string({ error: 'movieRoom.descriptionInvalid' })
    .trim()
    .max(limits.description, 'movieRoom.descriptionTooLong')
    .optional()
    .describe("Blank or missing: 'Movie watching room'."),
});
export type CreateRoomBody = z.infer<typeof createRoomBodySchema>;

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? '');

/**
 * PUT /api/rooms/{roomId}/movie (host only). A library movie (`tmdbId` 'post:…' or 'document:…') is
 * resolved by the server, whose stream URL wins over the given one; anything else is a pasted link,
 * whose `streamUrl` must be http or https.
 */
export const setMovieBodySchema = z.object({
  tmdbId: z
    .union([z.string(), z.number()], { error: 'movieRoom.movieIdInvalid' })
    .transform((value) => String(value).trim())
    .pipe(z.string().max(200, 'movieRoom.movieIdInvalid')),
  title: optionalText(limits.movieTitle, 'movieRoom.titleTooLong'),
  poster: optionalText(limits.posterUrl, 'movieRoom.posterInvalid'),
  streamUrl: optionalText(limits.streamUrl, 'movieRoom.streamUrlInvalid'),
});
export type SetMovieBody = z.input<typeof setMovieBodySchema>;

/** True for an absolute http(s) URL, any host (a LAN name too): the only pasted links a room plays (never javascript:, data:, file:…). */
export function isStreamUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Spec 3 "Search/trending movie", with what our library adds. */
export const movieViewSchema = z.object({
  id: z.string().describe("'post:<uuid>' or 'document:<uuid>'; sent back as tmdbId to play it."),
  title: z.string(),
  posterPath: z.string().describe("A picture URL, or '' for none."),
  voteAverage: z.number().nullable().describe('A TMDB rating when enriched, else null.'),
  streamUrl: z.string().describe("For a post: its video. For the caller's own document: '' (signed when chosen)."),
  duration: z.number().nullable(),
  source: z.enum(LIBRARY_MOVIE_SOURCES),
  plays: z.number().describe('How many times a room has chosen it.'),
  createdAt: z.string(),
});
export type MovieView = z.infer<typeof movieViewSchema>;

export const movieSearchQuerySchema = z.object({
  query: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
});

/** Spec 3 "Room chat message". */
export const roomChatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  user: z.object({ id: z.string(), username: z.string(), avatar: z.string() }),
  message: z.string(),
  timestamp: z.string(),
});
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

export const roomMessagesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'movieRoom.pageInvalid' })
    .int('movieRoom.pageInvalid')
    .min(1, 'movieRoom.pageInvalid')
    .default(1),
  limit: z.coerce
    .number({ error: 'movieRoom.pageInvalid' })
    .int('movieRoom.pageInvalid')
    .min(1, 'movieRoom.pageInvalid')
    .max(limits.historyPageSize, 'movieRoom.pageInvalid')
    .default(limits.historyPageSize),
});

export const roomMessagesPageSchema = z.object({
  messages: z.array(roomChatMessageSchema).describe('Oldest first within the page; page 1 holds the newest.'),
  pagination: z.object({ currentPage: z.number(), totalPages: z.number() }),
});
export type RoomMessagesPage = z.infer<typeof roomMessagesPageSchema>;

/** A socket's chat-message payload: non-blank after trimming, at most 2000 characters. */
export const roomChatBodySchema = z.object({
  roomId: roomIdSchema,
  message: z
    .string({ error: 'movieRoom.messageRequired' })
    .trim()
    .min(1, 'movieRoom.messageRequired')
    .max(limits.chatMessage, 'movieRoom.messageTooLong'),
});

/** Spec 3 "Room member (live)": one per joined socket. */
export interface RoomMember {
  socketId: string;
  userId: string;
  username: string;
  avatar: string;
  inVoiceChat: boolean;
  isMuted: boolean;
}

export const PLAYBACK_ACTIONS = ['play', 'pause', 'seek', 'rate'] as const;
export type PlaybackAction = (typeof PLAYBACK_ACTIONS)[number];

/** The host's command: where the movie is now, and what happens from there. */
export const playbackControlSchema = z.object({
  roomId: roomIdSchema,
  action: z.enum(PLAYBACK_ACTIONS, { error: 'movieRoom.playbackInvalid' }),
  position: z.number({ error: 'movieRoom.playbackInvalid' }).finite().min(0, 'movieRoom.playbackInvalid'),
  rate: z
    .number({ error: 'movieRoom.playbackInvalid' })
    .min(limits.playbackRateMin, 'movieRoom.playbackInvalid')
    .max(limits.playbackRateMax, 'movieRoom.playbackInvalid')
    .optional(),
});
export type PlaybackControl = z.input<typeof playbackControlSchema>;

/**
 * Where the room's movie is: at `position` seconds when the server's clock read `updatedAt` (ms), and
 * moving at `rate` while `playing`. A viewer's target now is position + (serverNow − updatedAt) / 1000 × rate.
 */
export interface PlaybackState {
  roomId: string;
  playing: boolean;
  position: number;
  rate: number;
  updatedAt: number;
}

/** Where a player should be at server time `serverNowMs`. */
export function playbackPositionAt(state: PlaybackState, serverNowMs: number): number {
  if (!state.playing) return state.position;
  return state.position + (Math.max(0, serverNowMs - state.updatedAt) / 1000) * state.rate;
}

export interface RoomRef {
  roomId: string;
}
export interface MemberRef {
  socketId: string;
  userId: string;
}
export type RoomAck = (answer: { success: true } | { success: false; message: string }) => void;
