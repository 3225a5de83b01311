import type { AssistantErrorType, AssistantFailure } from './assistant-errors';

/** One message of the panel (specification section 3, "AI message"), plus whether it was stopped. */
export interface AssistantMessage {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  /** ISO time the message was added. */
  timestamp: string;
  streaming: boolean;
  isError: boolean;
  errorType?: AssistantErrorType;
  suggestion?: string;
  /** The server's words for an error we have no text of our own for (a refused question). */
  serverMessage?: string;
  modelUsed?: string;
  /** Milliseconds the server took. */
  processingTime?: number;
  /** The reader pressed Stop (or the page was left) before the reply finished: kept, not an error. */
  stopped?: boolean;
}

/** The browser's copy of the conversation (specification section 3, "AI conversation"). */
export interface AssistantConversation {
  id: string;
  messages: AssistantMessage[];
  /** ISO time of the last change. */
  timestamp: string;
}

export type ConversationAction =
  | { type: 'send'; text: string; userMessageId: string; replyId: string; now: string }
  | { type: 'retry'; replyId: string; now: string }
  | { type: 'chunk'; replyId: string; content: string }
  | { type: 'done'; replyId: string; modelUsed: string; processingTime: number }
  | { type: 'error'; replyId: string; failure: AssistantFailure }
  | { type: 'stop'; replyId: string }
  | { type: 'reset'; id: string; now: string };

const reply = (id: string, now: string): AssistantMessage => ({
  id,
  sender: 'ai',
  text: '',
  timestamp: now,
  streaming: true,
  isError: false,
});

/** True while a reply is streaming: nothing new may be sent then. */
export const isStreaming = (conversation: AssistantConversation) =>
  conversation.messages.some((message) => message.streaming);

/**
 * The question a retry sends again: the last user text, when the conversation ends with a reply
 * to it (or with the question alone) and nothing is streaming.
 */
export function retryQuestion(messages: readonly AssistantMessage[]): string | null {
  const last = messages.at(-1);
  if (!last || last.streaming) return null;
  const question = last.sender === 'user' ? last : messages.at(-2);
  return question?.sender === 'user' ? question.text : null;
}

function updateReply(
  conversation: AssistantConversation,
  replyId: string,
  change: (message: AssistantMessage) => AssistantMessage,
): AssistantConversation {
  let changed = false;
  const messages = conversation.messages.map((message) => {
    // Only a reply still streaming takes events: a late chunk after Stop changes nothing.
    if (message.id !== replyId || !message.streaming) return message;
    changed = true;
    return change(message);
  });
  return changed ? { ...conversation, messages } : conversation;
}

/**
 * The panel's state changes (specification section 4): sending adds the question and an empty
 * streaming reply; chunks append; done ends streaming with the model and time; an error turns the
 * reply into an error message; Stop keeps the partial reply, marked stopped; a retry removes the
 * last reply and streams a new one for the same question; reset starts a new conversation.
 */
export function conversationReducer(
  conversation: AssistantConversation,
  action: ConversationAction,
): AssistantConversation {
  switch (action.type) {
    case 'send': {
      if (isStreaming(conversation) || action.text.trim() === '') return conversation;
      const question: AssistantMessage = {
        id: action.userMessageId,
        sender: 'user',
        text: action.text,
        timestamp: action.now,
        streaming: false,
        isError: false,
      };
      return {
        ...conversation,
        messages: [...conversation.messages, question, reply(action.replyId, action.now)],
        timestamp: action.now,
      };
    }
    case 'retry': {
      if (retryQuestion(conversation.messages) === null) return conversation;
      const kept =
        conversation.messages.at(-1)?.sender === 'ai' ? conversation.messages.slice(0, -1) : conversation.messages;
      return { ...conversation, messages: [...kept, reply(action.replyId, action.now)], timestamp: action.now };
    }
    case 'chunk':
      return updateReply(conversation, action.replyId, (message) => ({
        ...message,
        text: message.text + action.content,
      }));
    case 'done':
      return updateReply(conversation, action.replyId, (message) => ({
        ...message,
        streaming: false,
        modelUsed: action.modelUsed,
        processingTime: action.processingTime,
      }));
    case 'error':
      return updateReply(conversation, action.replyId, (message) => ({
        ...message,
        streaming: false,
        isError: true,
        errorType: action.failure.errorType,
        suggestion: action.failure.suggestion || undefined,
        serverMessage: action.failure.serverMessage,
      }));
    case 'stop':
      return updateReply(conversation, action.replyId, (message) => ({ ...message, streaming: false, stopped: true }));
    case 'reset':
      return { id: action.id, messages: [], timestamp: action.now };
  }
}
