import { aiRefusalSchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import type { AssistantServiceDeps } from './assistant.deps.js';
import { admitQuestion, assistantHealth, deleteConversation, readConversation } from './assistant.service.js';
import { answerQuestion, errorEvent } from './assistant-turn.js';
import { sendEventStream, type OpenStreams } from './event-stream.js';
import { ProviderError } from './providers/provider.js';

const tag = 'assistant';
const owned =
  'Conversations are kept per user under the id the browser made; another person’s id, or an unknown one, answers 404. ' +
  'A conversation untouched for 24 hours is forgotten. A malformed id answers 400.';

/** /api/ai/hypo: the assistant's health, the answer stream, and the caller's conversations. Every route needs a sign-in. */
export async function assistantRoutes(app: FastifyInstance, deps: AssistantServiceDeps, open: OpenStreams) {
  apiRoute(
    app,
    'GET /api/ai/hypo/health',
    {
      tag,
      summary: 'Which AI service answers now, and the state of each one configured',
      description:
        '`services` lists the configured services in the order `auto` tries them (the built-in assistant, always connected, last); ' +
        '`service` is the first connected one. Each service is checked for real (Ollama: its model is pulled; the others: ' +
        'GET /models with the key), at most once per 30 seconds.',
      errors: [],
    },
    async () => assistantHealth(deps),
  );

  apiRoute(
    app,
    'POST /api/ai/hypo/chat-stream',
    {
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
      errors: [400, 429],
      errorBodies: { 429: aiRefusalSchema },
      body: 'first',
    },
    async (request, reply) => {
      const { language } = request;
      const asker = { userId: request.user.id, language };
      const refused = await admitQuestion(deps, asker.userId, language);
      if (refused) return reply.status(429).header('Retry-After', String(refused.retryAfterSeconds)).send(refused.body);
      await sendEventStream(
        request,
        reply,
        open,
        (signal) => answerQuestion(deps, asker, request.body, signal, () => reply.elapsedTime),
        (error) => {
          request.log.error({ err: error }, 'assistant: the answer stream failed');
          return errorEvent(new ProviderError('connection_failed', 'stream failed'), language);
        },
      );
      return reply;
    },
  );

  apiRoute(
    app,
    'GET /api/ai/hypo/conversation/:conversationId',
    {
      tag,
      summary: 'The caller’s conversation with Hypo, oldest message first',
      description: owned,
      errors: [400, 404],
    },
    async (request) => ({
      success: true as const,
      data: await readConversation(deps, request.user.id, request.params),
    }),
  );

  apiRoute(
    app,
    'DELETE /api/ai/hypo/conversation/:conversationId',
    {
      tag,
      summary: 'Forget one of the caller’s conversations with Hypo',
      description: owned,
      errors: [400, 404],
    },
    async (request) => {
      await deleteConversation(deps, request.user.id, request.params);
      return { success: true as const };
    },
  );
}
