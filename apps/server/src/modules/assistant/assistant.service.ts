import {
  LIMITS,
  aiConversationParamsSchema,
  translateServerMessage,
  type AiConversationAnswer,
  type AiHealthAnswer,
  type AiRefusal,
  type Language,
  type ServerMessageKey,
} from '@teamhub/contracts';
import { notFound } from '../../lib/http-error.js';
import { parseOrThrowFirst } from '../../lib/validation.js';
import type { AssistantServiceDeps } from './assistant.deps.js';
import { presentMessage } from './assistant.presenter.js';
import { quotaDay } from './quota-day.js';

type Deps = AssistantServiceDeps;

/** A question refused before any stream: HTTP 429 with this body and Retry-After. */
export interface Refusal {
  retryAfterSeconds: number;
  body: AiRefusal;
}

function refusal(
  errorType: AiRefusal['errorType'],
  retryAfterSeconds: number,
  language: Language,
  suggestion: ServerMessageKey = `assistant.suggestion.${errorType}`,
): Refusal {
  return {
    retryAfterSeconds: Math.max(1, retryAfterSeconds),
    body: {
      success: false,
      errorType,
      message: translateServerMessage(`assistant.error.${errorType}`, language),
      suggestion: translateServerMessage(suggestion, language),
    },
  };
}

/**
 * Lets a question through our own limits, or says why not: the per-user rate (rate_limited, until
 * the oldest question in the window leaves it) and then the daily quota (quota_exceeded, until the
 * next quota day begins at LIMITS.assistant.quotaResetHour:00 server time). A question let through is
 * counted on both, whatever becomes of its answer.
 */
export async function admitQuestion(deps: Deps, userId: string, language: Language): Promise<Refusal | null> {
  const now = deps.now();
  const rate = await deps.rateLimiter.take(userId, now);
  if (!rate.allowed) return refusal('rate_limited', Math.ceil(rate.retryAfterMs / 1000), language);
  const { day, nextResetAt, resetsToday } = quotaDay(now, LIMITS.assistant.quotaResetHour);
  if (await deps.repository.countQuestion(userId, day, deps.dailyQuota)) return null;
  const untilReset = Math.ceil((nextResetAt.getTime() - now.getTime()) / 1000);
  return refusal(
    'quota_exceeded',
    untilReset,
    language,
    resetsToday ? 'assistant.suggestion.quotaResetsToday' : 'assistant.suggestion.quota_exceeded',
  );
}

/** GET /health: each configured service's state (checked at most once per LIMITS.assistant.healthCacheMs). */
export async function assistantHealth(deps: Deps): Promise<AiHealthAnswer> {
  return { success: true, ai: await deps.providers.health() };
}

/** The id in the URL, checked (400), after the caller's forgotten conversations are deleted. */
async function ownConversationId(deps: Deps, userId: string, params: unknown): Promise<string> {
  const { conversationId } = parseOrThrowFirst(aiConversationParamsSchema, params);
  await deps.repository.deleteStale(userId, new Date(deps.now().getTime() - LIMITS.assistant.retentionMs));
  return conversationId;
}

/**
 * The caller's conversation by the id their browser gave it. Conversations are kept under their
 * owner's id, so another person's id (or an unknown one) is simply not found: 404.
 */
export async function readConversation(deps: Deps, userId: string, params: unknown): Promise<AiConversationAnswer> {
  const conversationId = await ownConversationId(deps, userId, params);
  const messages = await deps.repository.messages(userId, conversationId);
  // A conversation is written with its first turn, so one without messages does not exist.
  if (messages.length === 0) throw notFound('assistant.conversationNotFound');
  return { conversationId, messages: messages.map(presentMessage) };
}

/** Deletes the caller's conversation (404 when they have none by that id; another person's is untouched). */
export async function deleteConversation(deps: Deps, userId: string, params: unknown): Promise<void> {
  const conversationId = await ownConversationId(deps, userId, params);
  if (!(await deps.repository.deleteConversation(userId, conversationId))) {
    throw notFound('assistant.conversationNotFound');
  }
}
