import { z } from './zod.js';
import {
  aiChatRequestSchema,
  aiConversationAnswerSchema,
  aiConversationParamsSchema,
  aiHealthAnswerSchema,
  aiStreamEventSchema,
} from './assistant.js';
import { defineEndpoints } from './endpoint.js';

/** /api/ai/hypo: the assistant's health, the answer stream, and the caller's conversations. */
export const assistantEndpoints = defineEndpoints({
  'GET /api/ai/hypo/health': { bare: aiHealthAnswerSchema },
  'POST /api/ai/hypo/chat-stream': {
    body: aiChatRequestSchema,
    eventStream: {
      description: 'A server-sent event stream; each event’s data is one of these, as JSON.',
      event: aiStreamEventSchema,
    },
  },
  'GET /api/ai/hypo/conversation/:conversationId': {
    params: aiConversationParamsSchema,
    data: aiConversationAnswerSchema,
  },
  'DELETE /api/ai/hypo/conversation/:conversationId': {
    params: aiConversationParamsSchema,
    bare: z.object({ success: z.literal(true) }),
  },
});
