import type { MessageView, ThreadUpdated } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import type { MessagePages } from './message-cache';
import { applyThreadUpdate, threadMessages, withThreadCounters } from './thread-cache';

const message = (id: string, extra: Partial<MessageView> = {}): MessageView => ({
  _id: id,
  id,
  conversationId: 'c1',
  content: id,
  messageType: 'text',
  sender: { _id: 'u1', id: 'u1', username: 'an', avatar: '', verified: false },
  replyTo: null,
  story: null,
  isEdited: false,
  reactions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const replier = { _id: 'u2', id: 'u2', username: 'bich', avatar: '' };
const update = (extra: Partial<ThreadUpdated> = {}): ThreadUpdated => ({
  conversationId: 'c1',
  rootId: 'root',
  threadReplyCount: 2,
  threadLastReplyAt: '2026-01-01T00:01:00.000Z',
  threadLastRepliers: [replier],
  ...extra,
});

describe('thread counters', () => {
  it('sets the count, repliers and the reader’s unread count on the root only', () => {
    const data: MessagePages = {
      pages: [{ messages: [message('other'), message('root')], hasMore: false }],
      pageParams: [undefined],
    };
    const next = applyThreadUpdate(data, update({ threadUnreadCount: 1 }), null);
    expect(next?.pages[0]?.messages[1]).toMatchObject({ threadReplyCount: 2, threadUnreadCount: 1 });
    expect(next?.pages[0]?.messages[0]).toBe(data.pages[0]?.messages[0]);
  });

  it('keeps my unread count when the event carries none, and shows 0 while the thread is open', () => {
    const root = message('root', { threadReplyCount: 1, threadUnreadCount: 3 });
    expect(withThreadCounters(root, update(), null).threadUnreadCount).toBe(3);
    expect(withThreadCounters(root, update({ threadUnreadCount: 4 }), 'root').threadUnreadCount).toBe(0);
  });

  it('drops the thread line when the last reply is deleted', () => {
    const root = message('root', { threadReplyCount: 1, threadLastRepliers: [replier], threadUnreadCount: 0 });
    const next = withThreadCounters(root, update({ threadReplyCount: 0, threadLastRepliers: [] }), null);
    expect(next.threadReplyCount).toBeUndefined();
    expect(next.threadLastRepliers).toBeUndefined();
  });

  it('reads the root from the newest page and the replies oldest first', () => {
    const root = message('root');
    const { root: shown, replies } = threadMessages({
      pages: [
        { root, messages: [message('r3')], hasMore: true },
        { root, messages: [message('r1'), message('r2')], hasMore: false },
      ],
      pageParams: [undefined, 'r3'],
    });
    expect(shown).toBe(root);
    expect(replies.map((item) => item._id)).toEqual(['r1', 'r2', 'r3']);
  });
});
