import { averageLevel } from './speaking-detector';

const SAMPLE_INTERVAL_MS = 100;

/**
 * Samples the microphone's average frequency level every 100 ms (a timer rather than animation
 * frames, which stop in a background tab while the user keeps talking). Answers the stop function,
 * which also closes the AudioContext.
 */
export function monitorAudioLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const AudioContextClass =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return () => {};
  const context = new AudioContextClass();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  analyser.smoothingTimeConstant = 0.4;
  source.connect(analyser);
  const data = new Uint8Array(analyser.frequencyBinCount);
  // Chromium starts a context made outside a click suspended; analysis needs it running.
  if (context.state === 'suspended') void context.resume().catch(() => {});
  const timer = window.setInterval(() => {
    analyser.getByteFrequencyData(data);
    onLevel(averageLevel(data));
  }, SAMPLE_INTERVAL_MS);
  return () => {
    window.clearInterval(timer);
    source.disconnect();
    void context.close().catch(() => {});
  };
}
