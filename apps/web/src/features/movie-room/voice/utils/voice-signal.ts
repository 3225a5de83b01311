/** What travels in `signal` between two peers: a session description or one ICE candidate. */
export type VoiceSignal = { type: 'offer' | 'answer'; sdp: string } | { candidate: RTCIceCandidateInit };

/** Reads a relayed signal (the server passes it on unchecked); null when it is neither shape. */
export function parseVoiceSignal(value: unknown): VoiceSignal | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if ((record.type === 'offer' || record.type === 'answer') && typeof record.sdp === 'string') {
    return { type: record.type, sdp: record.sdp };
  }
  const candidate = record.candidate;
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as RTCIceCandidateInit).candidate === 'string'
  ) {
    return { candidate: candidate as RTCIceCandidateInit };
  }
  return null;
}
