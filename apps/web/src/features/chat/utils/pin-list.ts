import type { MessagePinView } from '@teamhub/contracts';

/** The list with `pin` in it once (a pin heard live may already be there), newest pin first. */
export function addPin(list: MessagePinView[] | undefined, pin: MessagePinView): MessagePinView[] | undefined {
  if (!list) return list;
  const others = list.filter((item) => item.message._id !== pin.message._id);
  return [pin, ...others].sort((a, b) => b.pinnedAt.localeCompare(a.pinnedAt));
}

/** The list without the pin of `messageId` (unpinned, or the message was deleted). */
export function removePin(list: MessagePinView[] | undefined, messageId: string): MessagePinView[] | undefined {
  return list?.some((item) => item.message._id === messageId)
    ? list.filter((item) => item.message._id !== messageId)
    : list;
}
