import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageView, ThreadAnswer } from '@teamhub/contracts';
import { useMemo } from 'react';
import { chatKeys, fetchThread, markThreadRead } from '../api';
import type { MessagePages } from '../utils/message-cache';
import { removeMessage, replaceMessage, setMessageReactions } from '../utils/message-cache';
import { addReplyToThread } from '../utils/query-cache';
import { threadMessages, type ThreadPages } from '../utils/thread-cache';
import { useSocketEvent } from '../../../lib/realtime/namespace-connection';

/**
 * One thread (ThreadPanel): its root and replies, paged upward like a history, kept current by the
 * /chat events (new replies, edits, deletes, reactions, on the replies and the root). Opening it
 * reads it (the first page marks it read on the server); replies arriving while it is open are
 * marked read too, so its "N replies" line shows no unread count afterwards.
 */
export function useThread(rootId: string) {
  const queryClient = useQueryClient();
  const queryKey = chatKeys.thread(rootId);
  const query = useInfiniteQuery<ThreadAnswer, Error, ThreadPages, typeof queryKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => fetchThread(rootId, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
    staleTime: 0,
  });
  const change = (update: (data: MessagePages | undefined) => MessagePages | undefined) =>
    queryClient.setQueryData<ThreadPages>(queryKey, (data) => {
      const next = update(data as MessagePages | undefined) as ThreadPages | undefined;
      return next;
    });
  const changeRoot = (message: MessageView) =>
    queryClient.setQueryData<ThreadPages>(queryKey, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, root: { ...page.root, ...message } })) } : data,
    );

  useSocketEvent('chat', 'thread-message', (message) => {
    if (message.threadRootId !== rootId) return;
    addReplyToThread(queryClient, message);
    void markThreadRead(rootId).catch(() => undefined);
  });
  useSocketEvent('chat', 'message-edited', (message) => {
    if (message._id === rootId) changeRoot(message);
    else if (message.threadRootId === rootId) change((data) => replaceMessage(data, message));
  });
  useSocketEvent('chat', 'message-deleted', ({ messageId }) => change((data) => removeMessage(data, messageId)));
  useSocketEvent('chat', 'message-reactions-updated', ({ messageId, reactions }) => {
    if (messageId === rootId) {
      queryClient.setQueryData<ThreadPages>(queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, root: { ...page.root, reactions } })) } : data,
      );
    } else change((data) => setMessageReactions(data, messageId, reactions));
  });

  const { root, replies } = useMemo(() => threadMessages(query.data), [query.data]);
  return { ...query, root, replies };
}
