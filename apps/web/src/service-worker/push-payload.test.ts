import { describe, expect, it } from 'vitest';
import { FALLBACK_PAYLOAD, parsePushPayload } from './push-payload';

describe('parsePushPayload', () => {
  it('reads the payload the server sends', () => {
    const payload = { title: 'An', body: 'Xin chào', url: '/chat?c=1', tag: 'conversation:1', unreadCount: 3 };
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
  });

  it('shows something for a push it cannot read (the browser requires a notification)', () => {
    for (const data of [undefined, null, '', 'not json', '42', 'null']) {
      expect(parsePushPayload(data)).toEqual(FALLBACK_PAYLOAD);
    }
  });

  it('takes the fallback field by field, and leaves the badge alone without a usable count', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'An', url: 7, unreadCount: -2 }))).toEqual({
      ...FALLBACK_PAYLOAD,
      title: 'An',
      unreadCount: -1,
    });
    expect(parsePushPayload(JSON.stringify({ unreadCount: 0 })).unreadCount).toBe(0);
  });
});
