import type { AiConversationMessage } from '@teamhub/contracts';
import type { ConversationMessage } from './assistant.repository.js';

/** A saved message as GET /conversation/:conversationId answers it. */
export function presentMessage(message: ConversationMessage): AiConversationMessage {
  return {
    role: message.role,
    content: message.content,
    modelUsed: message.modelUsed,
    createdAt: message.createdAt.toISOString(),
  };
}
