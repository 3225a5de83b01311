import type { MessagePinView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { addPin, removePin } from './pin-list';

const pin = (id: string, pinnedAt: string) => ({ message: { _id: id }, pinnedAt }) as unknown as MessagePinView;

describe('pin list', () => {
  it('adds a pin once, newest pin first', () => {
    const list = [pin('b', '2026-01-02T00:00:00.000Z'), pin('a', '2026-01-01T00:00:00.000Z')];
    const added = addPin(list, pin('c', '2026-01-03T00:00:00.000Z'));
    expect(added?.map((item) => item.message._id)).toEqual(['c', 'b', 'a']);
    expect(addPin(added, pin('c', '2026-01-03T00:00:00.000Z'))?.map((item) => item.message._id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(addPin(undefined, pin('c', '2026-01-03T00:00:00.000Z'))).toBeUndefined();
  });

  it('removes a pin, keeping the same list when it was not there', () => {
    const list = [pin('a', '2026-01-01T00:00:00.000Z')];
    expect(removePin(list, 'a')).toEqual([]);
    expect(removePin(list, 'z')).toBe(list);
  });
});
