import { describe, expect, it } from 'vitest';
import { landingStep, type LandingInput } from './message-landing';

const page = (...ids: string[]) => ids.map((_id) => ({ _id }));
const base: LandingInput = {
  messages: page('m3', 'm4'),
  targetId: 'm1',
  loaded: true,
  hasOlder: true,
  loadingOlder: false,
  failed: false,
};

describe('landingStep', () => {
  it('waits for the first page', () => {
    expect(landingStep({ ...base, loaded: false, messages: [] })).toBe('wait');
  });

  it('finds a loaded message, whatever the case of its id', () => {
    expect(landingStep({ ...base, targetId: 'M4' })).toBe('found');
    expect(landingStep({ ...base, targetId: 'm3', loadingOlder: true })).toBe('found');
  });

  it('asks for the page before the oldest until the message is there, one page at a time', () => {
    expect(landingStep(base)).toBe('load-older');
    expect(landingStep({ ...base, loadingOlder: true })).toBe('wait');
    expect(landingStep({ ...base, messages: page('m1', 'm2', 'm3', 'm4') })).toBe('found');
  });

  it('calls a message missing once the history is read to its beginning without it', () => {
    expect(landingStep({ ...base, hasOlder: false })).toBe('missing');
    expect(landingStep({ ...base, messages: [], hasOlder: false })).toBe('missing');
  });

  it('stops on a failed page instead of asking again and again', () => {
    expect(landingStep({ ...base, failed: true })).toBe('failed');
    expect(landingStep({ ...base, failed: true, loadingOlder: true })).toBe('wait');
  });
});
