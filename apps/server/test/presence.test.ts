import { describe, expect, it } from 'vitest';
import { createPresenceTracker } from '../src/realtime/presence.js';

describe('presence tracker', () => {
  it('is online from the first socket to the last', () => {
    const presence = createPresenceTracker();
    expect(presence.connected('a')).toBe(true);
    expect(presence.connected('a')).toBe(false);
    expect(presence.connected('b')).toBe(true);
    expect(presence.onlineUserIds().sort()).toEqual(['a', 'b']);
    expect(presence.disconnected('a')).toBe(false);
    expect(presence.isOnline('a')).toBe(true);
    expect(presence.disconnected('a')).toBe(true);
    expect(presence.isOnline('a')).toBe(false);
    expect(presence.onlineUserIds()).toEqual(['b']);
  });

  it('orders arrivals, and forgets them on leaving', () => {
    const presence = createPresenceTracker();
    presence.connected('a');
    presence.connected('b');
    presence.connected('a');
    expect(presence.onlineSince('a')).toBeLessThan(presence.onlineSince('b') as number);
    presence.disconnected('a');
    presence.disconnected('a');
    expect(presence.onlineSince('a')).toBeUndefined();
    presence.connected('a');
    expect(presence.onlineSince('a')).toBeGreaterThan(presence.onlineSince('b') as number);
  });

  it('ignores a disconnect it never saw connect', () => {
    const presence = createPresenceTracker();
    expect(presence.disconnected('ghost')).toBe(false);
    expect(presence.connected('ghost')).toBe(true);
  });
});
