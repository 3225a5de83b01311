import { describe, expect, it } from 'vitest';
import { applyPresenceChanges } from './presence-list';

const person = (id: string, username: string) => ({ _id: id, id, username, avatar: '', verified: false });

describe('applyPresenceChanges', () => {
  it('adds who came online in name order, removes who left, and lists nobody twice', () => {
    const list = [person('a', 'An'), person('c', 'cuong')];
    const next = applyPresenceChanges(list, { online: [person('b', 'Binh'), person('a', 'An')], offline: ['c'] });
    expect(next.map((user) => user._id)).toEqual(['a', 'b']);
    expect(applyPresenceChanges(next, { online: [], offline: ['a', 'zzz'] }).map((user) => user._id)).toEqual(['b']);
  });
});
