import { LIMITS, type MemberRef, type MovieRoomClientToServerEvents, type RoomMember } from '@teamhub/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamespaceSocket } from '../../../../lib/realtime/namespace-socket';
import { monitorAudioLevel } from '../utils/audio-level-monitor';
import { openMicrophone, stopStream, voiceSupported } from '../utils/microphone';
import { RemoteAudio } from '../utils/remote-audio';
import { createSpeakingDetector } from '../utils/speaking-detector';
import { voiceErrorFrom, type VoiceError } from '../utils/voice-errors';
import { VoiceMesh, type PeerStats } from '../utils/voice-mesh';

export type VoiceSocket = NamespaceSocket<'movieRoom'>;

export interface UseVoiceChatOptions {
  socket: VoiceSocket | null;
  connected: boolean;
  /** The joined room, or null/empty when the socket is in none. */
  roomId: string | null;
  members: readonly RoomMember[];
  /** The server's STUN/TURN servers (ICE_SERVERS, in the room's answer); none on a LAN. */
  iceServers?: readonly RTCIceServer[];
}

export type MicrophoneState = 'off' | 'live' | 'muted';

export interface VoiceDebugInfo {
  microphone: MicrophoneState;
  microphoneLabel: string;
  audioBlocked: boolean;
  peers: (PeerStats & { username: string })[];
}

export interface VoiceChat {
  inVoice: boolean;
  joining: boolean;
  isMuted: boolean;
  isDeafened: boolean;
  /** Socket ids of the members speaking now (this user's own included). */
  speaking: ReadonlySet<string>;
  /** The room's voice members, this user's own entry following the local state at once. */
  voiceMembers: RoomMember[];
  selfSocketId: string | null;
  join: () => Promise<void>;
  leave: () => void;
  toggleMute: () => void;
  toggleDeafen: () => void;
  /** The alert text ('Không thể tham gia voice chat: ' + reason), or null. */
  error: string | null;
  clearError: () => void;
  audioBlocked: boolean;
  enableAudio: () => void;
  debugInfo: () => Promise<VoiceDebugInfo>;
}

type JoinAnswer = Parameters<NonNullable<Parameters<MovieRoomClientToServerEvents['join-voice-chat']>[1]>>[0];

/** join-voice-chat with the socket timeout: no answer in time is a failure with that message. */
function joinVoice(socket: VoiceSocket, roomId: string): Promise<JoinAnswer> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(
      () => resolve({ success: false, message: 'timeout' }),
      LIMITS.movieRoom.socketTimeoutMs,
    );
    socket.emit('join-voice-chat', { roomId }, (answer) => {
      window.clearTimeout(timer);
      resolve(answer);
    });
  });
}

const EMPTY: ReadonlySet<string> = new Set();
const logPeer = (message: string) => console.warn(message);

function withoutId(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * Voice chat of a movie room: the microphone, a peer-to-peer audio mesh with the other voice
 * members (signalled over the room's socket), mute, deafen and speaking detection. Leaves voice by
 * itself when the socket disconnects, the room changes or the page unmounts.
 */
export function useVoiceChat({ socket, connected, roomId, members, iceServers }: UseVoiceChatOptions): VoiceChat {
  const { t } = useTranslation();
  const [inVoice, setInVoice] = useState(false);
  const [joining, setJoining] = useState(false);
  const [isMuted, setIsMuted] = useState(false);
  const [isDeafened, setIsDeafened] = useState(false);
  const [speaking, setSpeaking] = useState<ReadonlySet<string>>(EMPTY);
  const [voiceError, setVoiceError] = useState<VoiceError | null>(null);
  const [audioBlocked, setAudioBlocked] = useState(false);

  const streamRef = useRef<MediaStream | null>(null);
  const meshRef = useRef<VoiceMesh | null>(null);
  const stopMonitorRef = useRef<(() => void) | null>(null);
  const detectorRef = useRef(createSpeakingDetector());
  const audioRef = useRef<RemoteAudio | null>(null);
  const mutedRef = useRef(false);
  const deafenedRef = useRef(false);
  const inVoiceRef = useRef(false);
  const joiningRef = useRef(false);
  /** Bumped by every leave: a join still waiting for the microphone or the ack gives up. */
  const sessionRef = useRef(0);
  const membersRef = useRef(members);
  const audioBlockedRef = useRef(audioBlocked);
  const contextRef = useRef({ socket, roomId });
  const iceServersRef = useRef(iceServers);
  useEffect(() => {
    iceServersRef.current = iceServers;
    membersRef.current = members;
    audioBlockedRef.current = audioBlocked;
    contextRef.current = { socket, roomId };
  });

  const remoteAudio = useCallback(() => {
    audioRef.current ??= new RemoteAudio(() => setAudioBlocked(true));
    return audioRef.current;
  }, []);

  /** Everything local back to the start; `announce` tells the server (not when the socket is gone). */
  const teardown = useCallback((announce: boolean) => {
    sessionRef.current += 1;
    const { socket: current, roomId: room } = contextRef.current;
    if (announce && inVoiceRef.current && current?.connected && room) {
      current.emit('leave-voice-chat', { roomId: room });
    }
    stopMonitorRef.current?.();
    stopMonitorRef.current = null;
    stopStream(streamRef.current);
    streamRef.current = null;
    meshRef.current?.destroy();
    meshRef.current = null;
    audioRef.current?.clear();
    detectorRef.current.reset();
    const selfId = current?.id;
    inVoiceRef.current = false;
    mutedRef.current = false;
    deafenedRef.current = false;
    setInVoice(false);
    joiningRef.current = false;
    setJoining(false);
    setIsMuted(false);
    setIsDeafened(false);
    setAudioBlocked(false);
    setSpeaking((set) => (selfId ? withoutId(set, selfId) : set));
  }, []);

  const announceSpeaking = useCallback((isSpeaking: boolean) => {
    const { socket: current, roomId: room } = contextRef.current;
    const selfId = current?.id;
    if (selfId) {
      setSpeaking((set) => (isSpeaking ? new Set(set).add(selfId) : withoutId(set, selfId)));
    }
    // Reliable, not volatile: a volatile emit right after another one (toggle-mute) is dropped while
    // the transport is still busy, and a lost `false` would leave the ring on. Changes are rare.
    if (current && room) current.emit('speaking-state', { roomId: room, isSpeaking });
  }, []);

  const join = useCallback(async () => {
    if (inVoiceRef.current || joiningRef.current) return;
    if (!voiceSupported()) return setVoiceError({ reason: 'unsupported' });
    if (!socket || !connected) return setVoiceError({ reason: 'noConnection' });
    if (!roomId) return setVoiceError({ reason: 'notInRoom' });
    const session = ++sessionRef.current;
    setVoiceError(null);
    joiningRef.current = true;
    setJoining(true);
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (error) {
      if (session !== sessionRef.current) return;
      joiningRef.current = false;
      setJoining(false);
      setVoiceError(voiceErrorFrom(error));
      return;
    }
    if (session !== sessionRef.current) return stopStream(stream);
    if (stream.getAudioTracks().length === 0) {
      stopStream(stream);
      joiningRef.current = false;
      setJoining(false);
      setVoiceError({ reason: 'noAudioTrack' });
      return;
    }
    streamRef.current = stream;
    const audio = remoteAudio();
    audio.setMuted(false);
    // Ready before the join: a member who joins right after us may call at once.
    const mesh = new VoiceMesh({
      stream,
      configuration: { iceServers: [...(iceServersRef.current ?? [])] },
      sendSignal: (userToSignal, signal) => socket.emit('sending-signal', { userToSignal, signal }),
      returnSignal: (callerID, signal) => socket.emit('returning-signal', { signal, callerID }),
      onStream: (socketId, remote) => audio.attach(socketId, remote),
      onPeerRemoved: (socketId) => audio.detach(socketId),
      log: logPeer,
    });
    meshRef.current = mesh;
    const answer = await joinVoice(socket, roomId);
    if (session !== sessionRef.current) {
      // Left while the server was seating us: it did, so take the seat back.
      if (answer.success && socket.connected) socket.emit('leave-voice-chat', { roomId });
      return;
    }
    if (!answer.success) {
      teardown(false);
      setVoiceError({ message: answer.message });
      return;
    }
    inVoiceRef.current = true;
    setInVoice(true);
    joiningRef.current = false;
    setJoining(false);
    for (const member of answer.voiceMembers) if (member.socketId !== socket.id) mesh.call(member);
    const detector = detectorRef.current;
    stopMonitorRef.current = monitorAudioLevel(stream, (level) => {
      const change = detector.sample(level, mutedRef.current);
      if (change !== null) announceSpeaking(change);
    });
  }, [announceSpeaking, connected, remoteAudio, roomId, socket, teardown]);

  const leave = useCallback(() => teardown(true), [teardown]);

  const toggleMute = useCallback(() => {
    if (!inVoiceRef.current) return;
    const next = !mutedRef.current;
    mutedRef.current = next;
    streamRef.current?.getAudioTracks().forEach((track) => (track.enabled = !next));
    setIsMuted(next);
    const { socket: current, roomId: room } = contextRef.current;
    if (current && room) current.emit('toggle-mute', { roomId: room, isMuted: next });
    if (next && detectorRef.current.sample(0, true) === false) announceSpeaking(false);
  }, [announceSpeaking]);

  const toggleDeafen = useCallback(() => {
    if (!inVoiceRef.current) return;
    const next = !deafenedRef.current;
    deafenedRef.current = next;
    remoteAudio().setMuted(next);
    setIsDeafened(next);
    // As in Discord: a deafened member is muted too, and un-deafening un-mutes (spec 4).
    if (next !== mutedRef.current) toggleMute();
  }, [remoteAudio, toggleMute]);

  const enableAudio = useCallback(() => {
    remoteAudio()
      .playAll()
      .then(() => setAudioBlocked(false))
      .catch(() => {});
  }, [remoteAudio]);

  const debugInfo = useCallback(async (): Promise<VoiceDebugInfo> => {
    const track = streamRef.current?.getAudioTracks()[0];
    const names = new Map(membersRef.current.map((member) => [member.socketId, member.username]));
    const peers = (await meshRef.current?.stats()) ?? [];
    return {
      microphone: !track || track.readyState === 'ended' ? 'off' : track.enabled ? 'live' : 'muted',
      microphoneLabel: track?.label ?? '',
      audioBlocked: audioBlockedRef.current,
      peers: peers.map((peer) => ({ ...peer, username: names.get(peer.socketId) ?? peer.socketId })),
    };
  }, []);
  // Signals and the other members' voice events.
  useEffect(() => {
    if (!socket) return;
    const onReceivingSignal = ({ signal, callerID }: { signal: unknown; callerID: string }) =>
      meshRef.current?.receiveCall(callerID, signal);
    const onSignalReceived = ({ signal, id }: { signal: unknown; id: string }) =>
      meshRef.current?.receiveAnswer(id, signal);
    const onMemberGone = (ref: MemberRef) => {
      meshRef.current?.removePeer(ref.socketId);
      setSpeaking((set) => withoutId(set, ref.socketId));
    };
    const onSpeaking = ({ socketId, isSpeaking }: MemberRef & { isSpeaking: boolean }) =>
      setSpeaking((set) => (isSpeaking ? new Set(set).add(socketId) : withoutId(set, socketId)));
    // A muted member is not speaking, even if their own `false` was lost on the way.
    const onMuteChanged = ({ socketId, isMuted: muted }: MemberRef & { isMuted: boolean }) => {
      if (muted) setSpeaking((set) => withoutId(set, socketId));
    };
    const onDisconnect = () => {
      teardown(false);
      setSpeaking(EMPTY);
    };
    socket.on('receiving-signal', onReceivingSignal);
    socket.on('signal-received', onSignalReceived);
    socket.on('user-left-voice', onMemberGone);
    socket.on('user-left', onMemberGone);
    socket.on('user-speaking-changed', onSpeaking);
    socket.on('user-mute-changed', onMuteChanged);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('receiving-signal', onReceivingSignal);
      socket.off('signal-received', onSignalReceived);
      socket.off('user-left-voice', onMemberGone);
      socket.off('user-left', onMemberGone);
      socket.off('user-speaking-changed', onSpeaking);
      socket.off('user-mute-changed', onMuteChanged);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, teardown]);

  // A lost connection ends voice (the server has already dropped this socket from it).
  useEffect(() => {
    if (!connected && (inVoiceRef.current || sessionRef.current > 0)) teardown(false);
  }, [connected, teardown]);

  // Leaving the room (or the page) leaves voice first.
  useEffect(() => () => teardown(true), [roomId, socket, teardown]);

  const selfSocketId = (connected && socket?.id) || null;
  const voiceMembers = useMemo(
    () =>
      members
        .map((member) => (member.socketId === selfSocketId ? { ...member, inVoiceChat: inVoice, isMuted } : member))
        .filter((member) => member.inVoiceChat),
    [inVoice, isMuted, members, selfSocketId],
  );

  const error = voiceError
    ? t('voice.errorPrefix') + ('reason' in voiceError ? t(`voice.reasons.${voiceError.reason}`) : voiceError.message)
    : null;

  return {
    inVoice,
    joining,
    isMuted,
    isDeafened,
    speaking,
    voiceMembers,
    selfSocketId,
    join,
    leave,
    toggleMute,
    toggleDeafen,
    error,
    clearError: useCallback(() => setVoiceError(null), []),
    audioBlocked,
    enableAudio,
    debugInfo,
  };
}
