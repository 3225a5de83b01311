export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
};

/** True when this browser can both record the microphone and hold peer connections. */
export function voiceSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof RTCPeerConnection === 'function'
  );
}

export function openMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
}

export function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}
