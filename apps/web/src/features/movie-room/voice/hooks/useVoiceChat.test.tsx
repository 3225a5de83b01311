import type { RoomMember } from '@teamhub/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVoiceChat, type UseVoiceChatOptions, type VoiceSocket } from './useVoiceChat';

/* Stand-ins for the browser's media and WebRTC APIs and for the socket.io client. */

class FakeTrack {
  kind = 'audio';
  label = 'Fake microphone';
  enabled = true;
  readyState: MediaStreamTrackState = 'live';
  stop() {
    this.readyState = 'ended';
  }
}

function fakeStream(tracks: FakeTrack[] = [new FakeTrack()]) {
  return { getAudioTracks: () => tracks, getTracks: () => tracks } as unknown as MediaStream;
}

class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  onicecandidate = null;
  ontrack: ((event: { streams: MediaStream[] }) => void) | null = null;
  onconnectionstatechange = null;
  constructor() {
    FakePeerConnection.all.push(this);
  }
  addTrack() {}
  createOffer = async () => ({ type: 'offer', sdp: 'offer-sdp' });
  createAnswer = async () => ({ type: 'answer', sdp: 'answer-sdp' });
  setLocalDescription = async () => {};
  setRemoteDescription = async () => {};
  addIceCandidate = async () => {};
  getStats = async () => new Map([['in', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 640 }]]);
  close() {
    this.closed = true;
  }
}

class FakeAudioContext {
  static closed = 0;
  /** What every frequency bin of the microphone reads. */
  static level = 0;
  state = 'running';
  createMediaStreamSource = () => ({ connect() {}, disconnect() {} });
  createAnalyser = () => ({
    fftSize: 0,
    frequencyBinCount: 4,
    getByteFrequencyData: (data: Uint8Array) => data.fill(FakeAudioContext.level),
  });
  resume = async () => {};
  close = async () => {
    FakeAudioContext.closed += 1;
  };
}

type Emitted = { event: string; payload: unknown };

class FakeSocket {
  id = 'self';
  connected = true;
  emitted: Emitted[] = [];
  voiceMembers: RoomMember[] = [];
  joinAnswer: 'ok' | 'refused' | 'held' = 'ok';
  /** The join's ack while `joinAnswer` is 'held'. */
  heldAck: ((answer: unknown) => void) | null = null;
  private handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  on(event: string, handler: (...args: unknown[]) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push({ event, payload });
    if (event === 'join-voice-chat' && ack && this.joinAnswer === 'held') {
      this.heldAck = ack;
    } else if (event === 'join-voice-chat' && ack) {
      queueMicrotask(() =>
        ack(
          this.joinAnswer === 'ok'
            ? { success: true, voiceMembers: this.voiceMembers }
            : { success: false, message: 'Phòng đã đầy' },
        ),
      );
    }
    return this;
  }
  /** The server sends `event`. */
  receive(event: string, payload: unknown) {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }
  sent(event: string) {
    return this.emitted.filter((item) => item.event === event).map((item) => item.payload);
  }
}

const member = (socketId: string, username: string, inVoiceChat = true): RoomMember => ({
  socketId,
  userId: `user-${socketId}`,
  username,
  avatar: '',
  inVoiceChat,
  isMuted: false,
});

describe('useVoiceChat', () => {
  let getUserMedia: ReturnType<typeof vi.fn>;
  let track: FakeTrack;

  beforeEach(() => {
    FakePeerConnection.all = [];
    FakeAudioContext.closed = 0;
    FakeAudioContext.level = 0;
    track = new FakeTrack();
    getUserMedia = vi.fn(async () => fakeStream([track]));
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup(); // Unmounted (leaving voice) while the stand-ins are still in place.
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  function setup(options: Partial<UseVoiceChatOptions> = {}) {
    const socket = new FakeSocket();
    const initial: UseVoiceChatOptions = {
      socket: socket as unknown as VoiceSocket,
      connected: true,
      roomId: 'phim-toi-thu-sau',
      members: [member('self', 'an', false), member('b', 'binh')],
      ...options,
    };
    const hook = renderHook((props: UseVoiceChatOptions) => useVoiceChat(props), { initialProps: initial });
    return { socket, hook, initial };
  }

  it('opens the microphone with the spec constraints, joins and calls each member already in voice', async () => {
    const { socket, hook } = setup();
    socket.voiceMembers = [member('b', 'binh'), member('c', 'chi')];
    await act(() => hook.result.current.join());
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
    });
    expect(socket.sent('join-voice-chat')).toEqual([{ roomId: 'phim-toi-thu-sau' }]);
    expect(hook.result.current.inVoice).toBe(true);
    await act(async () => {});
    expect(socket.sent('sending-signal')).toEqual([
      { userToSignal: 'b', signal: { type: 'offer', sdp: 'offer-sdp' } },
      { userToSignal: 'c', signal: { type: 'offer', sdp: 'offer-sdp' } },
    ]);
    expect(hook.result.current.voiceMembers.map((item) => item.socketId)).toEqual(['self', 'b']);
  });

  it('answers a caller by returning-signal and plays their stream in a hidden audio element', async () => {
    const { socket, hook } = setup();
    await act(() => hook.result.current.join());
    await act(async () => socket.receive('receiving-signal', { signal: { type: 'offer', sdp: 'x' }, callerID: 'b' }));
    expect(socket.sent('returning-signal')).toEqual([{ signal: { type: 'answer', sdp: 'answer-sdp' }, callerID: 'b' }]);
    const remote = fakeStream();
    act(() => FakePeerConnection.all[0]?.ontrack?.({ streams: [remote] }));
    const audio = document.querySelector<HTMLAudioElement>('audio[data-voice-peer="b"]');
    expect(audio?.hidden).toBe(true);
    expect(audio?.autoplay).toBe(true);
    expect(audio?.srcObject).toBe(remote);

    await act(async () => socket.receive('user-left-voice', { socketId: 'b', userId: 'user-b' }));
    expect(FakePeerConnection.all[0]?.closed).toBe(true);
    expect(document.querySelector('audio[data-voice-peer="b"]')).toBeNull();
  });

  it('mute disables the mic track and tells the room; deafen silences audio and mutes, un-deafen un-mutes', async () => {
    const { socket, hook } = setup();
    await act(() => hook.result.current.join());
    await act(async () => socket.receive('receiving-signal', { signal: { type: 'offer', sdp: 'x' }, callerID: 'b' }));
    act(() => FakePeerConnection.all[0]?.ontrack?.({ streams: [fakeStream()] }));
    const audio = () => document.querySelector<HTMLAudioElement>('audio[data-voice-peer="b"]');

    act(() => hook.result.current.toggleMute());
    expect(track.enabled).toBe(false);
    expect(hook.result.current.isMuted).toBe(true);
    expect(socket.sent('toggle-mute')).toEqual([{ roomId: 'phim-toi-thu-sau', isMuted: true }]);
    expect(hook.result.current.voiceMembers.find((item) => item.socketId === 'self')?.isMuted).toBe(true);

    act(() => hook.result.current.toggleDeafen());
    expect(hook.result.current.isDeafened).toBe(true);
    expect(audio()?.muted).toBe(true);

    act(() => hook.result.current.toggleDeafen());
    expect(audio()?.muted).toBe(false);
    expect(hook.result.current.isMuted).toBe(false);
    expect(track.enabled).toBe(true);
    expect(socket.sent('toggle-mute').at(-1)).toEqual({ roomId: 'phim-toi-thu-sau', isMuted: false });

    // Deafening an unmuted member mutes them too; un-deafening gives the microphone back.
    act(() => hook.result.current.toggleDeafen());
    expect(hook.result.current.isMuted).toBe(true);
    expect(track.enabled).toBe(false);
    act(() => hook.result.current.toggleDeafen());
    expect(hook.result.current.isMuted).toBe(false);
    expect(track.enabled).toBe(true);
  });

  it('leaving stops the microphone, closes the analysis and the peers, and tells the server', async () => {
    const { socket, hook } = setup();
    socket.voiceMembers = [member('b', 'binh')];
    await act(() => hook.result.current.join());
    act(() => hook.result.current.toggleMute());
    act(() => hook.result.current.leave());
    expect(socket.sent('leave-voice-chat')).toEqual([{ roomId: 'phim-toi-thu-sau' }]);
    expect(track.readyState).toBe('ended');
    expect(FakeAudioContext.closed).toBe(1);
    expect(FakePeerConnection.all[0]?.closed).toBe(true);
    expect(hook.result.current).toMatchObject({ inVoice: false, isMuted: false, isDeafened: false });
  });

  it('a socket disconnect while in voice leaves it without a message to the server', async () => {
    const { socket, hook, initial } = setup();
    await act(() => hook.result.current.join());
    socket.connected = false;
    act(() => socket.receive('disconnect', 'transport close'));
    hook.rerender({ ...initial, connected: false });
    expect(hook.result.current.inVoice).toBe(false);
    expect(track.readyState).toBe('ended');
    expect(socket.sent('leave-voice-chat')).toEqual([]);
  });

  it('leaving while the server is still seating us takes the seat back once it answers', async () => {
    const { socket, hook } = setup();
    socket.joinAnswer = 'held';
    let joined: Promise<void> = Promise.resolve();
    await act(async () => {
      joined = hook.result.current.join();
    });
    expect(hook.result.current.joining).toBe(true);
    act(() => hook.result.current.leave());
    expect(track.readyState).toBe('ended');
    expect(socket.sent('leave-voice-chat')).toEqual([]);
    await act(async () => {
      socket.heldAck?.({ success: true, voiceMembers: [member('b', 'binh')] });
      await joined;
    });
    expect(socket.sent('leave-voice-chat')).toEqual([{ roomId: 'phim-toi-thu-sau' }]);
    expect(socket.sent('sending-signal')).toEqual([]);
    expect(hook.result.current.inVoice).toBe(false);
  });

  it('unmounting (leaving the page) leaves voice', async () => {
    const { socket, hook } = setup();
    await act(() => hook.result.current.join());
    hook.unmount();
    expect(socket.sent('leave-voice-chat')).toHaveLength(1);
    expect(track.readyState).toBe('ended');
  });

  it('tracks the others speaking from user-speaking-changed', async () => {
    const { socket, hook } = setup();
    act(() => socket.receive('user-speaking-changed', { socketId: 'b', userId: 'user-b', isSpeaking: true }));
    expect([...hook.result.current.speaking]).toEqual(['b']);
    act(() => socket.receive('user-left', { socketId: 'b', userId: 'user-b' }));
    expect(hook.result.current.speaking.size).toBe(0);
  });

  it('announces its own speaking once, and stops speaking when muted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { socket, hook } = setup();
    await act(() => hook.result.current.join());
    FakeAudioContext.level = 90;
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(socket.sent('speaking-state')).toEqual([{ roomId: 'phim-toi-thu-sau', isSpeaking: true }]);
    expect(hook.result.current.speaking.has('self')).toBe(true);
    act(() => hook.result.current.toggleMute());
    expect(socket.sent('speaking-state').at(-1)).toEqual({ roomId: 'phim-toi-thu-sau', isSpeaking: false });
    expect(hook.result.current.speaking.has('self')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(socket.sent('speaking-state')).toHaveLength(2);
  });

  it('a member who mutes is no longer speaking', () => {
    const { socket, hook } = setup();
    act(() => socket.receive('user-speaking-changed', { socketId: 'b', userId: 'user-b', isSpeaking: true }));
    act(() => socket.receive('user-mute-changed', { socketId: 'b', userId: 'user-b', isMuted: false }));
    expect(hook.result.current.speaking.has('b')).toBe(true);
    act(() => socket.receive('user-mute-changed', { socketId: 'b', userId: 'user-b', isMuted: true }));
    expect(hook.result.current.speaking.has('b')).toBe(false);
  });

  it('shows the audio unlock when autoplay is refused, and plays all on enableAudio', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('autoplay', 'NotAllowedError'));
    const { socket, hook } = setup();
    await act(() => hook.result.current.join());
    await act(async () => socket.receive('receiving-signal', { signal: { type: 'offer', sdp: 'x' }, callerID: 'b' }));
    await act(async () => FakePeerConnection.all[0]?.ontrack?.({ streams: [fakeStream()] }));
    expect(hook.result.current.audioBlocked).toBe(true);
    await act(async () => hook.result.current.enableAudio());
    expect(play).toHaveBeenCalledTimes(2);
    expect(hook.result.current.audioBlocked).toBe(false);
  });

  it('debug info lists the microphone and each peer with its inbound audio bytes', async () => {
    const { socket, hook } = setup();
    socket.voiceMembers = [member('b', 'binh')];
    await act(() => hook.result.current.join());
    const info = await hook.result.current.debugInfo();
    expect(info).toMatchObject({
      microphone: 'live',
      microphoneLabel: 'Fake microphone',
      peers: [{ socketId: 'b', username: 'binh', connectionState: 'new', bytesReceived: 640 }],
    });
  });

  describe('errors', () => {
    const prefix = 'Không thể tham gia voice chat: ';

    it('a denied permission asks to allow it in the browser settings', async () => {
      getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
      const { hook, socket } = setup();
      await act(() => hook.result.current.join());
      expect(hook.result.current.error).toMatch(new RegExp(`^${prefix}.*cài đặt của trình duyệt`));
      expect(hook.result.current.inVoice).toBe(false);
      expect(socket.sent('join-voice-chat')).toEqual([]);
      act(() => hook.result.current.clearError());
      expect(hook.result.current.error).toBeNull();
    });

    it('needs a connected socket and a joined room', async () => {
      const offline = setup({ connected: false });
      await act(() => offline.hook.result.current.join());
      expect(offline.hook.result.current.error).toBe(`${prefix}chưa kết nối được tới máy chủ.`);
      const roomless = setup({ roomId: null });
      await act(() => roomless.hook.result.current.join());
      expect(roomless.hook.result.current.error).toBe(`${prefix}bạn chưa vào phòng xem phim.`);
      expect(getUserMedia).not.toHaveBeenCalled();
    });

    it('needs microphone support', async () => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
      const { hook } = setup();
      await act(() => hook.result.current.join());
      expect(hook.result.current.error).toBe(`${prefix}trình duyệt này không hỗ trợ micro hoặc gọi thoại.`);
    });

    it('a stream without an audio track is refused and stopped', async () => {
      getUserMedia.mockResolvedValueOnce(fakeStream([]));
      const { hook } = setup();
      await act(() => hook.result.current.join());
      expect(hook.result.current.error).toBe(`${prefix}không nhận được âm thanh từ micro.`);
    });

    it("the server's refusal shows its message and releases the microphone", async () => {
      const { hook, socket } = setup();
      socket.joinAnswer = 'refused';
      await act(() => hook.result.current.join());
      expect(hook.result.current.error).toBe(`${prefix}Phòng đã đầy`);
      expect(track.readyState).toBe('ended');
      expect(hook.result.current.joining).toBe(false);
    });
  });
});
