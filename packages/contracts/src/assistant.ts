import { z } from './zod.js';
import { LIMITS } from './limits.js';

/**
 * The AI assistant ("Hypo"): the floating chat's request, the server-sent events of its stream, and
 * the health answer. The answer streams from the first provider that answers: a model server the
 * team runs (Ollama, or an OpenAI-compatible API: OpenRouter, Perplexity sonar, a custom base URL),
 * a GGUF model run in-process, or the built-in assistant that answers from the user's workspace.
 */

/** Where an answer can come from. */
export const AI_SERVICES = ['ollama', 'sonar', 'openrouter', 'openai', 'local', 'builtin'] as const;
export const aiServiceSchema = z.enum(AI_SERVICES);
export type AiService = z.infer<typeof aiServiceSchema>;

/** What the user may pick in the panel: `auto` tries the configured services in order. */
export const AI_MODEL_CHOICES = ['auto', ...AI_SERVICES] as const;
export const aiModelChoiceSchema = z.enum(AI_MODEL_CHOICES);
export type AiModelChoice = z.infer<typeof aiModelChoiceSchema>;

/** The error types of the specification (section 8, "AI chat"). */
export const AI_ERROR_TYPES = [
  'sonar_api_error',
  'sonar_rate_limit',
  'ollama_not_running',
  'model_not_found',
  'connection_failed',
  'out_of_memory',
  'timeout',
  'model_not_loaded',
  'quota_exceeded',
  'rate_limited',
  'provider_rate_limited',
] as const;
export const aiErrorTypeSchema = z.enum(AI_ERROR_TYPES);
export type AiErrorType = z.infer<typeof aiErrorTypeSchema>;

/** conv_{timestamp}_{random}, made by the client (specification section 3, "AI conversation"). */
export const aiConversationIdSchema = z
  .string({ error: 'assistant.conversationIdInvalid' })
  .regex(/^conv_\d{1,16}_[a-z0-9]{1,32}$/u, 'assistant.conversationIdInvalid');

export const aiChatRequestSchema = z.object({
  message: z
    .string({ error: 'assistant.messageRequired' })
    .trim()
    .min(1, 'assistant.messageRequired')
    .max(LIMITS.assistant.messageMaxChars, 'assistant.messageTooLong'),
  conversationId: aiConversationIdSchema,
  selectedModel: aiModelChoiceSchema.default('auto'),
  /**
   * Asked again with Retry: the answer replaces the conversation's last turn when that turn asked this
   * same question, so the model is not given the question twice, nor the reply being replaced.
   */
  retry: z.boolean({ error: 'assistant.retryInvalid' }).default(false),
});
export type AiChatRequest = z.input<typeof aiChatRequestSchema>;

export const aiConversationParamsSchema = z.object({ conversationId: aiConversationIdSchema });

/** One `data: {json}` line of POST /api/ai/hypo/chat-stream. */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), content: z.string() }),
  z.object({
    type: z.literal('done'),
    modelUsed: z.string(),
    /** Milliseconds from the request to the last chunk. */
    processingTime: z.number().int().nonnegative(),
    service: aiServiceSchema,
  }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    errorType: aiErrorTypeSchema,
    suggestion: z.string(),
  }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

export const aiHealthAnswerSchema = z.object({
  success: z.literal(true),
  ai: z.object({
    service: aiServiceSchema,
    connection: z.enum(['connected', 'offline']),
    /** Every configured service with its own state, in the order `auto` tries them. */
    services: z.array(z.object({ service: aiServiceSchema, connection: z.enum(['connected', 'offline']) })),
  }),
});
export type AiHealthAnswer = z.infer<typeof aiHealthAnswerSchema>;

/**
 * A refusal before any stream starts (our own rate limit or daily quota): HTTP 429 with this body
 * and Retry-After, so a client that knows the types shows the specific text.
 */
export const aiRefusalSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errorType: z.enum(['quota_exceeded', 'rate_limited']),
  suggestion: z.string(),
});
export type AiRefusal = z.infer<typeof aiRefusalSchema>;

/** Who wrote a saved message of a conversation with the assistant. */
export const AI_MESSAGE_ROLES = ['user', 'assistant'] as const;

/** One saved turn's message, as GET /api/ai/hypo/conversation/:conversationId answers it (oldest first). */
export const aiConversationMessageSchema = z.object({
  role: z.enum(AI_MESSAGE_ROLES),
  content: z.string(),
  /** The model that wrote an assistant message ('builtin' for the built-in assistant); null for the user's. */
  modelUsed: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type AiConversationMessage = z.infer<typeof aiConversationMessageSchema>;

export const aiConversationAnswerSchema = z.object({
  conversationId: aiConversationIdSchema,
  messages: z.array(aiConversationMessageSchema),
});
export type AiConversationAnswer = z.infer<typeof aiConversationAnswerSchema>;
