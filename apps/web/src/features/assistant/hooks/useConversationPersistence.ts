import { useEffect, useRef } from 'react';
import { saveConversation } from '../utils/conversation-storage';
import { isStreaming, type AssistantConversation } from '../utils/conversation-state';

/** While a reply streams, the copy is saved at most this often (a reload then keeps most of it). */
export const STREAMING_SAVE_INTERVAL_MS = 2_000;

/**
 * Keeps localStorage['hypo_conversation'] in step with the conversation: at once after a change
 * that ends a reply (done, error, stop) or starts a new question, and at most every 2 s while
 * chunks arrive, so a long reply does not write the whole conversation for every chunk.
 */
export function useConversationPersistence(conversation: AssistantConversation, userId: string | undefined) {
  const latest = useRef({ conversation, userId });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = { conversation, userId };
    if (!isStreaming(conversation)) {
      clearTimeout(timer.current);
      timer.current = undefined;
      saveConversation(conversation, userId);
      return;
    }
    if (timer.current !== undefined) return;
    // The first save of a streaming turn holds the new question; later ones pick up the chunks.
    saveConversation(conversation, userId);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      saveConversation(latest.current.conversation, latest.current.userId);
    }, STREAMING_SAVE_INTERVAL_MS);
  }, [conversation, userId]);
  // Leaving (signing out) mid-reply: keep what has arrived; it is restored as stopped.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      saveConversation(latest.current.conversation, latest.current.userId);
    },
    [],
  );
}
