import type { ConversationRead, MessageView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { applyRead, groupReceipts, seenMessageId } from './read-receipts';

const message = (id: string, senderId: string) => ({ _id: id, sender: { _id: senderId } }) as unknown as MessageView;
const read = (userId: string, lastReadMessageId: string): ConversationRead => ({
  userId,
  lastReadMessageId,
  readAt: '2026-01-01T00:00:00.000Z',
});
// Oldest first, as the history shows them: mine, theirs, mine, mine.
const history = [message('m1', 'me'), message('m2', 'bob'), message('m3', 'me'), message('m4', 'me')];

describe('read receipts', () => {
  it('moves a reader on a live read, adds a new one, and leaves receipts not loaded alone', () => {
    const reads = [read('bob', 'm1'), read('ann', 'm2')];
    const event = { conversationId: 'c', userId: 'bob', lastReadMessageId: 'm3' };
    expect(applyRead(reads, event, 'now')).toEqual([
      { userId: 'bob', lastReadMessageId: 'm3', readAt: 'now' },
      read('ann', 'm2'),
    ]);
    expect(applyRead([], event, 'now')).toEqual([{ userId: 'bob', lastReadMessageId: 'm3', readAt: 'now' }]);
    expect(applyRead(undefined, event, 'now')).toBeUndefined();
  });

  it('shows "Seen" under my newest message at or before the other person’s position, only there', () => {
    expect(seenMessageId(history, [read('bob', 'm4')], 'me')).toBe('m4');
    expect(seenMessageId(history, [read('bob', 'm3')], 'me')).toBe('m3');
    // Read up to their own reply: my message before it.
    expect(seenMessageId(history, [read('bob', 'm2')], 'me')).toBe('m1');
    expect(seenMessageId(history, [], 'me')).toBeUndefined();
    // A position in an older page than the loaded one.
    expect(seenMessageId(history, [read('bob', 'older')], 'me')).toBeUndefined();
  });

  it('puts each group reader under the message they read up to; "seen by" counts everyone at or after it', () => {
    const receipts = groupReceipts(history, [read('bob', 'm2'), read('ann', 'm4'), read('cy', 'm2'), read('dan', 'x')]);
    expect([...receipts.keys()]).toEqual(['m2', 'm4']);
    expect(receipts.get('m2')).toEqual({ here: ['bob', 'cy'], seenBy: ['bob', 'ann', 'cy'] });
    expect(receipts.get('m4')).toEqual({ here: ['ann'], seenBy: ['ann'] });
  });
});
