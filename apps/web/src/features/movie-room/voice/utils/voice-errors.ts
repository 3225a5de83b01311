/** Why joining voice failed: a text key under `voice.reasons`, or the browser's own message. */
export type VoiceErrorReason =
  | 'permissionDenied'
  | 'noMicrophone'
  | 'microphoneBusy'
  | 'unsupported'
  | 'noConnection'
  | 'notInRoom'
  | 'noAudioTrack';

export type VoiceError = { reason: VoiceErrorReason } | { message: string };

const REASON_BY_ERROR_NAME: Record<string, VoiceErrorReason> = {
  NotAllowedError: 'permissionDenied',
  PermissionDeniedError: 'permissionDenied',
  SecurityError: 'permissionDenied',
  NotFoundError: 'noMicrophone',
  DevicesNotFoundError: 'noMicrophone',
  OverconstrainedError: 'noMicrophone',
  NotReadableError: 'microphoneBusy',
  TrackStartError: 'microphoneBusy',
};

/** Maps what getUserMedia (or the join) threw to the spec's reasons; anything else keeps its message. */
export function voiceErrorFrom(error: unknown): VoiceError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const reason = REASON_BY_ERROR_NAME[name];
  if (reason) return { reason };
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const message = String((error as { message: unknown }).message);
    if (message) return { message };
  }
  return { message: typeof error === 'string' && error ? error : String(name || 'Unknown error') };
}
