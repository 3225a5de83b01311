import type { InfiniteData } from '@tanstack/react-query';
import type { MessageView, ThreadAnswer, ThreadUpdated } from '@teamhub/contracts';
import type { MessagePages } from './message-cache';

/** A thread's loaded pages: like a history (newest page first), each page carrying the root as last read. */
export type ThreadPages = InfiniteData<ThreadAnswer, string | undefined>;

/**
 * A root's thread counters after thread-updated. The reader's own unread count is kept when the
 * event does not carry one (it went to everyone alike), and forced to 0 while the reader has the
 * thread open (`openRootId`).
 */
export function withThreadCounters(
  message: MessageView,
  update: ThreadUpdated,
  openRootId: string | null,
): MessageView {
  if (message._id !== update.rootId) return message;
  const unread = update.rootId === openRootId ? 0 : (update.threadUnreadCount ?? message.threadUnreadCount ?? 0);
  if (update.threadReplyCount === 0) {
    const {
      threadReplyCount: _c,
      threadLastReplyAt: _a,
      threadLastRepliers: _r,
      threadUnreadCount: _u,
      ...rest
    } = message;
    return rest;
  }
  return {
    ...message,
    threadReplyCount: update.threadReplyCount,
    ...(update.threadLastReplyAt ? { threadLastReplyAt: update.threadLastReplyAt } : {}),
    threadLastRepliers: update.threadLastRepliers,
    threadUnreadCount: unread,
  };
}

/** thread-updated applied to a conversation's loaded history (the root, if it is loaded). */
export function applyThreadUpdate(
  data: MessagePages | undefined,
  update: ThreadUpdated,
  openRootId: string | null,
): MessagePages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => withThreadCounters(message, update, openRootId)),
    })),
  };
}

/** The root as the newest page has it, and every loaded reply, oldest first. */
export function threadMessages(data: ThreadPages | undefined): { root: MessageView | null; replies: MessageView[] } {
  if (!data?.pages[0]) return { root: null, replies: [] };
  return { root: data.pages[0].root, replies: [...data.pages].reverse().flatMap((page) => page.messages) };
}

/** A live reply belongs to the thread of `rootId` when its root is that message. */
export const isReplyIn = (message: MessageView, rootId: string) => message.threadRootId === rootId;
