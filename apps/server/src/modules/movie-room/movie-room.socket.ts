import {
  movieRoomRoom,
  pickLanguage,
  playbackControlSchema,
  roomIdSchema,
  translateServerMessage,
  type Language,
  type PlaybackState,
  type RoomMember,
  type ServerMessageKey,
} from '@teamhub/contracts';
import { HttpError } from '../../lib/http-error.js';
import { emitTo } from '../../realtime/emit-to.js';
import type { MovieRoomNamespace } from '../../realtime/namespaces.js';
import type { MovieRoomDeps } from './movie-room.deps.js';
import { roomOr404, roomPolicy } from './movie-room.policy.js';
import { freshPlayback, movieCopies, saveChatMessage } from './movie-room.service.js';

/** A WebRTC signal (an offer, an answer or one ICE candidate) is a few KB; anything bigger is refused. */
export const SIGNAL_MAX_BYTES = 16 * 1024;

const ROOM_PREFIX = movieRoomRoom('');

type Ack = (answer: unknown) => void;
/** A refusal the sender reads (a server message key). */
class Refusal extends Error {
  constructor(readonly key: ServerMessageKey) {
    super(key);
  }
}

const field = (payload: unknown, name: string): unknown =>
  payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined;

function signalSize(signal: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(signal) ?? '');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The /movie-room commands (the event map's doc comments say each one's behaviour). A socket is in
 * one room at a time; every event but join-room needs the socket to be in the room it names, and
 * whatever the server sends goes only to sockets of that room. Each socket's events run one after
 * the other, so a join is complete before the next event of that socket is looked at. Refusals are
 * answered in the handshake's language: a failed acknowledgement when the event asked for one, else
 * an `error` event.
 */
export function registerMovieRoomHandlers(
  namespace: MovieRoomNamespace,
  deps: MovieRoomDeps,
  logError: (error: unknown) => void,
) {
  namespace.on('connection', (socket) => {
    const user = socket.data.user;
    const language: Language = pickLanguage(socket.handshake.headers['accept-language']);
    /** The room this socket is in, with its host. */
    let joined: { roomId: string; hostId: string } | null = null;
    let queue: Promise<void> = Promise.resolve();

    // A recovered connection (back within 2 minutes) gets its socket.io rooms back, but its member
    // was removed and the room told `user-left` when it dropped: out of those rooms, so it hears
    // nothing until it sends join-room again (the web client rejoins on every connect).
    if (socket.recovered) {
      for (const room of socket.rooms) if (room.startsWith(ROOM_PREFIX)) void socket.leave(room);
    }

    const refuse = (ack: unknown, key: ServerMessageKey) => {
      const message = translateServerMessage(key, language);
      if (typeof ack === 'function') (ack as Ack)({ success: false, message });
      else socket.emit('error', { message });
    };
    const succeed = (ack: unknown, answer: unknown = { success: true }) => {
      if (typeof ack === 'function') (ack as Ack)(answer);
    };

    /** Runs a handler after the socket's earlier ones; refusals and failures are answered, never thrown. */
    const handle = (ack: unknown, run: () => Promise<void>) => {
      queue = queue.then(run).catch((error: unknown) => {
        if (error instanceof Refusal) return refuse(ack, error.key);
        if (error instanceof HttpError) return refuse(ack, error.message as ServerMessageKey);
        logError(error);
        refuse(ack, 'common.internal');
      });
    };

    /** The room the payload names, which this socket must have joined. */
    const joinedRoom = (payload: unknown) => {
      const parsed = roomIdSchema.safeParse(field(payload, 'roomId'));
      if (!joined || !parsed.success || parsed.data !== joined.roomId) throw new Refusal('movieRoom.notInRoom');
      return joined;
    };

    const leaveCurrent = async () => {
      if (!joined) return;
      const { roomId } = joined;
      joined = null;
      const member = await deps.state.removeMember(roomId, socket.id);
      await socket.leave(movieRoomRoom(roomId));
      if (!member) return;
      const ref = { socketId: member.socketId, userId: member.userId };
      if (member.inVoiceChat) emitTo(namespace, { rooms: movieRoomRoom(roomId) }, 'user-left-voice', ref);
      emitTo(namespace, { rooms: movieRoomRoom(roomId) }, 'user-left', ref);
    };

    socket.on('join-room', (payload, ack) =>
      handle(ack, async () => {
        const room = await roomOr404(deps.rooms, field(payload, 'roomId'));
        if (joined?.roomId === room.roomId) {
          // Joining again: the joiner's view again, nobody else hears of it.
          socket.emit('room-users', await deps.state.members(room.roomId));
          socket.emit('playback-state', await playbackOf(room.roomId));
          return succeed(ack);
        }
        await leaveCurrent();
        const account = await deps.users.findById(user.id);
        const member: RoomMember = {
          socketId: socket.id,
          userId: user.id,
          username: account?.username ?? user.username,
          avatar: account?.avatar ?? '',
          inVoiceChat: false,
          isMuted: false,
        };
        // The socket may have gone while the room was read: then it joins nothing.
        if (socket.disconnected) return;
        await socket.join(movieRoomRoom(room.roomId));
        await deps.state.addMember(room.roomId, member);
        joined = { roomId: room.roomId, hostId: room.hostId };
        socket.emit('room-users', await deps.state.members(room.roomId));
        socket.emit('playback-state', await playbackOf(room.roomId));
        emitTo(namespace, { rooms: movieRoomRoom(room.roomId), except: socket.id }, 'user-joined', member);
        succeed(ack);
      }),
    );

    const playbackOf = async (roomId: string): Promise<PlaybackState> =>
      (await deps.state.playback(roomId)) ?? freshPlayback(roomId, deps.now());

    socket.on('leave-room', (payload, ack) =>
      handle(ack, async () => {
        joinedRoom(payload);
        await leaveCurrent();
        succeed(ack);
      }),
    );

    socket.on('disconnect', () => {
      handle(undefined, leaveCurrent);
    });

    socket.on('join-voice-chat', (payload, ack) =>
      handle(ack, async () => {
        const { roomId } = joinedRoom(payload);
        const member = await deps.state.updateMember(roomId, socket.id, { inVoiceChat: true, isMuted: false });
        if (!member) throw new Refusal('movieRoom.notInRoom');
        const voiceMembers = (await deps.state.members(roomId)).filter(
          (other) => other.inVoiceChat && other.socketId !== socket.id,
        );
        succeed(ack, { success: true, voiceMembers });
        emitTo(namespace, { rooms: movieRoomRoom(roomId), except: socket.id }, 'user-joined-voice', member);
      }),
    );

    socket.on('leave-voice-chat', (payload) =>
      handle(undefined, async () => {
        const { roomId } = joinedRoom(payload);
        const before = await deps.state.member(roomId, socket.id);
        if (!before?.inVoiceChat) return;
        await deps.state.updateMember(roomId, socket.id, { inVoiceChat: false, isMuted: false });
        emitTo(namespace, { rooms: movieRoomRoom(roomId), except: socket.id }, 'user-left-voice', {
          socketId: socket.id,
          userId: user.id,
        });
      }),
    );

    /** The sender and the other socket, both in this socket's room and in voice; else refused. */
    const voicePair = async (otherSocketId: unknown, signal: unknown) => {
      if (!joined) throw new Refusal('movieRoom.notInRoom');
      if (signalSize(signal) > SIGNAL_MAX_BYTES) throw new Refusal('common.payloadTooLarge');
      const { roomId } = joined;
      const sender = await deps.state.member(roomId, socket.id);
      if (!sender?.inVoiceChat) throw new Refusal('movieRoom.notInVoice');
      const other = typeof otherSocketId === 'string' ? await deps.state.member(roomId, otherSocketId) : undefined;
      if (!other?.inVoiceChat || other.socketId === socket.id) throw new Refusal('movieRoom.signalTargetGone');
      return { sender, other };
    };

    socket.on('sending-signal', (payload) =>
      handle(undefined, async () => {
        const signal = field(payload, 'signal');
        const { sender, other } = await voicePair(field(payload, 'userToSignal'), signal);
        // callerID is always the sender's socket, whatever the client wrote.
        emitTo(namespace, { rooms: other.socketId }, 'receiving-signal', {
          signal,
          callerID: socket.id,
          member: sender,
        });
      }),
    );

    socket.on('returning-signal', (payload) =>
      handle(undefined, async () => {
        const signal = field(payload, 'signal');
        const { other } = await voicePair(field(payload, 'callerID'), signal);
        emitTo(namespace, { rooms: other.socketId }, 'signal-received', { signal, id: socket.id });
      }),
    );

    socket.on('toggle-mute', (payload) =>
      handle(undefined, async () => {
        const { roomId } = joinedRoom(payload);
        const isMuted = field(payload, 'isMuted');
        if (typeof isMuted !== 'boolean') throw new Refusal('common.validationFailed');
        if (!(await deps.state.updateMember(roomId, socket.id, { isMuted }))) throw new Refusal('movieRoom.notInRoom');
        emitTo(namespace, { rooms: movieRoomRoom(roomId), except: socket.id }, 'user-mute-changed', {
          socketId: socket.id,
          userId: user.id,
          isMuted,
        });
      }),
    );

    socket.on('speaking-state', (payload) =>
      handle(undefined, async () => {
        const { roomId } = joinedRoom(payload);
        const isSpeaking = field(payload, 'isSpeaking');
        if (typeof isSpeaking !== 'boolean') throw new Refusal('common.validationFailed');
        // Reliable, not volatile: a dropped "stopped speaking" would leave the ring on until the next change.
        emitTo(namespace, { rooms: movieRoomRoom(roomId), except: socket.id }, 'user-speaking-changed', {
          socketId: socket.id,
          userId: user.id,
          isSpeaking,
        });
      }),
    );

    socket.on('chat-message', (payload, ack) =>
      handle(ack, async () => {
        const { roomId } = joinedRoom(payload);
        // Stored first: a message anyone saw is in the history.
        const message = await saveChatMessage(deps, user.id, { ...(payload as object), roomId });
        emitTo(namespace, { rooms: movieRoomRoom(roomId) }, 'chat-message', message);
        succeed(ack);
      }),
    );

    socket.on('movie-selected', (payload) =>
      handle(undefined, async () => {
        const current = joinedRoom(payload);
        if (!roomPolicy.changeMovie(user.id, current)) throw new Refusal('movieRoom.hostOnly');
        // The stored movie, never the client's payload.
        const room = await roomOr404(deps.rooms, current.roomId);
        await deps.events.movieChanged(room.roomId, await movieCopies(deps, room));
      }),
    );

    socket.on('playback-control', (payload, ack) =>
      handle(ack, async () => {
        const current = joinedRoom(payload);
        if (!roomPolicy.controlPlayback(user.id, current)) throw new Refusal('movieRoom.hostOnlyPlayback');
        const parsed = playbackControlSchema.safeParse(payload);
        if (!parsed.success) throw new Refusal('movieRoom.playbackInvalid');
        const { action, position, rate } = parsed.data;
        const state = await playbackOf(current.roomId);
        const next: PlaybackState = { ...state, position, updatedAt: deps.now() };
        if (action === 'play') next.playing = true;
        if (action === 'pause') next.playing = false;
        if (action === 'rate' && rate !== undefined) next.rate = rate;
        await deps.state.setPlayback(next);
        emitTo(namespace, { rooms: movieRoomRoom(current.roomId) }, 'playback-state', next);
        succeed(ack);
      }),
    );

    // Answered at once, outside the queue: the sample measures the round trip. The clock is the one
    // playback states are stamped with.
    socket.on('time-sync', (payload, ack) => {
      const clientTime = field(payload, 'clientTime');
      if (typeof ack !== 'function') return;
      ack({ clientTime: typeof clientTime === 'number' ? clientTime : 0, serverTime: deps.now() });
    });
  });
}
