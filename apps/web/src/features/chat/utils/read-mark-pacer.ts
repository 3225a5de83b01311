/**
 * Paces the read marks of the open conversation: the first goes at once, and any asked for within
 * `intervalMs` after a sent one become a single mark at the end of that interval (unless cancelled
 * first, when the conversation is left). The web client marks the open conversation read as each
 * message arrives; in a busy group that was a request per message per reader (900 a second for 100
 * messages a second in groups of ten), which queued the messages themselves behind the reads on the
 * server. Others' read receipts lag by at most the interval.
 */
export function createReadMarkPacer(send: (conversationId: string) => void, intervalMs = 1_000) {
  const sentAt = new Map<string, number>();
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();

  const sendNow = (conversationId: string) => {
    sentAt.set(conversationId, Date.now());
    send(conversationId);
  };

  return {
    mark(conversationId: string) {
      if (waiting.has(conversationId)) return;
      const wait = (sentAt.get(conversationId) ?? -Infinity) + intervalMs - Date.now();
      if (wait <= 0) {
        sendNow(conversationId);
        return;
      }
      const timer = setTimeout(() => {
        waiting.delete(conversationId);
        sendNow(conversationId);
      }, wait);
      waiting.set(conversationId, timer);
    },
    /** Drops a mark still waiting for its turn. */
    cancel(conversationId: string) {
      clearTimeout(waiting.get(conversationId));
      waiting.delete(conversationId);
    },
  };
}
