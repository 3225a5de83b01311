import type { RoomMember } from '@teamhub/contracts';
import { VoicePeer, type CreatePeerConnection } from './voice-peer';
import { parseVoiceSignal, type VoiceSignal } from './voice-signal';

export interface VoiceMeshOptions {
  stream: MediaStream;
  configuration: RTCConfiguration;
  createConnection?: CreatePeerConnection;
  /** To a member we called (`sending-signal`). */
  sendSignal: (userToSignal: string, signal: VoiceSignal) => void;
  /** Back to a member who called us (`returning-signal`). */
  returnSignal: (callerID: string, signal: VoiceSignal) => void;
  onStream: (socketId: string, stream: MediaStream) => void;
  /** A peer was removed (left, failed or replaced): its audio goes too. */
  onPeerRemoved: (socketId: string) => void;
  log?: (message: string) => void;
}

export interface PeerStats {
  socketId: string;
  connectionState: RTCPeerConnectionState;
  bytesReceived: number;
}

const defaultCreateConnection: CreatePeerConnection = (configuration) => new RTCPeerConnection(configuration);

/**
 * The audio mesh: one peer per other voice member, keyed by their socket id. Whoever joins voice
 * calls the members already there; the others answer on the first signal from a new caller.
 */
export class VoiceMesh {
  private readonly peers = new Map<string, VoicePeer>();
  private readonly options: VoiceMeshOptions;

  constructor(options: VoiceMeshOptions) {
    this.options = options;
  }

  get socketIds(): string[] {
    return [...this.peers.keys()];
  }

  peer(socketId: string): VoicePeer | undefined {
    return this.peers.get(socketId);
  }

  /** As initiator, towards a member who was in voice before us. */
  call(member: Pick<RoomMember, 'socketId'>) {
    this.removePeer(member.socketId);
    this.peers.set(member.socketId, this.createPeer(member.socketId, true));
  }

  /** `receiving-signal`: a caller's offer or candidate; a second offer from a caller starts over. */
  receiveCall(callerID: string, signal: unknown) {
    const parsed = parseVoiceSignal(signal);
    if (!parsed) return;
    let peer = this.peers.get(callerID);
    const startedOver = peer && (peer.initiator || peer.receivedDescription);
    if (startedOver && 'type' in parsed && parsed.type === 'offer') {
      this.removePeer(callerID);
      peer = undefined;
    }
    if (!peer) {
      peer = this.createPeer(callerID, false);
      this.peers.set(callerID, peer);
    }
    peer.signal(parsed);
  }

  /** `signal-received`: the answer or a candidate from a member we called. */
  receiveAnswer(id: string, signal: unknown) {
    const peer = this.peers.get(id);
    if (!peer) {
      this.options.log?.(`voice: signal from ${id}, who has no peer`);
      return;
    }
    peer.signal(signal);
  }

  removePeer(socketId: string) {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    this.peers.delete(socketId);
    peer.destroy();
    this.options.onPeerRemoved(socketId);
  }

  destroy() {
    for (const socketId of this.socketIds) this.removePeer(socketId);
  }

  /** Each peer's connection state and the audio bytes it has received (for the debug panel). */
  async stats(): Promise<PeerStats[]> {
    return Promise.all(
      [...this.peers.values()].map(async (peer) => ({
        socketId: peer.remoteId,
        connectionState: peer.connection.connectionState,
        bytesReceived: await inboundAudioBytes(peer.connection),
      })),
    );
  }

  private createPeer(socketId: string, initiator: boolean) {
    const { stream, configuration, sendSignal, returnSignal, onStream, log } = this.options;
    const peer: VoicePeer = new VoicePeer({
      remoteId: socketId,
      initiator,
      stream,
      configuration,
      createConnection: this.options.createConnection ?? defaultCreateConnection,
      onSignal: (signal) => (initiator ? sendSignal(socketId, signal) : returnSignal(socketId, signal)),
      onStream: (remote) => onStream(socketId, remote),
      onFailure: (reason) => {
        log?.(`voice: peer ${socketId} removed (${reason})`);
        // Only the current peer for that id: a replaced one may still report late.
        if (this.peers.get(socketId) === peer) this.removePeer(socketId);
      },
    });
    return peer;
  }
}

async function inboundAudioBytes(connection: RTCPeerConnection): Promise<number> {
  try {
    const report = await connection.getStats();
    let bytes = 0;
    report.forEach((entry: { type?: string; kind?: string; bytesReceived?: number }) => {
      if (entry.type === 'inbound-rtp' && entry.kind === 'audio') bytes += entry.bytesReceived ?? 0;
    });
    return bytes;
  } catch {
    return 0;
  }
}
