import {
  LIMITS,
  translateServerMessage,
  type aiChatRequestSchema,
  type AiStreamEvent,
  type Language,
  type ServerMessageKey,
} from '@teamhub/contracts';
import type { z } from 'zod';
import { createCitationLinker, type CitationLinker } from './assistant-citations.js';
import { modelMessages } from './assistant-prompt.js';
import type { AssistantServiceDeps } from './assistant.deps.js';
import type { AssistantTurn, WorkspaceGrounding } from './builtin/builtin.types.js';
import { ProviderError, type AssistantProvider, type ProviderTurn } from './providers/provider.js';

type Deps = AssistantServiceDeps;
/** A question as the route parsed it (selectedModel defaulted to 'auto'). */
export type ChatRequest = z.output<typeof aiChatRequestSchema>;

/** Who asks, as the answer needs it. */
export interface Asker {
  userId: string;
  language: Language;
}

/** The error event of a failure, its texts in the reader's language with their {placeholders} filled. */
export function errorEvent(failure: ProviderError, language: Language): AiStreamEvent {
  const { errorType, text } = failure;
  const fill = (key: ServerMessageKey) =>
    translateServerMessage(key, language).replace(/\{(\w+)\}/gu, (whole, name: string) => text.values?.[name] ?? whole);
  return {
    type: 'error',
    errorType,
    message: fill(text.message ?? `assistant.error.${errorType}`),
    suggestion: fill(text.suggestion ?? `assistant.suggestion.${errorType}`),
  };
}

/** The conversation's last question, if it has one. */
const lastQuestionOf = (turns: AssistantTurn[]) => turns.findLast(({ role }) => role === 'user')?.content;

/** Any failure as the reader is told it: a provider's own, or 'connection_failed' for anything unforeseen. */
function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  return new ProviderError('connection_failed', error instanceof Error ? error.message : String(error));
}

/** A turn as the providers get it, and what the workspace gives a model for it. */
interface Turn extends ProviderTurn {
  /** Read once per turn, and only when a language model is about to be tried. */
  grounding: (signal: AbortSignal) => Promise<WorkspaceGrounding>;
}

function providerTurn(deps: Deps, asker: Asker, question: string, history: AssistantTurn[], now: Date): Turn {
  let grounding: Promise<WorkspaceGrounding> | undefined;
  const workspaceQuestion = { ...asker, question, history, now };
  const groundingOf = (signal: AbortSignal) =>
    (grounding ??= deps.builtin.grounding(workspaceQuestion, signal).catch((error: unknown) => {
      if (!signal.aborted) deps.log.warn({ err: error }, 'assistant: workspace search failed; asking without it');
      return { kind: 'none' } as const;
    }));
  return {
    ...workspaceQuestion,
    grounding: groundingOf,
    modelMessages: async (signal) => modelMessages(asker.language, await groundingOf(signal), history, question),
  };
}

/**
 * Who answers when `provider` is tried, and how its citations become links. A language model is not
 * asked to answer a search that found nothing the asker may open: the built-in assistant says so
 * (docs/decisions.md, "Issue 29 — Hypo answers from search").
 */
async function answererFor(
  deps: Deps,
  provider: AssistantProvider,
  turn: Turn,
  signal: AbortSignal,
): Promise<{ provider: AssistantProvider; linker: CitationLinker | null }> {
  if (provider.service === 'builtin') return { provider, linker: null };
  const grounding = await turn.grounding(signal);
  if (grounding.kind !== 'sources') return { provider, linker: null };
  if (grounding.sources.length === 0) {
    return { provider: grounding.asked ? deps.providers.builtin : provider, linker: null };
  }
  return { provider, linker: createCitationLinker(grounding.sources, turn.language, grounding.asked) };
}

/**
 * Answers one question as the events of the stream: chunks as they arrive, then `done` (or one
 * `error`). With `auto`, a provider that fails before its first chunk hands over to the next one (the
 * built-in assistant is always last); a failure after the first chunk ends the stream with an error
 * event, as does any failure of a provider chosen by name.
 *
 * A language model answers from the workspace the built-in assistant reads for the question (its
 * facts, or the asker's search hits as numbered sources, whose `[n]` citations become links as they
 * stream, with the sources cited listed after the answer); a search that found nothing is answered
 * by the built-in assistant instead, with no model asked to guess.
 *
 * The turn is written when it ends: the question and the whole answer; when the reader stopped it
 * (`signal`), the question and what had streamed by then, so the next question's context is what the
 * reader saw; after a failure, or a stop before any text, nothing. A retry of the last question
 * (`request.retry`) leaves that turn out of the model's context and replaces it when saved, so the
 * conversation holds the question once, with the answer the reader kept. Conversations untouched for
 * LIMITS.assistant.retentionMs are deleted first (the asker's only; no timer needed).
 */
export async function* answerQuestion(
  deps: Deps,
  asker: Asker,
  request: ChatRequest,
  signal: AbortSignal,
  elapsedMs: () => number,
): AsyncGenerator<AiStreamEvent> {
  const { userId, language } = asker;
  const { conversationId, message: question } = request;
  const askedAt = deps.now();
  await deps.repository.deleteStale(userId, new Date(askedAt.getTime() - LIMITS.assistant.retentionMs));
  const recent = await deps.repository.recentTurns(userId, conversationId, LIMITS.assistant.contextMaxChars);
  const replacing = request.retry && lastQuestionOf(recent) === question;
  const history = replacing
    ? recent.slice(
        0,
        recent.findLastIndex(({ role }) => role === 'user'),
      )
    : recent;
  const turn = providerTurn(deps, asker, question, history, askedAt);
  const save = async (answer: string, modelUsed: string) => {
    if (!answer) return;
    try {
      await deps.repository.saveTurn({
        userId,
        conversationId,
        question,
        answer,
        modelUsed,
        replacesLastTurn: replacing,
        askedAt,
        answeredAt: deps.now(),
      });
    } catch (error) {
      // The reader has the answer; only the next question's context lacks it.
      deps.log.error({ err: error }, 'assistant: saving the turn failed');
    }
  };

  const providers = deps.providers.choose(request.selectedModel);
  if (providers instanceof ProviderError) {
    yield errorEvent(providers, language);
    return;
  }
  for (const [index, tried] of providers.entries()) {
    const { provider, linker } = await answererFor(deps, tried, turn, signal);
    const outcome = yield* streamFrom(deps, provider, turn, signal, linker);
    if (outcome.kind === 'stopped') {
      await save(outcome.answer, outcome.model);
      return;
    }
    if (outcome.kind === 'failed') {
      const { failure } = outcome;
      deps.log.warn(
        { service: provider.service, errorType: failure.errorType, detail: failure.message },
        'assistant: provider failed',
      );
      if (!outcome.started && index < providers.length - 1) continue;
      yield errorEvent(failure, language);
      return;
    }
    await save(outcome.answer, outcome.model);
    yield {
      type: 'done',
      modelUsed: outcome.model,
      processingTime: Math.max(0, Math.round(elapsedMs())),
      service: provider.service,
    };
    return;
  }
}

type StreamOutcome =
  | { kind: 'answered' | 'stopped'; answer: string; model: string }
  | { kind: 'failed'; failure: ProviderError; started: boolean };

/**
 * Streams one provider's answer as chunk events, and says how it ended. With a linker, the model's
 * citations become links as they stream and the cited sources follow the answer.
 */
async function* streamFrom(
  deps: Deps,
  provider: AssistantProvider,
  turn: ProviderTurn,
  signal: AbortSignal,
  linker: CitationLinker | null,
): AsyncGenerator<AiStreamEvent, StreamOutcome> {
  const report = { model: provider.model };
  let answer = '';
  try {
    for await (const piece of provider.stream(turn, signal, report)) {
      const shown = linker ? linker.push(piece) : piece;
      if (shown) {
        answer += shown;
        yield { type: 'chunk', content: shown };
      }
      if (signal.aborted) break;
    }
  } catch (error) {
    if (signal.aborted) return { kind: 'stopped', answer, model: report.model };
    if (!(error instanceof ProviderError)) deps.log.error({ err: error }, `assistant: ${provider.service} broke`);
    return { kind: 'failed', failure: asProviderError(error), started: answer.length > 0 };
  }
  if (signal.aborted) return { kind: 'stopped', answer, model: report.model };
  const rest = linker?.end() ?? '';
  if (rest) {
    answer += rest;
    yield { type: 'chunk', content: rest };
  }
  return { kind: 'answered', answer, model: report.model };
}
