import { InfiniteQueryObserver } from '@tanstack/react-query';
import type { MessageHistoryAnswer, MessageView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { createTestQueryClient } from '../../../../test/chat-harness';
import { chatKeys } from '../api';
import { flattenMessages, type MessagePages } from './message-cache';
import { addMessageToHistory } from './query-cache';

/** A history query with an observer (as an open thread has), whose answers the test releases. */
function openThread(conversationId: string) {
  const queryClient = createTestQueryClient();
  const answers: ((answer: MessageHistoryAnswer) => void)[] = [];
  const observer = new InfiniteQueryObserver<
    MessageHistoryAnswer,
    Error,
    MessagePages,
    ReturnType<typeof chatKeys.messages>,
    string | undefined
  >(queryClient, {
    queryKey: chatKeys.messages(conversationId),
    queryFn: () => new Promise<MessageHistoryAnswer>((resolve) => answers.push(resolve)),
    initialPageParam: undefined,
    getNextPageParam: () => undefined,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const history = () => flattenMessages(observer.getCurrentResult().data).map((message) => message._id);
  return { queryClient, answers, history, unsubscribe };
}

const answer = (messages: MessageView[]): MessageHistoryAnswer => ({ messages, hasMore: false });

describe('addMessageToHistory', () => {
  it('fetches the history again when a message is saved while it is loading, so the message is not lost', async () => {
    const thread = openThread('c1');
    await expect.poll(() => thread.answers.length).toBe(1);
    const saved = makeMessage({ _id: 'm1', conversationId: 'c1' });

    addMessageToHistory(thread.queryClient, saved);
    // The first answer was read before the message was saved; the fetch it belongs to was replaced.
    thread.answers[0]!(answer([]));
    await expect.poll(() => thread.answers.length).toBe(2);
    thread.answers[1]!(answer([saved]));

    await expect.poll(thread.history).toEqual(['m1']);
    thread.unsubscribe();
  });

  it('appends to a loaded history without fetching it again', async () => {
    const thread = openThread('c1');
    await expect.poll(() => thread.answers.length).toBe(1);
    thread.answers[0]!(answer([makeMessage({ _id: 'm1', conversationId: 'c1' })]));
    await expect.poll(thread.history).toEqual(['m1']);

    addMessageToHistory(thread.queryClient, makeMessage({ _id: 'm2', conversationId: 'c1' }));

    expect(thread.history()).toEqual(['m1', 'm2']);
    expect(thread.answers).toHaveLength(1);
    thread.unsubscribe();
  });
});
