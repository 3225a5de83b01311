import { describe, expect, it } from 'vitest';
import { voiceErrorFrom } from './voice-errors';

const domError = (name: string, message = 'browser text') => new DOMException(message, name);

describe('voiceErrorFrom', () => {
  it('maps a denied permission', () => {
    expect(voiceErrorFrom(domError('NotAllowedError'))).toEqual({ reason: 'permissionDenied' });
  });

  it('maps a missing microphone', () => {
    expect(voiceErrorFrom(domError('NotFoundError'))).toEqual({ reason: 'noMicrophone' });
  });

  it('maps a microphone held by another application', () => {
    expect(voiceErrorFrom(domError('NotReadableError'))).toEqual({ reason: 'microphoneBusy' });
  });

  it('keeps the raw message of anything else', () => {
    expect(voiceErrorFrom(domError('AbortError', 'Starting audio failed'))).toEqual({
      message: 'Starting audio failed',
    });
    expect(voiceErrorFrom(new Error('Phòng không tồn tại'))).toEqual({ message: 'Phòng không tồn tại' });
    expect(voiceErrorFrom('timeout')).toEqual({ message: 'timeout' });
  });
});
