import { LIMITS, type CurrentMovie, type PlaybackState, type RoomMember } from '@teamhub/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { connectMovieRoom, type MovieRoomSocket } from '../movie-room-socket';
import { clockOffsetOf, type ClockSample } from '../sync/clock-offset';
import { patchMember, removeMember, upsertMember } from '../utils/member-list';

const TIME_SYNC_TIMEOUT_MS = 5_000;

function sampleClock(socket: MovieRoomSocket): Promise<ClockSample | null> {
  return new Promise((resolve) => {
    const sentAt = Date.now();
    const timer = window.setTimeout(() => resolve(null), TIME_SYNC_TIMEOUT_MS);
    socket.emit('time-sync', { clientTime: sentAt }, (answer) => {
      window.clearTimeout(timer);
      resolve({ sentAt, receivedAt: Date.now(), serverTime: answer.serverTime });
    });
  });
}

/** LIMITS.movieRoom.timeSyncSamples round trips one after the other; the fastest gives the offset. */
async function measureClockOffset(socket: MovieRoomSocket): Promise<number | null> {
  const samples: ClockSample[] = [];
  for (let index = 0; index < LIMITS.movieRoom.timeSyncSamples; index += 1) {
    if (!socket.connected) break;
    const sample = await sampleClock(socket);
    if (sample) samples.push(sample);
  }
  return samples.length > 0 ? clockOffsetOf(samples) : null;
}

export interface RoomConnection {
  socket: MovieRoomSocket | null;
  connected: boolean;
  members: RoomMember[];
  movie: CurrentMovie | null;
  playback: PlaybackState | null;
  /** Server clock − this clock, ms (read by the player's loop). */
  clockOffset: RefObject<number>;
  /** Goes up by one at each (re)connection after the first: chat page 1 is fetched again then. */
  reconnects: number;
}

/**
 * The /movie-room socket of one joined room: joins on every (re)connection, measures the clock
 * offset, and keeps the members, the current movie and the playback state as the server tells them.
 */
export function useRoomConnection(
  roomId: string,
  initialMovie: CurrentMovie | null,
  onJoinFailed: (message: string) => void,
): RoomConnection {
  const [socket, setSocket] = useState<MovieRoomSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [members, setMembers] = useState<RoomMember[]>([]);
  const [movie, setMovie] = useState<CurrentMovie | null>(initialMovie);
  const [playback, setPlayback] = useState<PlaybackState | null>(null);
  const [reconnects, setReconnects] = useState(0);
  const clockOffset = useRef(0);
  const onJoinFailedRef = useRef(onJoinFailed);
  useEffect(() => {
    onJoinFailedRef.current = onJoinFailed;
  });

  useEffect(() => {
    const next = connectMovieRoom();
    let connections = 0;
    const onConnect = () => {
      connections += 1;
      setConnected(true);
      if (connections > 1) setReconnects((count) => count + 1);
      next.emit('join-room', { roomId }, (answer) => {
        if (!answer.success) onJoinFailedRef.current(answer.message);
      });
      void measureClockOffset(next).then((offset) => {
        if (offset !== null) clockOffset.current = offset;
      });
    };
    const onDisconnect = () => setConnected(false);
    // The server sends the new movie's playback (paused at 0) right after: drop the old one meanwhile.
    const onMovie = (current: CurrentMovie | null) => {
      setMovie(current);
      setPlayback(null);
    };
    next.on('connect', onConnect);
    next.on('disconnect', onDisconnect);
    next.on('room-users', (list) => setMembers(list));
    next.on('user-joined', (member) => setMembers((list) => upsertMember(list, member)));
    next.on('user-left', (ref) => setMembers((list) => removeMember(list, ref)));
    next.on('user-joined-voice', (member) =>
      setMembers((list) => upsertMember(list, { ...member, inVoiceChat: true })),
    );
    next.on('user-left-voice', (ref) => setMembers((list) => patchMember(list, ref, { inVoiceChat: false })));
    next.on('user-mute-changed', (change) =>
      setMembers((list) => patchMember(list, change, { isMuted: change.isMuted })),
    );
    next.on('movie-changed', onMovie);
    next.on('playback-state', (state) => setPlayback(state));
    // The socket is an external system this effect subscribes to; state follows its events.
    setSocket(next);
    return () => {
      if (next.connected) next.emit('leave-room', { roomId });
      next.removeAllListeners();
      next.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [roomId]);

  return { socket, connected, members, movie, playback, clockOffset, reconnects };
}
