import type { ConversationRead, ConversationReadEvent, MessageView } from '@teamhub/contracts';

/** A conversation-read event applied to the cached receipts (left alone when they are not loaded). */
export function applyRead(
  reads: ConversationRead[] | undefined,
  event: ConversationReadEvent,
  readAt: string,
): ConversationRead[] | undefined {
  if (!reads) return reads;
  const entry = { userId: event.userId, lastReadMessageId: event.lastReadMessageId, readAt };
  const index = reads.findIndex((read) => read.userId === event.userId);
  return index === -1 ? [...reads, entry] : reads.map((read, i) => (i === index ? entry : read));
}

/** Who shows under one message of a group. */
export interface GroupReceipt {
  /** Those whose read position is this message: their avatars sit here. */
  here: string[];
  /** Everyone who has read this message (here or further down): the "Seen by N" list. */
  seenBy: string[];
}

/**
 * Where a group's receipts show: under the message each reader read up to, among the loaded
 * `messages` (oldest first). A position in a page not loaded is older than all of them: not shown.
 */
export function groupReceipts(messages: MessageView[], reads: ConversationRead[]): Map<string, GroupReceipt> {
  const indexOf = new Map(messages.map((message, index) => [message._id, index]));
  const placed = reads
    .map((read) => ({ userId: read.userId, index: indexOf.get(read.lastReadMessageId) }))
    .filter((read): read is { userId: string; index: number } => read.index !== undefined);
  const receipts = new Map<string, GroupReceipt>();
  for (const { index } of placed) {
    const message = messages[index] as MessageView;
    if (receipts.has(message._id)) continue;
    receipts.set(message._id, {
      here: placed.filter((read) => read.index === index).map((read) => read.userId),
      seenBy: placed.filter((read) => read.index >= index).map((read) => read.userId),
    });
  }
  return receipts;
}

/**
 * The message of a direct conversation that shows "Seen": the caller's newest message at or before
 * the other person's read position (only that one), or undefined.
 */
export function seenMessageId(messages: MessageView[], reads: ConversationRead[], ownId: string): string | undefined {
  const [read] = reads;
  if (!read) return undefined;
  const upTo = messages.findIndex((message) => message._id === read.lastReadMessageId);
  for (let index = upTo; index >= 0; index -= 1) {
    const message = messages[index] as MessageView;
    if (message.sender._id === ownId) return message._id;
  }
  return undefined;
}
