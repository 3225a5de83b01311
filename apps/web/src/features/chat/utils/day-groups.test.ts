import { describe, expect, it } from 'vitest';
import { makeChatUser, makeMessage } from '../../../../test/fixtures/chat';
import { dayKind, groupMessagesByDay, localDayKey } from './day-groups';

const lan = makeChatUser({ _id: 'user-2', username: 'lan' });
const minh = makeChatUser({ _id: 'user-1', username: 'minh' });
const at = (id: string, local: string, sender = lan) =>
  makeMessage({ _id: id, sender, createdAt: new Date(local).toISOString() });

describe('groupMessagesByDay', () => {
  it('splits messages into local calendar days, oldest first', () => {
    const groups = groupMessagesByDay([
      at('a', '2026-03-14T23:50:00'),
      at('b', '2026-03-15T00:10:00'),
      at('c', '2026-03-15T09:00:00'),
    ]);
    expect(groups.map((group) => group.key)).toEqual(['2026-03-14', '2026-03-15']);
    expect(groups[1]?.rows.map((row) => row.message._id)).toEqual(['b', 'c']);
  });

  it('marks runs of one sender within five minutes', () => {
    const [day] = groupMessagesByDay([
      at('a', '2026-03-15T09:00:00'),
      at('b', '2026-03-15T09:02:00'),
      at('c', '2026-03-15T09:03:00', minh),
      at('d', '2026-03-15T09:20:00', minh),
    ]);
    expect(day?.rows.map((row) => [row.message._id, row.startsRun, row.endsRun])).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', true, true],
      ['d', true, true],
    ]);
  });

  it('is empty for no messages', () => {
    expect(groupMessagesByDay([])).toEqual([]);
  });
});

describe('dayKind', () => {
  const now = new Date('2026-03-15T10:00:00');
  it('tells today, yesterday and older days apart', () => {
    expect(dayKind(new Date('2026-03-15T00:00:01'), now)).toBe('today');
    expect(dayKind(new Date('2026-03-14T23:59:59'), now)).toBe('yesterday');
    expect(dayKind(new Date('2026-03-13T12:00:00'), now)).toBe('other');
  });

  it('handles the turn of a month', () => {
    expect(dayKind(new Date('2026-02-28T12:00:00'), new Date('2026-03-01T08:00:00'))).toBe('yesterday');
    expect(localDayKey(new Date('2026-03-01T08:00:00'))).toBe('2026-03-01');
  });
});
