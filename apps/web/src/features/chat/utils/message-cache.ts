import type { InfiniteData } from '@tanstack/react-query';
import type { MessageHistoryAnswer, MessageReaction, MessageView } from '@teamhub/contracts';

/**
 * A conversation's loaded history: pages[0] is the newest page and each later page is older
 * (the query pages upward); within a page messages are oldest first.
 */
export type MessagePages = InfiniteData<MessageHistoryAnswer, string | undefined>;

/** All loaded messages, oldest first. */
export function flattenMessages(data: MessagePages | undefined): MessageView[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Adds a live message at the end of the newest page, once (it may arrive by ack and by event). */
export function appendMessage(data: MessagePages | undefined, message: MessageView): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.messages.some((item) => item._id === message._id))) {
    return replaceMessage(data, message);
  }
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

function mapPages(data: MessagePages | undefined, change: (messages: MessageView[]) => MessageView[]) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: change(page.messages) })) };
}

export const replaceMessage = (data: MessagePages | undefined, message: MessageView) =>
  mapPages(data, (messages) => messages.map((item) => (item._id === message._id ? message : item)));

/** A message's reactions after a change (the caller's own answer or message-reactions-updated). */
export const setMessageReactions = (data: MessagePages | undefined, messageId: string, reactions: MessageReaction[]) =>
  mapPages(data, (messages) => messages.map((item) => (item._id === messageId ? { ...item, reactions } : item)));

export const removeMessage = (data: MessagePages | undefined, messageId: string) =>
  mapPages(data, (messages) => messages.filter((item) => item._id !== messageId));

/** The message that becomes the last one once `messageId` is gone (null when none is loaded). */
export function messageBefore(data: MessagePages | undefined, messageId: string): MessageView | null {
  const messages = flattenMessages(data).filter((item) => item._id !== messageId);
  return messages.at(-1) ?? null;
}
