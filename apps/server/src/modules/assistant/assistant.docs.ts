import {
  aiChatRequestSchema,
  aiConversationAnswerSchema,
  aiConversationParamsSchema,
  aiHealthAnswerSchema,
  aiRefusalSchema,
  aiStreamEventSchema,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented } from '../../lib/route-docs.js';

const tag = 'assistant';
const owned =
  'Conversations are kept per user under the id the browser made; another person’s id, or an unknown one, answers 404. ' +
  'A conversation untouched for 24 hours is forgotten.';

/** OpenAPI descriptions of /api/ai/hypo (assistant.routes.ts). */
export const assistantDocs = {
  health: documented({
    tag,
    summary: 'Which AI service answers now, and the state of each one configured',
    description:
      '`services` lists the configured services in the order `auto` tries them (the built-in assistant, always connected, last); ' +
      '`service` is the first connected one. Each service is checked for real (Ollama: its model is pulled; the others: ' +
      'GET /models with the key), at most once per 30 seconds.',
    bare: aiHealthAnswerSchema,
    errors: [],
  }),
  chatStream: documented({
    tag,
    summary: 'Ask Hypo: the answer streams as server-sent events',
    description:
      'Each event is `data: {json}` (one AiStreamEvent): `chunk`s of markdown as they come, then `done` (the model, ' +
      'the service and the time taken) or a single `error` (errorType, message and suggestion in the reader’s language). ' +
      'With `selectedModel: auto` a service that fails before its first chunk hands over to the next; a service chosen ' +
      'by name is used alone. Closing the request stops the model. Before the stream: 400 for a blank or too long ' +
      'message, a malformed conversationId or an unknown model (the message names the first field at fault); 429 ' +
      '`rate_limited` (5 questions per 30 seconds) or `quota_exceeded` (the daily quota, reset at 7:00 server time) ' +
      'with Retry-After. The question and the answer are kept in the conversation for the next question’s context.',
    body: aiChatRequestSchema,
    eventStream: {
      description: 'A server-sent event stream; each event’s data is one of these, as JSON.',
      event: aiStreamEventSchema,
    },
    errors: [400, 429],
    errorBodies: { 429: aiRefusalSchema },
  }),
  conversation: documented({
    tag,
    summary: 'The caller’s conversation with Hypo, oldest message first',
    description: `${owned} A malformed id answers 400.`,
    params: aiConversationParamsSchema,
    data: aiConversationAnswerSchema,
    errors: [400, 404],
  }),
  deleteConversation: documented({
    tag,
    summary: 'Forget one of the caller’s conversations with Hypo',
    description: `${owned} A malformed id answers 400.`,
    params: aiConversationParamsSchema,
    bare: z.object({ success: z.literal(true) }),
    errors: [400, 404],
  }),
};
