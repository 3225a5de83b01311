import { aiChatRequestSchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrowFirst } from '../../lib/validation.js';
import type { AssistantServiceDeps } from './assistant.deps.js';
import { assistantDocs } from './assistant.docs.js';
import { admitQuestion, assistantHealth, deleteConversation, readConversation } from './assistant.service.js';
import { answerQuestion, errorEvent } from './assistant-turn.js';
import { sendEventStream, type OpenStreams } from './event-stream.js';
import { ProviderError } from './providers/provider.js';

type ConversationParams = { Params: { conversationId: string } };

/** /api/ai/hypo: the assistant's health, the answer stream, and the caller's conversations. Every route needs a sign-in. */
export async function assistantRoutes(app: FastifyInstance, deps: AssistantServiceDeps, open: OpenStreams) {
  const signedIn = { preHandler: app.authenticate };

  app.get('/health', { ...signedIn, ...assistantDocs.health }, async () => assistantHealth(deps));

  app.post('/chat-stream', { ...signedIn, ...assistantDocs.chatStream }, async (request, reply) => {
    const question = parseOrThrowFirst(aiChatRequestSchema, request.body);
    const { language } = request;
    const asker = { userId: request.user.id, language };
    const refused = await admitQuestion(deps, asker.userId, language);
    if (refused) return reply.status(429).header('Retry-After', String(refused.retryAfterSeconds)).send(refused.body);
    await sendEventStream(
      request,
      reply,
      open,
      (signal) => answerQuestion(deps, asker, question, signal, () => reply.elapsedTime),
      (error) => {
        request.log.error({ err: error }, 'assistant: the answer stream failed');
        return errorEvent(new ProviderError('connection_failed', 'stream failed'), language);
      },
    );
    return reply;
  });

  app.get<ConversationParams>(
    '/conversation/:conversationId',
    { ...signedIn, ...assistantDocs.conversation },
    async (request) => ({ success: true, data: await readConversation(deps, request.user.id, request.params) }),
  );

  app.delete<ConversationParams>(
    '/conversation/:conversationId',
    { ...signedIn, ...assistantDocs.deleteConversation },
    async (request) => {
      await deleteConversation(deps, request.user.id, request.params);
      return { success: true };
    },
  );
}
