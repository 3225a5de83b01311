import { describe, expect, it, vi } from 'vitest';
import { VoiceMesh } from './voice-mesh';
import type { VoiceSignal } from './voice-signal';

/** A stand-in for the browser's RTCPeerConnection that records what the mesh asks of it. */
class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  readonly configuration: RTCConfiguration;
  readonly calls: string[] = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  readonly tracks: MediaStreamTrack[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((event: { streams: MediaStream[]; track: MediaStreamTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(configuration: RTCConfiguration) {
    this.configuration = configuration;
    FakePeerConnection.created.push(this);
  }
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }
  async createOffer() {
    this.calls.push('createOffer');
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    this.calls.push('createAnswer');
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.calls.push(`setLocalDescription:${description.type}`);
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.calls.push(`setRemoteDescription:${description.type}`);
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.addedCandidates.push(candidate);
  }
  async getStats() {
    return new Map([
      ['a', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 1200 }],
      ['v', { type: 'inbound-rtp', kind: 'video', bytesReceived: 99 }],
    ]);
  }
  close() {
    this.closed = true;
  }
  /** The browser found a local candidate. */
  emitCandidate(candidate: string) {
    this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate, sdpMid: '0' }) } });
  }
  fail() {
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
  }
}

const micTrack = { kind: 'audio', id: 'mic' } as MediaStreamTrack;
const micStream = { getAudioTracks: () => [micTrack], getTracks: () => [micTrack] } as unknown as MediaStream;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function createMesh() {
  FakePeerConnection.created = [];
  const sent: { to: string; signal: VoiceSignal }[] = [];
  const returned: { to: string; signal: VoiceSignal }[] = [];
  const removed: string[] = [];
  const streams: string[] = [];
  const log = vi.fn();
  const mesh = new VoiceMesh({
    stream: micStream,
    configuration: { iceServers: [] },
    createConnection: (configuration) => new FakePeerConnection(configuration) as unknown as RTCPeerConnection,
    sendSignal: (to, signal) => sent.push({ to, signal }),
    returnSignal: (to, signal) => returned.push({ to, signal }),
    onStream: (socketId) => streams.push(socketId),
    onPeerRemoved: (socketId) => removed.push(socketId),
    log,
  });
  const connection = (index: number) => {
    const created = FakePeerConnection.created[index];
    if (!created) throw new Error(`no connection ${index}`);
    return created;
  };
  return { mesh, sent, returned, removed, streams, log, connection };
}

describe('VoiceMesh as the joiner (initiator)', () => {
  it('calls each member with the mic track and an offer sent by sending-signal', async () => {
    const { mesh, sent, connection } = createMesh();
    mesh.call({ socketId: 'b' });
    mesh.call({ socketId: 'c' });
    await settle();
    expect(connection(0).tracks).toEqual([micTrack]);
    expect(connection(0).calls).toEqual(['createOffer', 'setLocalDescription:offer']);
    expect(sent).toEqual([
      { to: 'b', signal: { type: 'offer', sdp: 'offer-sdp' } },
      { to: 'c', signal: { type: 'offer', sdp: 'offer-sdp' } },
    ]);
  });

  it('trickles its candidates with sending-signal to that member', async () => {
    const { mesh, sent, returned, connection } = createMesh();
    mesh.call({ socketId: 'b' });
    await settle();
    connection(0).emitCandidate('candidate:1');
    expect(sent.at(-1)).toEqual({ to: 'b', signal: { candidate: { candidate: 'candidate:1', sdpMid: '0' } } });
    expect(returned).toEqual([]);
  });

  it('routes signal-received to the peer of that id, buffering candidates until the answer', async () => {
    const { mesh, connection } = createMesh();
    mesh.call({ socketId: 'b' });
    mesh.call({ socketId: 'c' });
    await settle();
    mesh.receiveAnswer('c', { candidate: { candidate: 'candidate:early', sdpMid: '0' } });
    await settle();
    expect(connection(1).addedCandidates).toEqual([]);
    expect(mesh.peer('c')?.pendingCandidateCount).toBe(1);

    mesh.receiveAnswer('c', { type: 'answer', sdp: 'answer-sdp' });
    mesh.receiveAnswer('c', { candidate: { candidate: 'candidate:late', sdpMid: '0' } });
    await settle();
    expect(connection(1).remoteDescription).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    expect(connection(1).addedCandidates.map((c) => c.candidate)).toEqual(['candidate:early', 'candidate:late']);
    expect(connection(0).remoteDescription).toBeNull();
    expect(connection(1).calls).not.toContain('createAnswer');
  });

  it('ignores signals from an id it has no peer for, and malformed signals', async () => {
    const { mesh, log, connection } = createMesh();
    mesh.call({ socketId: 'b' });
    mesh.receiveAnswer('stranger', { type: 'answer', sdp: 'x' });
    mesh.receiveAnswer('b', { nonsense: true });
    await settle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('stranger'));
    expect(connection(0).remoteDescription).toBeNull();
    expect(FakePeerConnection.created).toHaveLength(1);
  });
});

describe('VoiceMesh as the called member', () => {
  it('creates a peer on the first receiving-signal and answers by returning-signal', async () => {
    const { mesh, returned, sent, connection } = createMesh();
    mesh.receiveCall('a', { type: 'offer', sdp: 'offer-sdp' });
    await settle();
    expect(FakePeerConnection.created).toHaveLength(1);
    expect(connection(0).calls).toEqual(['setRemoteDescription:offer', 'createAnswer', 'setLocalDescription:answer']);
    expect(returned).toEqual([{ to: 'a', signal: { type: 'answer', sdp: 'answer-sdp' } }]);
    connection(0).emitCandidate('candidate:2');
    expect(returned.at(-1)).toEqual({ to: 'a', signal: { candidate: { candidate: 'candidate:2', sdpMid: '0' } } });
    expect(sent).toEqual([]);
  });

  it('buffers a candidate that comes before the offer into the same peer', async () => {
    const { mesh, connection } = createMesh();
    mesh.receiveCall('a', { candidate: { candidate: 'candidate:first', sdpMid: '0' } });
    mesh.receiveCall('a', { type: 'offer', sdp: 'offer-sdp' });
    await settle();
    expect(FakePeerConnection.created).toHaveLength(1);
    expect(connection(0).addedCandidates.map((c) => c.candidate)).toEqual(['candidate:first']);
  });

  it('keeps one peer per caller', async () => {
    const { mesh } = createMesh();
    mesh.receiveCall('a', { type: 'offer', sdp: 'offer-sdp' });
    mesh.receiveCall('d', { type: 'offer', sdp: 'offer-sdp' });
    mesh.receiveCall('a', { candidate: { candidate: 'candidate:3', sdpMid: '0' } });
    await settle();
    expect(mesh.socketIds.sort()).toEqual(['a', 'd']);
    expect(FakePeerConnection.created).toHaveLength(2);
  });

  it('a new offer from a known caller (they rejoined) replaces the old peer', async () => {
    const { mesh, removed, connection } = createMesh();
    mesh.receiveCall('a', { type: 'offer', sdp: 'offer-sdp' });
    await settle();
    mesh.receiveCall('a', { type: 'offer', sdp: 'offer-sdp-2' });
    await settle();
    expect(connection(0).closed).toBe(true);
    expect(removed).toEqual(['a']);
    expect(connection(1).remoteDescription).toEqual({ type: 'offer', sdp: 'offer-sdp-2' });
  });
});

describe('VoiceMesh removal and stats', () => {
  it('closes one peer when its member leaves, and all on destroy', async () => {
    const { mesh, removed, connection } = createMesh();
    mesh.call({ socketId: 'b' });
    mesh.receiveCall('c', { type: 'offer', sdp: 'offer-sdp' });
    await settle();
    mesh.removePeer('b');
    expect(connection(0).closed).toBe(true);
    expect(connection(1).closed).toBe(false);
    mesh.destroy();
    expect(connection(1).closed).toBe(true);
    expect(removed).toEqual(['b', 'c']);
    expect(mesh.socketIds).toEqual([]);
  });

  it('removes a peer whose connection failed, and only logs it', async () => {
    const { mesh, removed, log, connection } = createMesh();
    mesh.call({ socketId: 'b' });
    await settle();
    connection(0).fail();
    expect(removed).toEqual(['b']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('connection failed'));
  });

  it('removes a peer whose signalling step threw', async () => {
    const { mesh, removed, connection } = createMesh();
    mesh.receiveCall('a', { type: 'offer', sdp: 'offer-sdp' });
    await settle();
    connection(0).setRemoteDescription = () => Promise.reject(new Error('bad sdp'));
    mesh.receiveCall('a', { candidate: { candidate: 'x', sdpMid: '0' } });
    mesh.receiveAnswer('a', { type: 'answer', sdp: 'broken' });
    await settle();
    expect(removed).toEqual(['a']);
  });

  it('reports inbound audio bytes per peer', async () => {
    const { mesh } = createMesh();
    mesh.call({ socketId: 'b' });
    await settle();
    expect(await mesh.stats()).toEqual([{ socketId: 'b', connectionState: 'new', bytesReceived: 1200 }]);
  });
});
