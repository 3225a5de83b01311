import { LIMITS, type AiModelChoice, type AiStreamEvent } from '@teamhub/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/useSession';
import { AssistantRequestError, deleteAssistantConversation, streamAssistantReply } from '../api';
import { meansOffline, type AssistantFailure } from '../utils/assistant-errors';
import type { LiveStatus } from '../utils/assistant-status';
import { newConversationId, newMessageId } from '../utils/conversation-id';
import { conversationReducer, isStreaming, retryQuestion } from '../utils/conversation-state';
import { clearConversation, restoreOrCreateConversation } from '../utils/conversation-storage';
import { useConversationPersistence } from './useConversationPersistence';

/** A few seconds past the server's own idle limit, so the server's 'timeout' error normally wins. */
const CLIENT_IDLE_TIMEOUT_MS = LIMITS.assistant.providerIdleTimeoutMs + 15_000;

/**
 * The assistant's conversation: restored from this browser (or new), sent and streamed, stopped,
 * retried, or started over. Replies stream over fetch; Stop aborts the request, which makes the
 * server abort the model. Also reports what the replies revealed about the service's state.
 */
export function useAssistantChat() {
  const { user } = useSession();
  const userId = user?._id;
  const [conversation, dispatch] = useReducer(conversationReducer, userId, restoreOrCreateConversation);
  const [model, setModel] = useState<AiModelChoice>('auto');
  const [liveStatus, setLiveStatus] = useState<LiveStatus | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Set at once on send: two Enters before the next render must not send twice.
  const busyRef = useRef(false);
  const streaming = isStreaming(conversation);
  useConversationPersistence(conversation, userId);

  useEffect(() => {
    busyRef.current = streaming;
  }, [streaming]);
  // Signing out (the layout goes away) ends a reply in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const stream = useCallback(
    async (question: string, replyId: string, conversationId: string, selectedModel: AiModelChoice, retry: boolean) => {
      const own = new AbortController();
      controller.current = own;
      const fail = (failure: AssistantFailure) => {
        dispatch({ type: 'error', replyId, failure });
        if (meansOffline(failure.errorType))
          setLiveStatus((status) => ({ service: status?.service, connection: 'offline', at: Date.now() }));
      };
      const onEvent = (event: AiStreamEvent) => {
        if (own.signal.aborted) return;
        if (event.type === 'chunk') dispatch({ type: 'chunk', replyId, content: event.content });
        else if (event.type === 'done') {
          dispatch({ type: 'done', replyId, modelUsed: event.modelUsed, processingTime: event.processingTime });
          setLiveStatus({ service: event.service, connection: 'connected', at: Date.now() });
        } else fail({ errorType: event.errorType, suggestion: event.suggestion });
      };
      try {
        const end = await streamAssistantReply(
          { message: question, conversationId, selectedModel, retry },
          { signal: own.signal, onEvent, idleTimeoutMs: CLIENT_IDLE_TIMEOUT_MS },
        );
        // The connection closed before the reply said it was done.
        if (end === 'closed' && !own.signal.aborted) fail({ errorType: 'network' });
      } catch (error) {
        if (own.signal.aborted) return;
        fail(error instanceof AssistantRequestError ? error.failure : { errorType: 'unknown' });
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [],
  );

  /** Sends a question; answers false (and sends nothing) for a blank one or while a reply streams. */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || busyRef.current || question.length > LIMITS.assistant.messageMaxChars) return false;
      busyRef.current = true;
      const replyId = newMessageId();
      dispatch({ type: 'send', text: question, userMessageId: newMessageId(), replyId, now: new Date().toISOString() });
      void stream(question, replyId, conversation.id, model, false);
      return true;
    },
    [conversation.id, model, stream],
  );

  /** Stops the reply in flight; what has arrived stays, marked stopped. */
  const stop = useCallback(() => {
    const streamingReply = conversation.messages.find((message) => message.streaming);
    controller.current?.abort();
    if (streamingReply) dispatch({ type: 'stop', replyId: streamingReply.id });
  }, [conversation.messages]);

  /** Removes the last reply and asks the last question again. */
  const retry = useCallback(() => {
    const question = retryQuestion(conversation.messages);
    if (question === null || busyRef.current) return;
    busyRef.current = true;
    const replyId = newMessageId();
    dispatch({ type: 'retry', replyId, now: new Date().toISOString() });
    void stream(question, replyId, conversation.id, model, true);
  }, [conversation.id, conversation.messages, model, stream]);

  /** Forgets this conversation here and on the server, and starts a new one. */
  const startNewChat = useCallback(() => {
    controller.current?.abort();
    const oldId = conversation.id;
    if (conversation.messages.length > 0) void deleteAssistantConversation(oldId).catch(() => undefined);
    clearConversation();
    busyRef.current = false;
    setLiveStatus(null);
    dispatch({ type: 'reset', id: newConversationId(), now: new Date().toISOString() });
  }, [conversation.id, conversation.messages.length]);

  return { conversation, streaming, model, setModel, send, stop, retry, startNewChat, liveStatus };
}
