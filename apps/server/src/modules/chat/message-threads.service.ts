import type { ThreadAnswer, messageHistoryQuerySchema } from '@teamhub/contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { presentMessage } from './chat.presenter.js';
import type { MessageRecord } from './chat-sql.js';
import type { ThreadRef } from './message-threads.repository.js';

type Deps = ChatServiceDeps;

/** The thread of message `rawId` for a member of its conversation; 404 for anyone else or an unknown id. */
async function memberThread(deps: Deps, userId: string, rawId: string): Promise<ThreadRef> {
  const ref = isUuid(rawId) ? await deps.threads.threadOf(rawId.toLowerCase(), userId) : undefined;
  if (!ref?.callerIsMember) throw notFound('chat.messageNotFound');
  return ref;
}

/**
 * The root a reply sent with `threadRootId` goes under: the message itself, or its root when it is a
 * reply in a thread (threads do not nest). 400 when it is not a message of that conversation.
 */
export async function threadRootFor(deps: Deps, userId: string, conversationId: string, rawRootId: string) {
  const ref = await deps.threads.threadOf(rawRootId.toLowerCase(), userId);
  if (!ref || ref.conversationId !== conversationId.toLowerCase()) throw badRequest('chat.threadNotFound');
  return ref.rootId;
}

/**
 * GET …/messages/{id}/thread: the root and a page of its replies. The first page (no `before`) opens
 * the thread, so the reader's unread count of it goes back to 0.
 */
export async function threadPage(
  deps: Deps,
  userId: string,
  rawId: string,
  query: z.output<typeof messageHistoryQuerySchema>,
): Promise<ThreadAnswer> {
  const { rootId } = await memberThread(deps, userId, rawId);
  if (!query.before) await deps.threads.markRead(rootId, userId);
  const [root, page] = await Promise.all([
    deps.threads.root(rootId, userId),
    deps.threads.page({ rootId, limit: query.limit, before: query.before?.toLowerCase() }),
  ]);
  if (!root) throw notFound('chat.messageNotFound');
  return {
    root: presentMessage(root, userId, deps.urls),
    messages: page.messages.map((record) => presentMessage(record, userId, deps.urls)),
    hasMore: page.hasMore,
  };
}

/** POST …/thread/read: the panel stays open while replies arrive; the reader's other tabs hear of it. */
export async function markThreadRead(deps: Deps, userId: string, rawId: string) {
  const { rootId } = await memberThread(deps, userId, rawId);
  await deps.threads.markRead(rootId, userId);
  const root = await deps.threads.root(rootId, userId);
  if (root) deps.events.threadUpdated(root, [], new Map([[userId, 0]]));
  return { rootId, threadUnreadCount: 0 };
}

/** Tells everyone of the root's new counters; followers get their own unread count. */
async function publishCounters(deps: Deps, rootId: string, participantIds: string[]) {
  const [root, followers] = await Promise.all([deps.views.messageById(rootId), deps.threads.followers(rootId)]);
  if (root) {
    deps.events.threadUpdated(root, participantIds, new Map(followers.map((f) => [f.userId, f.unreadCount])));
  }
  return followers;
}

/**
 * After a reply in a thread was saved: its sender has read the thread so far; the reply goes to every
 * participant as thread-message (the sending socket has it in its acknowledgement), the root's
 * counters follow, and those who wrote in the thread are notified.
 */
export async function threadReplySent(
  deps: Deps,
  reply: MessageRecord & { threadRootId: string },
  participantIds: string[],
  exceptSocketId?: string,
): Promise<void> {
  await deps.threads.markRead(reply.threadRootId, reply.sender.id);
  deps.events.threadMessage(reply, participantIds, exceptSocketId);
  const followers = await publishCounters(deps, reply.threadRootId, participantIds);
  const recipientIds = followers.filter((f) => f.wrote && f.userId !== reply.sender.id).map((f) => f.userId);
  if (recipientIds.length === 0 || !deps.threadListeners) return;
  deps.threadListeners
    .onThreadReplied({ rootId: reply.threadRootId, replierId: reply.sender.id, recipientIds })
    .catch(deps.logError);
}

/** After a reply in a thread was deleted: the root's counters, to everyone. */
export async function threadReplyDeleted(deps: Deps, rootId: string, participantIds: string[]): Promise<void> {
  await publishCounters(deps, rootId, participantIds);
}
