import { parseVoiceSignal, type VoiceSignal } from './voice-signal';

/*
 * A small wrapper of the browser's own RTCPeerConnection, in place of simple-peer: that library
 * needs Node polyfills (buffer, events, stream) under Vite and is no longer maintained, and one
 * audio track each way needs little of it.
 */

export type CreatePeerConnection = (configuration: RTCConfiguration) => RTCPeerConnection;

export interface VoicePeerOptions {
  remoteId: string;
  /** The initiator makes the offer; the other side answers. */
  initiator: boolean;
  stream: MediaStream;
  configuration: RTCConfiguration;
  createConnection: CreatePeerConnection;
  /** A description or candidate for the other side. */
  onSignal: (signal: VoiceSignal) => void;
  onStream: (stream: MediaStream) => void;
  /** The connection failed or broke; the owner removes the peer. */
  onFailure: (reason: string) => void;
}

export class VoicePeer {
  readonly remoteId: string;
  readonly initiator: boolean;
  readonly connection: RTCPeerConnection;
  private readonly options: VoicePeerOptions;
  /** Candidates that came before the remote description; added once it is set. */
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private hasRemoteDescription = false;
  /** Set as soon as a description is queued (the queue applies it later). */
  private descriptionQueued = false;
  /** Signals are applied one after another: each step awaits the browser. */
  private queue: Promise<void> = Promise.resolve();
  private destroyed = false;

  constructor(options: VoicePeerOptions) {
    this.options = options;
    this.remoteId = options.remoteId;
    this.initiator = options.initiator;
    const connection = options.createConnection(options.configuration);
    this.connection = connection;
    for (const track of options.stream.getAudioTracks()) connection.addTrack(track, options.stream);
    connection.onicecandidate = (event) => {
      if (event.candidate && !this.destroyed) options.onSignal({ candidate: event.candidate.toJSON() });
    };
    connection.ontrack = (event) => {
      if (this.destroyed) return;
      options.onStream(event.streams[0] ?? new MediaStream([event.track]));
    };
    connection.onconnectionstatechange = () => {
      if (connection.connectionState === 'failed' && !this.destroyed) options.onFailure('connection failed');
    };
    if (options.initiator) this.enqueue(() => this.offer());
  }

  get pendingCandidateCount() {
    return this.pendingCandidates.length;
  }

  /** True once the other side's offer or answer came: a further offer means they started over. */
  get receivedDescription() {
    return this.descriptionQueued;
  }

  /** Applies a signal from the other side (ignored when it is neither a description nor a candidate). */
  signal(value: unknown) {
    const signal = parseVoiceSignal(value);
    if (!signal) return;
    if ('type' in signal) this.descriptionQueued = true;
    this.enqueue(() => this.apply(signal));
  }

  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.pendingCandidates = [];
    this.connection.onicecandidate = null;
    this.connection.ontrack = null;
    this.connection.onconnectionstatechange = null;
    this.connection.close();
  }

  private enqueue(step: () => Promise<void>) {
    this.queue = this.queue
      .then(() => (this.destroyed ? undefined : step()))
      .catch((error: unknown) => {
        if (!this.destroyed) this.options.onFailure(error instanceof Error ? error.message : String(error));
      });
  }

  private async offer() {
    const offer = await this.connection.createOffer();
    await this.connection.setLocalDescription(offer);
    if (!this.destroyed) this.options.onSignal({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async apply(signal: VoiceSignal) {
    if ('candidate' in signal) {
      if (this.hasRemoteDescription) await this.connection.addIceCandidate(signal.candidate);
      else this.pendingCandidates.push(signal.candidate);
      return;
    }
    await this.connection.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    this.hasRemoteDescription = true;
    const buffered = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of buffered) await this.connection.addIceCandidate(candidate);
    if (signal.type === 'offer') {
      const answer = await this.connection.createAnswer();
      await this.connection.setLocalDescription(answer);
      if (!this.destroyed) this.options.onSignal({ type: 'answer', sdp: answer.sdp ?? '' });
    }
  }
}
